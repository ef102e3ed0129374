import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { clsx } from 'clsx';
import type { SearchSuggestion } from '@prepshelf/contract';
import { useT } from '../../lib/i18n/use-t';
import type { MessageId } from '../../locales/message-id';

/** Suggestions start at the third letter typed and wait this long after the last key. */
const MIN_LETTERS = 3;
const DEBOUNCE_MS = 120;

const NONE: SearchSuggestion[] = [];

const TYPE_LABELS: Record<SearchSuggestion['type'], MessageId> = {
  note: 'chrome.typeNote',
  pyq: 'chrome.typePyq',
  video: 'chrome.typeVideo',
  course: 'chrome.typeCourse',
};
const TYPE_CLASSES: Record<SearchSuggestion['type'], string> = {
  note: 'bg-primary-soft text-primary-text',
  pyq: 'bg-amber-soft text-amber-text',
  video: 'bg-accent-soft text-accent-text',
  course: 'bg-subtle text-muted',
};

export interface SearchComboboxProps {
  /** The input's id, for its label. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  inputClassName: string;
  /** The suggestion list's extra classes (its width and place). */
  listClassName?: string;
  /** The user already typed the current value (in the plain box it replaced): suggest for it at once. */
  hasTyped?: boolean;
}

/**
 * A search input that suggests titles as the user types (the ARIA 1.2 combobox pattern with a
 * listbox popup): from the third letter, 120 ms after the last key, an older request aborted by a
 * newer one; at most six items with their type. Arrow keys move through them, Enter opens the one
 * chosen (or, with none chosen, submits the surrounding form: a search), Escape closes the list.
 * The fetcher is loaded on first use, so the landing page's first load does not carry it.
 */
export function SearchCombobox({
  id,
  value,
  onValueChange,
  placeholder,
  inputClassName,
  listClassName,
  hasTyped = false,
}: SearchComboboxProps) {
  const navigate = useNavigate();
  const t = useT();
  const listId = useId();
  const [typed, setTyped] = useState(hasTyped);
  // The answer and the text it answers: shown only while that is still the text in the box.
  const [answer, setAnswer] = useState<{ text: string; suggestions: SearchSuggestion[] }>({
    text: '',
    suggestions: [],
  });
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const text = value.trim();
  const isLongEnough = typed && text.replace(/\s/g, '').length >= MIN_LETTERS;
  const suggestions = isLongEnough && answer.text === text ? answer.suggestions : NONE;

  useEffect(() => {
    if (!isLongEnough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void import('../../lib/search-suggestions')
        .then(({ fetchSuggestions }) => fetchSuggestions(text, controller.signal))
        .then((found) => {
          setAnswer({ text, suggestions: found });
          setActive(-1);
          // An answer that arrives after the user left the box does not pop the list open again.
          setIsOpen(document.activeElement === inputRef.current);
        })
        .catch(() => {
          // Aborted by newer typing, or the chunk could not load: no suggestions, the search still works.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, isLongEnough]);

  const isExpanded = isOpen && suggestions.length > 0;

  function openSuggestion(suggestion: SearchSuggestion) {
    setIsOpen(false);
    switch (suggestion.type) {
      case 'note':
      case 'pyq':
        void navigate(`/pdfviewer?${new URLSearchParams({ view: suggestion.fileUrl }).toString()}`, {
          state: suggestion,
        });
        break;
      case 'video':
        window.open(`https://www.youtube.com/watch?v=${encodeURIComponent(suggestion.fileUrl)}`, '_blank', 'noopener');
        break;
      case 'course':
        void navigate('/enrollmentcource', { state: suggestion });
        break;
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setIsOpen(true);
        setActive((index) => (isExpanded ? (index + 1) % count : 0));
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setIsOpen(true);
        setActive((index) => (isExpanded && index > 0 ? index - 1 : count - 1));
        break;
      case 'Enter': {
        const chosen = isExpanded && active >= 0 ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          openSuggestion(chosen);
        } else {
          // The form's submit searches; the list has done its part.
          setIsOpen(false);
        }
        break;
      }
      case 'Escape':
        if (isExpanded) {
          // Only close the list; a search input would otherwise also clear its text.
          event.preventDefault();
          setIsOpen(false);
          setActive(-1);
        }
        break;
    }
  }

  const optionId = (index: number) => `${id}-suggestion-${index}`;

  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          setTyped(true);
          setIsOpen(true);
          onValueChange(event.target.value);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setIsOpen(false)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className={inputClassName}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('chrome.suggestions')}
        hidden={!isExpanded}
        className={clsx(
          'absolute top-full left-0 z-50 mt-1 min-w-full overflow-hidden rounded-[12px] border border-line bg-surface py-1 text-left shadow-lg',
          listClassName,
        )}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.type}:${suggestion._id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openSuggestion(suggestion)}
            onMouseMove={() => setActive(index)}
            className={clsx(
              'flex cursor-pointer items-center justify-between gap-3 px-3 py-2.5 text-sm text-fg',
              index === active && 'bg-subtle',
            )}
          >
            <span className="line-clamp-2 min-w-0 break-words">{suggestion.title}</span>
            <span
              className={clsx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', TYPE_CLASSES[suggestion.type])}
            >
              {t(TYPE_LABELS[suggestion.type])}
            </span>
          </li>
        ))}
      </ul>
      <span role="status" className="sr-only">
        {isExpanded ? t('chrome.suggestionCount', { count: suggestions.length }) : ''}
      </span>
    </>
  );
}
