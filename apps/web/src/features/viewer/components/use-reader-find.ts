import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { FindState } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { findPagesOnServer } from '../api/reader-lookups';
import type { PdfSource } from '../pdf-source';
import type { PdfViewerParts } from './use-pdf-viewer';

const FIND_DEBOUNCE_MS = 300;

export type FindStatus = { kind: 'idle' | 'searching' | 'none' } | { kind: 'found'; current: number; total: number };

const IDLE: FindStatus = { kind: 'idle' };
const wordsOf = (query: string) => query.trim().replace(/\s+/g, ' ');

const NO_TEXT = { items: [], styles: {}, lang: null };

/**
 * The document as pdf.js's find controller sees it while the file is not all on the device: only the
 * pages the server named have text, so finding reads (and fetches) those pages and no others.
 */
function documentWithPages(pdf: PDFDocumentProxy, pages: ReadonlySet<number>): PDFDocumentProxy {
  const blank = { getTextContent: () => Promise.resolve(NO_TEXT) } as unknown as PDFPageProxy;
  return new Proxy(pdf, {
    get(target, property) {
      if (property === 'getPage') {
        return (number: number) => (pages.has(number) ? target.getPage(number) : Promise.resolve(blank));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Find in the document with pdf.js's `PDFFindController` (its highlights on the text layers). Before the
 * whole file is here, the server's stored page text names the pages that hold the words and only those
 * are read; once it is all here (or saved offline), pdf.js reads every page itself.
 */
export function useReaderFind(parts: PdfViewerParts | undefined, source: PdfSource, fileId: string) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<FindStatus>(IDLE);
  const searched = useRef('');

  useEffect(() => {
    if (!parts) return;
    const onCount = ({ matchesCount }: { matchesCount: { current: number; total: number } }) => {
      if (matchesCount.total > 0) setStatus({ kind: 'found', ...matchesCount });
    };
    const onState = ({ state, matchesCount }: { state: number; matchesCount: { current: number; total: number } }) => {
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

  useEffect(() => {
    if (!parts) return;
    const { eventBus, find, pdf } = parts;
    const words = wordsOf(query);
    if (words === '') {
      searched.current = '';
      eventBus.dispatch('findbarclose', { source: null });
      return;
    }
    if (words === searched.current) return;
    const controller = new AbortController();
    async function run() {
      setStatus({ kind: 'searching' });
      const isComplete = source.progress().loaded >= source.length;
      const pages = isComplete ? undefined : await findPagesOnServer(fileId, words, controller.signal);
      if (controller.signal.aborted) return;
      searched.current = words;
      if (pages?.length === 0) {
        setStatus({ kind: 'none' });
        eventBus.dispatch('findbarclose', { source: null });
        return;
      }
      // A new document for the controller forgets what it read: each question reads only its pages.
      find.setDocument(pages === undefined ? pdf : documentWithPages(pdf, new Set(pages)));
      eventBus.dispatch('find', {
        source: null,
        type: '',
        query: words,
        caseSensitive: false,
        entireWord: false,
        highlightAll: true,
        findPrevious: false,
        matchDiacritics: false,
      });
    }
    const timer = window.setTimeout(() => void run(), FIND_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [parts, query, source, fileId]);

  function step(findPrevious: boolean) {
    if (!parts || status.kind !== 'found') return;
    parts.eventBus.dispatch('find', {
      source: null,
      type: 'again',
      query: searched.current,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious,
      matchDiacritics: false,
    });
  }

  // A cleared box shows nothing at once; a new question's answer replaces the last one.
  return { query, setQuery, status: wordsOf(query) === '' ? IDLE : status, step };
}
