import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { FindState, type PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { iconButton as tool } from '../../../components/ui/icon-button';
import { SearchField } from '../../../components/ui/search-field';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { findPagesOnServer } from '../api/reader-lookups';
import type { PdfSource } from '../pdf-source';

const FIND_DEBOUNCE_MS = 300;
type FindStatus = { kind: 'idle' | 'searching' | 'none' } | { kind: 'found'; current: number; total: number };
type FindUpdate = { state?: number; matchesCount: { current: number; total: number } };
const NO_TEXT: PDFPageProxy = { getTextContent: () => Promise.resolve({ items: [], styles: {}, lang: null }) } as never;

/**
 * The document as pdf.js's find controller sees it while the file is not all on the device: only the
 * pages the server named have text, so finding reads (and fetches) those pages and no others.
 */
function documentWithPages(pdf: PDFDocumentProxy, pages: ReadonlySet<number>): PDFDocumentProxy {
  const getPage = (number: number) => (pages.has(number) ? pdf.getPage(number) : Promise.resolve(NO_TEXT));
  return Object.create(pdf, { getPage: { value: getPage } }) as PDFDocumentProxy;
}

/**
 * Find with pdf.js's `PDFFindController` (its highlights on the text layers). Before the whole file is
 * here, the server's stored page text names the pages that hold the words and only those are read;
 * once it is all here (or saved offline), pdf.js reads every page itself.
 */
export function useReaderFind(viewer: PDFViewer | undefined, source: PdfSource, fileId: string) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<FindStatus>({ kind: 'idle' });
  const [isOpen, setOpen] = useState(false);
  const searched = useRef('');
  const words = query.trim().replace(/\s+/g, ' ');

  useEffect(() => {
    if (!viewer) return;
    const { eventBus, findController, pdfDocument } = viewer;
    // pdf.js counts the matches as it reads the pages and tells when a question is answered.
    const onUpdate = ({ state, matchesCount }: FindUpdate) => {
      if (state === FindState.PENDING) setStatus({ kind: 'searching' });
      else if (state === FindState.NOT_FOUND) setStatus({ kind: 'none' });
      else if (matchesCount.total > 0) setStatus({ kind: 'found', ...matchesCount });
    };
    const events = ['updatefindmatchescount', 'updatefindcontrolstate'];
    events.forEach((name) => eventBus.on(name, onUpdate));
    const controller = new AbortController();
    async function run() {
      searched.current = words;
      if (words === '') return eventBus.dispatch('findbarclose', { source: null });
      setStatus({ kind: 'searching' });
      const isComplete = source.progress().loaded >= source.length;
      const pages = isComplete ? undefined : await findPagesOnServer(fileId, words, controller.signal);
      if (controller.signal.aborted) return;
      // A new document for the controller forgets what it read: each question reads only its pages (none
      // when the server named none, and pdf.js says so).
      findController!.setDocument(pages === undefined ? pdfDocument! : documentWithPages(pdfDocument!, new Set(pages)));
      eventBus.dispatch('find', { source: null, type: '', query: words, highlightAll: true });
    }
    const timer = window.setTimeout(() => void run(), words === '' ? 0 : FIND_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
      events.forEach((name) => eventBus.off(name, onUpdate));
    };
  }, [viewer, words, source, fileId]);

  const open = useCallback(() => {
    setOpen(true);
    window.requestAnimationFrame(() => document.querySelector<HTMLInputElement>('#pdf-find')?.select());
  }, []);
  // The next or previous match of the question last asked.
  const step = (findPrevious: boolean) => {
    const again = { source: null, type: 'again', query: searched.current, highlightAll: true, findPrevious };
    if (status.kind === 'found') viewer?.eventBus.dispatch('find', again);
  };
  // A cleared box shows nothing at once; a new question's answer replaces the last one.
  const shown: FindStatus = words === '' ? { kind: 'idle' } : status;
  return { query, setQuery, isOpen, open, close: () => setOpen(false), status: shown, step };
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
      <SearchField
        id="pdf-find"
        aria-label={t('reader.find')}
        placeholder={t('reader.find')}
        className="h-9 text-sm"
        value={find.query}
        disabled={!isEnabled}
        onChange={(event) => find.setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') find.step(event.shiftKey);
          else if (event.key === 'Escape') find.setQuery('');
        }}
      />
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
