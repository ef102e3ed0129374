import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { ChevronDown, ChevronUp, Search, type LucideIcon } from 'lucide-react';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { FindState } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { findPagesOnServer } from '../api/reader-lookups';
import type { PdfSource } from '../pdf-source';
import type { PdfViewerParts } from './use-pdf-viewer';

const FIND_DEBOUNCE_MS = 300;
type FindStatus = { kind: 'idle' | 'searching' | 'none' } | { kind: 'found'; current: number; total: number };
type DataProps = { [key: `aria-${string}`]: string | boolean };
type Counted = { matchesCount: { current: number; total: number } };
const wordsOf = (query: string) => query.trim().replace(/\s+/g, ' ');
const NO_TEXT: PDFPageProxy = { getTextContent: () => Promise.resolve({ items: [], styles: {}, lang: null }) } as never;

/**
 * The document as pdf.js's find controller sees it while the file is not all on the device: only the
 * pages the server named have text, so finding reads (and fetches) those pages and no others.
 */
function documentWithPages(pdf: PDFDocumentProxy, pages: ReadonlySet<number>): PDFDocumentProxy {
  const getPage = (number: number) => (pages.has(number) ? pdf.getPage(number) : Promise.resolve(NO_TEXT));
  return new Proxy(pdf, {
    get(target, property) {
      const value: unknown = property === 'getPage' ? getPage : Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * Find with pdf.js's `PDFFindController` (its highlights on the text layers). Before the whole file is
 * here, the server's stored page text names the pages that hold the words and only those are read;
 * once it is all here (or saved offline), pdf.js reads every page itself.
 */
export function useReaderFind(parts: PdfViewerParts | undefined, source: PdfSource, fileId: string) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<FindStatus>({ kind: 'idle' });
  const [isOpen, setOpen] = useState(false);
  const searched = useRef('');

  useEffect(() => {
    if (!parts) return;
    const onCount = ({ matchesCount }: Counted) =>
      matchesCount.total > 0 && setStatus({ kind: 'found', ...matchesCount });
    const onState = ({ state, matchesCount }: Counted & { state: number }) => {
      if (state === FindState.PENDING) setStatus({ kind: 'searching' });
      else if (state === FindState.NOT_FOUND) setStatus({ kind: 'none' });
      else onCount({ matchesCount });
    };
    parts.eventBus.on('updatefindmatchescount', onCount);
    parts.eventBus.on('updatefindcontrolstate', onState);
    return () => {
      parts.eventBus.off('updatefindmatchescount', onCount);
      parts.eventBus.off('updatefindcontrolstate', onState);
    };
  }, [parts]);

  const dispatch = useCallback(
    (words: string, type: '' | 'again', findPrevious = false) =>
      parts?.eventBus.dispatch('find', { source: null, type, query: words, highlightAll: true, findPrevious }),
    [parts],
  );

  useEffect(() => {
    const words = wordsOf(query);
    if (!parts || words === searched.current) return;
    const controller = new AbortController();
    async function run() {
      searched.current = words;
      if (words === '') return parts!.eventBus.dispatch('findbarclose', { source: null });
      setStatus({ kind: 'searching' });
      const isComplete = source.progress().loaded >= source.length;
      const pages = isComplete ? undefined : await findPagesOnServer(fileId, words, controller.signal);
      if (controller.signal.aborted) return void (searched.current = '');
      if (pages?.length === 0) {
        setStatus({ kind: 'none' });
        return parts!.eventBus.dispatch('findbarclose', { source: null });
      }
      // A new document for the controller forgets what it read: each question reads only its pages.
      parts!.find.setDocument(pages === undefined ? parts!.pdf : documentWithPages(parts!.pdf, new Set(pages)));
      dispatch(words, '');
    }
    const timer = window.setTimeout(() => void run(), words === '' ? 0 : FIND_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [parts, query, source, fileId, dispatch]);

  const open = useCallback(() => {
    setOpen(true);
    window.requestAnimationFrame(() => document.querySelector<HTMLInputElement>('#pdf-find')?.select());
  }, []);
  return {
    query,
    setQuery,
    isOpen,
    open,
    close: () => setOpen(false),
    // A cleared box shows nothing at once; a new question's answer replaces the last one.
    status: wordsOf(query) === '' ? ({ kind: 'idle' } as const) : status,
    step: (findPrevious: boolean) => status.kind === 'found' && dispatch(searched.current, 'again', findPrevious),
  };
}

/** A toolbar button with an icon only: its name is its `aria-label`. */
export function tool(
  Icon: LucideIcon,
  label: string,
  onClick: (event: MouseEvent<HTMLElement>) => void,
  props: ButtonProps & DataProps = {},
) {
  const className = `max-sm:h-9 max-sm:w-9 ${props.className ?? ''}`;
  return (
    <Button variant="ghost" size="icon" {...props} aria-label={label} className={className} onClick={onClick}>
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}

/** The find row: always shown on a larger screen, opened from the toolbar's Find button on a phone. */
export function FindRow({ find, isEnabled }: { find: ReturnType<typeof useReaderFind>; isEnabled: boolean }) {
  const t = useT();
  const format = useFormat();
  const { status } = find;
  const texts = { idle: '', searching: t('reader.searching'), none: t('reader.noMatches') };
  return (
    <div
      id="pdf-find-row"
      role="search"
      className={`${find.isOpen ? 'flex' : 'hidden'} min-w-0 flex-1 basis-full items-center gap-1 sm:flex sm:min-w-56 sm:basis-56`}
    >
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id="pdf-find"
          type="search"
          aria-label={t('reader.find')}
          placeholder={t('reader.find')}
          autoComplete="off"
          enterKeyHint="search"
          className={`${fieldClasses} h-9 pl-8 text-sm`}
          value={find.query}
          disabled={!isEnabled}
          onChange={(event) => find.setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') find.step(event.shiftKey);
            else if (event.key === 'Escape') find.setQuery('');
          }}
        />
      </div>
      <span role="status" className="min-w-[5.5rem] text-center text-sm whitespace-nowrap text-muted tabular-nums">
        {status.kind === 'found'
          ? t('reader.matchOf', { index: format.number(status.current), total: format.number(status.total) })
          : texts[status.kind]}
      </span>
      {tool(ChevronUp, t('reader.previousMatch'), () => find.step(true), { disabled: status.kind !== 'found' })}
      {tool(ChevronDown, t('reader.nextMatch'), () => find.step(false), { disabled: status.kind !== 'found' })}
    </div>
  );
}
