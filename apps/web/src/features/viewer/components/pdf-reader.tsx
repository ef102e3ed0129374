import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
// The worker is a file of our own build, served from our origin (CSP `worker-src 'self'`), never a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  MoveHorizontal,
  Search,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import './pdf-reader.css';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import {
  buildPageText,
  CURRENT_MARK_CLASS,
  findInDocument,
  highlightItemHtml,
  normaliseQuery,
  rangesInItem,
  type DocumentMatch,
  type PageText,
} from '../find-in-text';
import { clampPage, zoomIn, zoomOut } from '../viewer-params';

// react-pdf asks for this in the module that renders its components (its README explains why).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * pdf.js options. pdfjs-dist 6 has no eval code path any more (the `isEvalSupported` switch went with
 * it), so the strict CSP holds; XFA forms (scripted HTML) stay off. No cMap or font URLs: nothing is
 * fetched from a CDN, and fonts a PDF does not embed fall back to the system's.
 */
const DOCUMENT_OPTIONS = { enableXfa: false, useSystemFonts: true } as const;

/** A4 portrait, until the page tells its own shape: keeps the layout still while it loads. */
const DEFAULT_ASPECT = 297 / 210;
const FIND_DEBOUNCE_MS = 300;
const NO_MATCHES: DocumentMatch[] = [];

interface FindResult {
  query: string;
  matches: DocumentMatch[];
  /** Every page's text, page 1 first. */
  texts: PageText[];
  /** The match jumped to; -1 when there is none. */
  index: number;
}

export interface PdfReaderProps {
  data: Uint8Array;
  /** From 1; kept inside the document once its length is known. */
  startPage: number;
  /** The Close button, placed first in the toolbar. */
  closeButton: ReactNode;
  /** Each page the reader arrives at, the first one included. */
  onPageChange: (page: number, pageCount: number) => void;
}

