import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../ui/icons';
import { useT } from '../../lib/i18n/use-t';
import { LazySearchCombobox } from './lazy-search-combobox';

/**
 * The navbar's search box: suggestions as the user types, Enter searches every type. Left
 * out on the home page and the results page, which have search boxes of their own.
 */
export function NavbarSearch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const t = useT();
  if (pathname === '/' || pathname.toLowerCase() === '/searchcontent') return null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    // Blank or whitespace-only text does nothing (spec §5).
    if (search === '') return;
    void navigate(`/searchcontent?${new URLSearchParams({ search }).toString()}`);
  };

  return (
    <form role="search" aria-label={t('chrome.siteSearch')} onSubmit={handleSubmit} className="relative w-56">
      <label htmlFor="navbar-search" className="sr-only">
        {t('chrome.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted" />
      <LazySearchCombobox
        id="navbar-search"
        value={text}
        onValueChange={setText}
        placeholder={t('chrome.searchPlaceholder')}
        inputClassName="h-9 w-full rounded-lg border border-line bg-surface pr-2 pl-8 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
        listClassName="w-80 max-w-[calc(100vw-2rem)]"
      />
    </form>
  );
}