function isTextItem(item: object): item is TextItem {
  return 'str' in item;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The width available to the page, followed as the window resizes. */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** pdf.js (via react-pdf): one page at a time, fitted to the width, with page navigation, zoom and find. */
export function PdfReader({ data, startPage, closeButton, onPageChange }: PdfReaderProps) {
  const file = useMemo(() => ({ data }), [data]);
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const pageCount = pdf?.numPages ?? 0;
  const [pageNumber, setPageNumber] = useState(startPage);
  const [pageDraft, setPageDraft] = useState(String(startPage));
  const [zoom, setZoom] = useState(1);
  const [aspect, setAspect] = useState(DEFAULT_ASPECT);
  const [areaRef, areaWidth] = useWidth<HTMLDivElement>();
  const pageTopRef = useRef<HTMLDivElement>(null);
  const findInputRef = useRef<HTMLInputElement>(null);

  const goToPage = useCallback(
    (target: number) => {
      if (pageCount === 0) return;
      const next = clampPage(target, pageCount);
      setPageNumber(next);
      setPageDraft(String(next));
    },
    [pageCount],
  );

  useEffect(() => {
    if (pageCount > 0) onPageChange(pageNumber, pageCount);
  }, [pageNumber, pageCount, onPageChange]);

  // Back to the top of the new page when it starts above the screen.
  useEffect(() => {
    const top = pageTopRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [pageNumber]);

  function handleLoadSuccess(document: PDFDocumentProxy) {
    setPdf(document);
    const first = clampPage(startPage, document.numPages);
    setPageNumber(first);
    setPageDraft(String(first));
  }

  // --- find in document ---
  const pageTexts = useRef(new Map<number, PageText>());
  const [findText, setFindText] = useState('');
  const [found, setFound] = useState<FindResult | null>(null);
  const [isFinding, setIsFinding] = useState(false);
  const wanted = normaliseQuery(findText);
  // A cleared box shows no marks at once; the last answer waits for the next one otherwise.
  const activeFind = wanted === '' ? null : found;
  const matches = activeFind?.matches ?? NO_MATCHES;
  const matchIndex = activeFind?.index ?? -1;

  const readAllPageTexts = useCallback(async (document: PDFDocumentProxy): Promise<PageText[]> => {
    const texts: PageText[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      let text = pageTexts.current.get(number);
      if (!text) {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        text = buildPageText(content.items.filter(isTextItem));
        pageTexts.current.set(number, text);
      }
      texts.push(text);
    }
    return texts;
  }, []);

  // Runs the search a moment after typing stops; the first match at or after the page being read comes first.
  const pageNumberRef = useRef(pageNumber);
  useEffect(() => {
    pageNumberRef.current = pageNumber;
  }, [pageNumber]);
  const foundQuery = found?.query;
  useEffect(() => {
    if (!pdf || wanted === '' || wanted === foundQuery) return;
    let isCancelled = false;
    const timer = window.setTimeout(() => {
      setIsFinding(true);
      void readAllPageTexts(pdf)
        .then((texts) => {
          if (isCancelled) return;
          const all = findInDocument(texts, wanted);
          const here = all.findIndex((match) => match.pageNumber >= pageNumberRef.current);
          const index = all.length === 0 ? -1 : Math.max(here, 0);
          setFound({ query: wanted, matches: all, texts, index });
          if (index >= 0) goToPage(all[index]!.pageNumber);
        })
        .catch((error: unknown) => console.error('Could not read the text of the PDF:', error))
        .finally(() => {
          if (!isCancelled) setIsFinding(false);
        });
    }, FIND_DEBOUNCE_MS);
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
  }, [wanted, foundQuery, pdf, readAllPageTexts, goToPage]);

  const stepMatch = useCallback(
    (step: 1 | -1) => {
      if (activeFind === null || activeFind.matches.length === 0) return;
      const count = activeFind.matches.length;
      const index = (activeFind.index + step + count) % count;
      setFound({ ...activeFind, index });
      goToPage(activeFind.matches[index]!.pageNumber);
    },
    [activeFind, goToPage],
  );

  const customTextRenderer = useMemo(() => {
    const pageText = activeFind?.texts[pageNumber - 1];
    const onPage = matches.filter((match) => match.pageNumber === pageNumber);
    if (!pageText || onPage.length === 0) return undefined;
    const currentMatch = matches[matchIndex];
    const current = currentMatch?.pageNumber === pageNumber ? currentMatch : undefined;
    return ({ str, itemIndex }: { str: string; itemIndex: number }) =>
      highlightItemHtml(str, rangesInItem(pageText, itemIndex, str.length, onPage, current));
  }, [activeFind, matches, matchIndex, pageNumber]);

  const handleTextLayerRendered = useCallback(() => {
    const mark = areaRef.current?.querySelector(`mark.${CURRENT_MARK_CLASS}`);
    if (mark) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      mark.scrollIntoView({ block: 'center', inline: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    }
  }, [areaRef]);

  function handleFindKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      // Enter before the debounce has run searches at once; afterwards it steps through the matches.
      if (wanted === activeFind?.query) stepMatch(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      setFindText('');
    }
  }

  // --- keyboard: arrows turn pages; Ctrl/⌘+F opens our find, which searches every page ---
  useEffect(() => {
    function handleKeyDown(event: globalThis.KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        findInputRef.current?.focus();
        findInputRef.current?.select();
        return;
      }
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') {
        event.preventDefault();
        goToPage(pageNumber + 1);
      } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
        event.preventDefault();
        goToPage(pageNumber - 1);
      }
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [goToPage, pageNumber]);

  function handlePageSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(pageDraft);
    if (Number.isFinite(value) && pageDraft.trim() !== '') goToPage(value);
    else setPageDraft(String(pageNumber));
  }

  const fitWidth = Math.max(areaWidth, 0);
  const pageWidth = Math.floor(fitWidth * zoom);
  const placeholderHeight = pageWidth > 0 ? Math.round(pageWidth * aspect) : undefined;
  const placeholder = (
    <div
      className="animate-pulse rounded-md bg-subtle motion-reduce:animate-none"
      style={{ width: pageWidth || '100%', height: placeholderHeight ?? '70vh' }}
      aria-hidden="true"
    />
  );
  const findStatus = isFinding
    ? 'Searching…'
    : activeFind === null
      ? ''
      : matches.length === 0
        ? 'No matches'
        : `${matchIndex + 1} of ${matches.length}`;

  return (
    <div className="pdf-reader flex flex-col">
      <div
        role="toolbar"
        aria-label="PDF viewer"
        className="sticky top-16 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
      >
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:gap-x-3 sm:px-6">
          {closeButton}
          <div className="flex items-center gap-0.5 sm:gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="max-sm:h-9 max-sm:w-9"
              aria-label="Previous page"
              disabled={pageCount === 0 || pageNumber <= 1}
              onClick={() => goToPage(pageNumber - 1)}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </Button>
            <form onSubmit={handlePageSubmit} className="flex items-center gap-1.5 text-sm">
              <label htmlFor="pdf-page-number" className="sr-only">
                Page number
              </label>
              <span className="w-12 shrink-0 sm:w-14">
                <input
                  id="pdf-page-number"
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  className={`${fieldClasses} h-9 px-1 text-center tabular-nums`}
                  value={pageDraft}
                  disabled={pageCount === 0}
                  onChange={(event) => setPageDraft(event.target.value.replace(/\D/g, '').slice(0, 7))}
                  onBlur={() => setPageDraft(String(pageNumber))}
                />
              </span>
              <span className="whitespace-nowrap text-muted tabular-nums">of {pageCount || '…'}</span>
            </form>
            <Button
              variant="ghost"
              size="icon"
              className="max-sm:h-9 max-sm:w-9"
              aria-label="Next page"
              disabled={pageCount === 0 || pageNumber >= pageCount}
              onClick={() => goToPage(pageNumber + 1)}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </Button>
          </div>
          <div className="flex items-center gap-0.5 sm:gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="max-sm:h-9 max-sm:w-9"
              aria-label="Zoom out"
              disabled={zoom <= 0.5}
              onClick={() => setZoom(zoomOut)}
            >
              <ZoomOut className="size-5" aria-hidden="true" />
            </Button>
            <output aria-label="Zoom" className="hidden w-12 text-center text-sm text-muted tabular-nums sm:block">
              {Math.round(zoom * 100)}%
            </output>
            <Button
              variant="ghost"
              size="icon"
              className="max-sm:h-9 max-sm:w-9"
              aria-label="Zoom in"
              disabled={zoom >= 3}
              onClick={() => setZoom(zoomIn)}
            >
              <ZoomIn className="size-5" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="max-sm:h-9 max-sm:w-9"
              aria-label="Fit width"
              title="Fit width"
              aria-pressed={zoom === 1}
              onClick={() => setZoom(1)}
            >
              <MoveHorizontal className="size-5" aria-hidden="true" />
            </Button>
          </div>
          <div role="search" className="flex min-w-0 flex-1 basis-full items-center gap-1 sm:basis-64">
            <div className="relative min-w-0 flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
                aria-hidden="true"
              />
              <label htmlFor="pdf-find" className="sr-only">
                Find in document
              </label>
              <input
                id="pdf-find"
                ref={findInputRef}
                type="search"
                placeholder="Find in document"
                autoComplete="off"
                enterKeyHint="search"
                className={`${fieldClasses} h-9 pl-8 text-sm`}
                value={findText}
                disabled={!pdf}
                onChange={(event) => setFindText(event.target.value)}
                onKeyDown={handleFindKeyDown}
              />
            </div>
            <span
              role="status"
              className="min-w-[5.5rem] text-center text-sm whitespace-nowrap text-muted tabular-nums"
            >
              {findStatus}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="max-sm:h-9 max-sm:w-9"
              aria-label="Previous match"
              disabled={matches.length === 0}
              onClick={() => stepMatch(-1)}
            >
              <ChevronUp className="size-5" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="max-sm:h-9 max-sm:w-9"
              aria-label="Next match"
              disabled={matches.length === 0}
              onClick={() => stepMatch(1)}
            >
              <ChevronDown className="size-5" aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>

      <div ref={pageTopRef} className="scroll-mt-32 bg-subtle py-3 sm:py-6">
        <div className="mx-auto max-w-4xl px-2 sm:px-6">
          <div ref={areaRef} className="w-full overflow-x-auto" aria-live="off">
            <Document
              file={file}
              options={DOCUMENT_OPTIONS}
              suspense={false}
              onLoadSuccess={handleLoadSuccess}
              onLoadError={(error) => {
                setHasLoadFailed(true);
                console.error('Could not open the PDF:', error);
              }}
              loading={placeholder}
              error={
                <p role="alert" className="rounded-[12px] border border-line bg-surface p-6 text-center">
                  This PDF could not be opened. The file may be damaged.
                </p>
              }
              externalLinkTarget="_blank"
              externalLinkRel="noopener noreferrer nofollow"
              className="flex justify-center"
            >
              {pageWidth > 0 ? (
                <div style={{ minHeight: placeholderHeight }} className="w-fit">
                  <Page
                    key={pageNumber}
                    pageNumber={pageNumber}
                    width={pageWidth}
                    className="overflow-hidden rounded-sm bg-white shadow-md"
                    loading={placeholder}
                    error={<p className="p-6 text-center">This page could not be shown.</p>}
                    customTextRenderer={customTextRenderer}
                    onLoadSuccess={(page) => setAspect(page.originalHeight / page.originalWidth)}
                    onRenderTextLayerSuccess={handleTextLayerRendered}
                    renderAnnotationLayer
                    renderTextLayer
                  />
                </div>
              ) : null}
            </Document>
          </div>
          <p className="sr-only" aria-live="polite">
            {pageCount > 0 ? `Page ${pageNumber} of ${pageCount}` : ''}
          </p>
          {pdf === undefined && !hasLoadFailed ? (
            <p className="mt-3 flex items-center justify-center gap-2 text-sm text-muted">
              <Spinner size="sm" label={null} />
              Opening the PDF…
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
