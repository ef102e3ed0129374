import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
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
// The worker is a file of our own build (hashed name, cached immutably), served from our origin (CSP
// `worker-src 'self'`), never a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Download,
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
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { RANGE_CHUNK_SIZE, type PdfSource } from '../pdf-source';
import { useProgressText } from '../use-progress-text';
import { useHeaderBottom } from '../use-header-bottom';
import { takeEarlyPdfWorker } from '../early-preview-handoff';
import { PageCanvas, pageCanvases } from './page-canvas';
import { clampPage, readSavedZoom, saveZoom, zoomIn, zoomOut, ZOOM_STEPS } from '../viewer-params';

// react-pdf asks for this in the module that renders its components (its README explains why).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** Readers to tell if the early script's worker fails after pdf.js took it (its file gone, say). */
const earlyWorkerFailures = new Set<() => void>();

/**
 * The visit's pdf.js worker: the one a direct link's early script started (early-preview.ts: a device
 * that has read a PDF before), which pdf.js takes as its port; else a new one.
 */
function visitWorker(): pdfjs.PDFWorker {
  const port = takeEarlyPdfWorker(workerUrl, () => earlyWorkerFailures.forEach((listener) => listener()));
  return port === undefined ? new pdfjs.PDFWorker() : pdfjs.PDFWorker.create({ port });
}

/**
 * pdf.js options (docs/decisions/0012). The bytes come by range through `RangeTransport`, in 64 KB
 * chunks, and only those the shown pages need: no streaming of the whole file, no auto-fetch of the
 * rest. pdfjs-dist 6 has no eval code path, so the strict CSP holds; XFA forms (scripted HTML) stay
 * off. No cMap or font URLs: nothing is fetched from a CDN.
 */
const DOCUMENT_OPTIONS = {
  // One worker for the visit: starts (and its file downloads) as soon as this module arrives, beside the
  // first bytes (or earlier: `visitWorker`), and survives closing the reader, so reopening does not start
  // pdf.js's worker again.
  worker: visitWorker(),
  rangeChunkSize: RANGE_CHUNK_SIZE,
  disableAutoFetch: true,
  disableStream: true,
  enableXfa: false,
  useSystemFonts: true,
} as const;

/** A4 portrait, until a page tells its own shape. */
const DEFAULT_ASPECT = 297 / 210;
/** The widest a page is shown at "fit width" on a large screen (the reading column). */
const MAX_FIT_WIDTH = 896;
/**
 * Canvas pixels per CSS pixel, at most 2: a phone's 3× screen would paint 2.25 times the pixels of 2×
 * for text that looks the same, on the slowest CPUs.
 */
const MAX_PIXEL_RATIO = 2;
/** Pixels between pages. */
const PAGE_GAP = 12;
const FIND_DEBOUNCE_MS = 300;
/**
 * While the column flies past (a fling, a fast wheel), pages that come near are drawn once it slows
 * below a screen a second or has been still SETTLE_MS: a fling passes a dozen pages, and drawing each
 * for the few frames it is on screen made canvases, operator lists and images that were thrown away
 * at once (memory, and a slow phone's CPU). A slow drag (reading while scrolling) draws as it goes;
 * pages that go away are let go at once. Speed, not frames: a slow phone's frames can be long.
 */
const SETTLE_MS = 120;
/** The scroll positions a fling's speed is measured over. */
const SPEED_WINDOW_MS = 200;
/** How long the pages shown stay the same before pdf.js's caches for the whole document are emptied. */
const DOCUMENT_CLEANUP_MS = 10_000;
const NO_MATCHES: DocumentMatch[] = [];

/** pdf.js asks for byte ranges; the source fetches them (with the session header) or has them in memory. */
class RangeTransport extends pdfjs.PDFDataRangeTransport {
  readonly #source: PdfSource;
  readonly #onError: (error: unknown) => void;

  constructor(source: PdfSource, onError: (error: unknown) => void) {
    super(source.length, source.initialData.slice());
    this.#source = source;
    this.#onError = onError;
  }

  override requestDataRange(begin: number, end: number): void {
    this.#source.read(begin, end).then(
      (bytes) => this.onDataRange(begin, bytes),
      (error: unknown) => this.#onError(error),
    );
  }
}

interface FindResult {
  query: string;
  matches: DocumentMatch[];
  /** Every page's text, page 1 first. */
  texts: PageText[];
  /** The match jumped to; -1 when there is none. */
  index: number;
}

export interface PdfReaderProps {
  source: PdfSource;
  /** Shown in the toolbar (the stored file's name). */
  title: string;
  /** The server's image of page 1, shown in its place until pdf.js has painted it. */
  previewUrl?: string | undefined;
  /** From 1; kept inside the document once its length is known. */
  startPage: number;
  /** The Close button, placed first in the toolbar. */
  closeButton: ReactNode;
  /** A control placed beside Download (the offline helper's "Save for offline"). */
  saveControl?: ReactNode;
  /** Each page the reader arrives at, the first one included. */
  onPageChange: (page: number, pageCount: number) => void;
  /** Saves the whole file on the device. */
  onDownload: () => Promise<void>;
}

function isTextItem(item: object): item is TextItem {
  return 'str' in item;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The inner width of an element, followed as the window resizes. */
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

interface PageSlotProps {
  pageNumber: number;
  width: number;
  aspect: number;
  isRendered: boolean;
  /** Whether the drawn page also gets its text layer (selection, find's marks) and links. */
  hasLayers: boolean;
  isCurrent: boolean;
  previewUrl: string | undefined;
  pageText: PageText | undefined;
  matches: readonly DocumentMatch[];
  currentMatch: DocumentMatch | undefined;
  registerSlot: (pageNumber: number, element: HTMLDivElement | null) => void;
  onAspect: (pageNumber: number, aspect: number) => void;
  onPainted: (pageNumber: number) => void;
  onTextLayerRendered: (pageNumber: number) => void;
}

/**
 * One page's place in the column, always its full size so scrolling stays still; pdf.js draws into it
 * only while it is near the screen, and lets go of the canvas when it leaves (memory stays flat).
 */
const PageSlot = memo(function PageSlot({
  pageNumber,
  width,
  aspect,
  isRendered,
  hasLayers,
  isCurrent,
  previewUrl,
  pageText,
  matches,
  currentMatch,
  registerSlot,
  onAspect,
  onPainted,
  onTextLayerRendered,
}: PageSlotProps) {
  const height = Math.round(width * aspect);
  const t = useT();
  // Set once pdf.js has painted the canvas (journeys and the perf script wait for it).
  const [isPainted, setIsPainted] = useState(false);
  if (!isRendered && isPainted) setIsPainted(false);
  const customTextRenderer = useMemo(() => {
    const onPage = matches.filter((match) => match.pageNumber === pageNumber);
    if (!pageText || onPage.length === 0) return undefined;
    const current = currentMatch?.pageNumber === pageNumber ? currentMatch : undefined;
    return ({ str, itemIndex }: { str: string; itemIndex: number }) =>
      highlightItemHtml(str, rangesInItem(pageText, itemIndex, str.length, onPage, current));
  }, [matches, currentMatch, pageNumber, pageText]);
  // Only a page being drawn pulses. An animated element gets a compositor layer of its own, with tiles at
  // the screen's full pixel ratio: the far pages' placeholders pulsing too would hold 100 MB and more of
  // the tab's memory on a 500-page PDF (docs/decisions/0012).
  const placeholder =
    pageNumber === 1 && previewUrl !== undefined ? (
      <img src={previewUrl} alt="" data-testid="pdf-preview" className="block" style={{ width, height }} />
    ) : (
      <div
        className={isRendered ? 'animate-pulse bg-white motion-reduce:animate-none' : 'bg-white'}
        style={{ width, height }}
        aria-hidden="true"
      />
    );

  return (
    <div
      ref={(element) => registerSlot(pageNumber, element)}
      data-page-number={pageNumber}
      data-current={isCurrent ? 'true' : undefined}
      data-painted={isPainted ? 'true' : undefined}
      className="pdf-page relative mx-auto overflow-hidden rounded-sm bg-white shadow-md"
      style={{ width, height, marginBottom: PAGE_GAP }}
    >
      {isRendered ? (
        <Page
          pageNumber={pageNumber}
          width={width}
          loading={placeholder}
          error={<p className="p-6 text-center">{t('reader.pageError')}</p>}
          customTextRenderer={customTextRenderer}
          onLoadSuccess={(page) => onAspect(pageNumber, page.originalHeight / page.originalWidth)}
          devicePixelRatio={Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO)}
          onRenderSuccess={() => {
            setIsPainted(true);
            onPainted(pageNumber);
          }}
          onRenderTextLayerSuccess={() => onTextLayerRendered(pageNumber)}
          renderMode="custom"
          customRenderer={PageCanvas}
          renderAnnotationLayer={hasLayers}
          renderTextLayer={hasLayers}
        />
      ) : (
        placeholder
      )}
    </div>
  );
});

/**
 * pdf.js (via react-pdf), fed by range: every page in one scrolling column, drawn lazily around the
 * screen, with a toolbar (title, page n of N, zoom, find, download) that stays in view.
 */
export function PdfReader({
  source,
  title,
  previewUrl,
  startPage,
  closeButton,
  saveControl,
  onPageChange,
  onDownload,
}: PdfReaderProps) {
  const [loadError, setLoadError] = useState<'document' | 'range'>();
  useEffect(() => {
    const listener = () => setLoadError('document');
    earlyWorkerFailures.add(listener);
    return () => void earlyWorkerFailures.delete(listener);
  }, []);
  // Closed: the spare page canvases' pixels go too (after the pages' own clean-ups have handed theirs back).
  useEffect(() => () => void window.setTimeout(() => pageCanvases.clear(), 0), []);
  const file = useMemo(
    () => ({
      range: new RangeTransport(source, (error) => {
        console.error('Could not load part of the PDF:', error);
        setLoadError('range');
      }),
    }),
    [source],
  );
  const t = useT();
  const headerBottom = useHeaderBottom();
  const format = useFormat();
  const progress = useProgressText(source);
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const pageCount = pdf?.numPages ?? 0;
  const [pageNumber, setPageNumber] = useState(startPage);
  /** The first and last page on the screen, as last read ("3-4"; it wakes the pages' text layers, below). */
  const [onScreenKey, setOnScreenKey] = useState('');
  const [pageDraft, setPageDraft] = useState(String(startPage));
  const [zoom, setZoomState] = useState(readSavedZoom);
  const [baseAspect, setBaseAspect] = useState<number>();
  const [aspects, setAspects] = useState<ReadonlyMap<number, number>>(new Map());
  const [nearPages, setNearPages] = useState<ReadonlySet<number>>(new Set());
  const [scrollerRef, scrollerWidth] = useWidth<HTMLDivElement>();
  const findInputRef = useRef<HTMLInputElement>(null);
  const [isFindOpen, setIsFindOpen] = useState(false);
  const [downloadState, setDownloadState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const fitWidth = Math.min(Math.max(scrollerWidth - 16, 0), MAX_FIT_WIDTH);
  const pageWidth = Math.floor(fitWidth * zoom);
  const isLaidOut = pdf !== undefined && baseAspect !== undefined && pageWidth > 0;

  function setZoom(next: number) {
    setZoomState(next);
    saveZoom(next);
  }

  // --- the column: slots, what is near the screen, and which page is being read ---
  const slots = useRef(new Map<number, HTMLDivElement>());
  const nearRef = useRef(new Set<number>());
  const observerRef = useRef<IntersectionObserver>(null);
  /** Set by a jump to a page, so the scroll it causes does not name another page (the last one cannot reach the top). */
  const pinned = useRef<{ page: number; top: number }>(null);
  /** The column's recent scroll positions (a jump to a page does not count): see SETTLE_MS. */
  const scrollSamples = useRef<{ at: number; top: number }[]>([]);
  /** Where in the current page the reader is, to keep it in place when the zoom changes. */
  const anchor = useRef({ page: startPage, fraction: 0 });

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !isLaidOut) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const number = Number((entry.target as HTMLElement).dataset.pageNumber);
          if (entry.isIntersecting) nearRef.current.add(number);
          else nearRef.current.delete(number);
        }
        setNearPages(new Set(nearRef.current));
      },
      // Half a screen above and below: pages are drawn before they scroll in, and let go half a screen
      // after. Each drawn page's canvas costs about four times its pixels here (its own and the
      // compositor's copies: 12 MB for a phone's page at 2×); a whole screen each way drew five or six.
      { root: scroller, rootMargin: '50% 0px' },
    );
    observerRef.current = observer;
    for (const slot of slots.current.values()) observer.observe(slot);
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, [scrollerRef, isLaidOut]);

  const registerSlot = useCallback((number: number, element: HTMLDivElement | null) => {
    const previous = slots.current.get(number);
    if (previous === element) return;
    if (previous) observerRef.current?.unobserve(previous);
    if (element) {
      slots.current.set(number, element);
      observerRef.current?.observe(element);
    } else {
      slots.current.delete(number);
    }
  }, []);

  // Until the first page is painted, it has the CPU and the network to itself.
  const [hasPainted, setHasPainted] = useState(false);
  const handlePainted = useCallback(() => setHasPainted(true), []);

  const handleAspect = useCallback((number: number, aspect: number) => {
    setAspects((current) => {
      if (Math.abs((current.get(number) ?? 0) - aspect) < 1e-4) return current;
      const next = new Map(current);
      next.set(number, aspect);
      return next;
    });
  }, []);

  const scrollToPage = useCallback(
    (number: number) => {
      const scroller = scrollerRef.current;
      const slot = slots.current.get(number);
      if (!scroller || !slot) return;
      scroller.scrollTo({ top: slot.offsetTop - PAGE_GAP });
      pinned.current = { page: number, top: scroller.scrollTop };
      scrollSamples.current = [{ at: -Infinity, top: scroller.scrollTop }];
      anchor.current = { page: number, fraction: 0 };
    },
    [scrollerRef],
  );

  const goToPage = useCallback(
    (target: number) => {
      if (pageCount === 0) return;
      const next = clampPage(target, pageCount);
      setPageNumber(next);
      setPageDraft(String(next));
      scrollToPage(next);
    },
    [pageCount, scrollToPage],
  );

  const updateFromScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller || pageCount === 0) return;
    const top = scroller.scrollTop;
    if (pinned.current && Math.abs(pinned.current.top - top) < 2) return;
    pinned.current = null;
    // The page crossing a line a third of the way down the screen; at the very end, the last page.
    const line = top + scroller.clientHeight / 3;
    let current = 1;
    let low = 1;
    let high = pageCount;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const slot = slots.current.get(middle);
      if (!slot) break;
      if (slot.offsetTop <= line) {
        current = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    if (top + scroller.clientHeight >= scroller.scrollHeight - 2) current = pageCount;
    const slot = slots.current.get(current);
    if (slot) {
      const fraction = (top - slot.offsetTop) / Math.max(slot.offsetHeight, 1);
      anchor.current = { page: current, fraction: Math.min(Math.max(fraction, 0), 1) };
    }
    setPageNumber((previous) => {
      if (previous !== current) setPageDraft(String(current));
      return current;
    });
    // The pages on the screen, as a key that changes only when one comes or goes.
    const bottom = top + scroller.clientHeight;
    const endOf = (number: number) => {
      const above = slots.current.get(number);
      return above === undefined ? -Infinity : above.offsetTop + above.offsetHeight;
    };
    const startOf = (number: number) => slots.current.get(number)?.offsetTop ?? Infinity;
    let first = current;
    let last = current;
    while (first > 1 && endOf(first - 1) > top) first -= 1;
    while (last < pageCount && startOf(last + 1) < bottom) last += 1;
    setOnScreenKey(`${first}-${last}`);
  }, [scrollerRef, pageCount]);

  /** Whether the column is flying past: scrolled within SETTLE_MS, faster than a screen a second. */
  const isFlinging = useCallback(() => {
    const scroller = scrollerRef.current;
    const samples = scrollSamples.current;
    const last = samples.at(-1);
    if (!scroller || last === undefined) return false;
    // A scroll not yet announced (its event waits behind a long task) still counts as moving.
    if (Math.abs(scroller.scrollTop - last.top) > 1) return true;
    const now = performance.now();
    if (now - last.at >= SETTLE_MS) return false;
    const first = samples.find((sample) => now - sample.at <= SPEED_WINDOW_MS) ?? last;
    const pixelsPerSecond = (Math.abs(last.top - first.top) * 1000) / Math.max(now - first.at, 16);
    return pixelsPerSecond > scroller.clientHeight;
  }, [scrollerRef]);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    function handleScroll() {
      const isJump = pinned.current !== null && Math.abs(pinned.current.top - scroller!.scrollTop) < 2;
      if (isJump) {
        // A jump is no fling: the page it lands on is drawn at once.
        scrollSamples.current = [{ at: -Infinity, top: scroller!.scrollTop }];
      } else {
        const now = performance.now();
        const samples = scrollSamples.current.filter((sample) => now - sample.at <= SPEED_WINDOW_MS);
        samples.push({ at: now, top: scroller!.scrollTop });
        scrollSamples.current = samples;
      }
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(updateFromScroll);
    }
    scroller.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', handleScroll);
    };
  }, [scrollerRef, updateFromScroll]);

  // The first layout goes to the start page; a new zoom or width keeps the reader's place in the page.
  const hasStarted = useRef(false);
  useLayoutEffect(() => {
    if (!isLaidOut) return;
    const scroller = scrollerRef.current;
    if (!hasStarted.current) {
      hasStarted.current = true;
      scrollToPage(clampPage(startPage, pageCount));
      return;
    }
    const slot = slots.current.get(anchor.current.page);
    if (!scroller || !slot) return;
    scroller.scrollTo({
      top: slot.offsetTop + anchor.current.fraction * slot.offsetHeight,
      left: (scroller.scrollWidth - scroller.clientWidth) / 2,
    });
    pinned.current = { page: anchor.current.page, top: scroller.scrollTop };
  }, [isLaidOut, pageWidth, scrollerRef, scrollToPage, startPage, pageCount]);

  // The start page can change once: the device's remembered page opened the reader, and the server's
  // saved page (read further on another device) arrives after; it moves the reader unless they moved first.
  const openedAt = useRef(startPage);
  useEffect(() => {
    if (startPage === openedAt.current) return;
    const hasMoved = hasStarted.current && pageNumber !== clampPage(openedAt.current, pageCount);
    openedAt.current = startPage;
    if (hasStarted.current && !hasMoved) goToPage(startPage);
    // Only a new start page decides; the page being read is looked at, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startPage]);

  useEffect(() => {
    if (pageCount > 0) onPageChange(pageNumber, pageCount);
  }, [pageNumber, pageCount, onPageChange]);

  function handleLoadSuccess(document: PDFDocumentProxy) {
    const first = clampPage(startPage, document.numPages);
    setPageNumber(first);
    setPageDraft(String(first));
    // The start page's shape sizes every slot until each page tells its own; it is the page read first anyway.
    void document
      .getPage(first)
      .then((page) => {
        const [x1 = 0, y1 = 0, x2 = 210, y2 = 297] = page.view;
        const rotated = page.rotate % 180 !== 0;
        const aspect = rotated ? (x2 - x1) / (y2 - y1) : (y2 - y1) / (x2 - x1);
        setBaseAspect(Number.isFinite(aspect) && aspect > 0 ? aspect : DEFAULT_ASPECT);
      })
      .catch(() => setBaseAspect(DEFAULT_ASPECT))
      .finally(() => setPdf(document));
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
  const currentMatch = matches[matchIndex];
  /** The match whose mark should be scrolled to once its page's text layer is drawn. */
  const markToReveal = useRef<number>(null);

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

  const pageNumberRef = useRef(pageNumber);
  useEffect(() => {
    pageNumberRef.current = pageNumber;
  }, [pageNumber]);

  const revealMatch = useCallback(
    (match: DocumentMatch) => {
      markToReveal.current = match.pageNumber;
      goToPage(match.pageNumber);
    },
    [goToPage],
  );

  // Runs the search a moment after typing stops; the first match at or after the page being read comes first.
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
          if (index >= 0) revealMatch(all[index]!);
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
  }, [wanted, foundQuery, pdf, readAllPageTexts, revealMatch]);

  const stepMatch = useCallback(
    (step: 1 | -1) => {
      if (activeFind === null || activeFind.matches.length === 0) return;
      const count = activeFind.matches.length;
      const index = (activeFind.index + step + count) % count;
      setFound({ ...activeFind, index });
      revealMatch(activeFind.matches[index]!);
    },
    [activeFind, revealMatch],
  );

  const handleTextLayerRendered = useCallback(
    (number: number) => {
      if (markToReveal.current !== number) return;
      const mark = slots.current.get(number)?.querySelector(`mark.${CURRENT_MARK_CLASS}`);
      if (!mark) return;
      markToReveal.current = null;
      const scroller = scrollerRef.current;
      mark.scrollIntoView({ block: 'center', inline: 'center' });
      if (scroller) pinned.current = { page: number, top: scroller.scrollTop };
    },
    [scrollerRef],
  );

  function handleFindKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      // Enter before the debounce has run searches at once; afterwards it steps through the matches.
      if (wanted === activeFind?.query) stepMatch(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      setFindText('');
    }
  }

  // --- keyboard: arrows and Page Up/Down turn pages; Ctrl/⌘+F opens our find, which searches every page ---
  useEffect(() => {
    function handleKeyDown(event: globalThis.KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        setIsFindOpen(true);
        window.requestAnimationFrame(() => {
          findInputRef.current?.focus();
          findInputRef.current?.select();
        });
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

  function handleDownload() {
    setDownloadState('busy');
    onDownload().then(
      () => setDownloadState('idle'),
      (error: unknown) => {
        console.error('Could not download the PDF:', error);
        setDownloadState('failed');
      },
    );
  }

  const findStatus = isFinding
    ? t('reader.searching')
    : activeFind === null
      ? ''
      : matches.length === 0
        ? t('reader.noMatches')
        : t('reader.matchOf', { index: format.number(matchIndex + 1), total: format.number(matches.length) });
  const loadedBytes = source.progress().loaded;
  const isComplete = loadedBytes >= source.length;
  const iconButton = 'max-sm:h-9 max-sm:w-9';

  /** Pages to draw: the one being read first, alone; then also those near the screen. */
  const wantedPages = new Set(hasPainted ? nearPages : []);
  wantedPages.add(pageNumber);
  const wantedKey = [...wantedPages].sort((a, b) => a - b).join(',');
  /** Pages drawn now: the wanted ones; those that came near during a fling once it slows (SETTLE_MS). */
  const [renderedKey, setRenderedKey] = useState(wantedKey);
  useEffect(() => {
    const wanted = new Set(wantedKey.split(','));
    let timer = 0;
    function settle() {
      if (!isFlinging()) {
        setRenderedKey(wantedKey);
        return;
      }
      setRenderedKey((current) =>
        current
          .split(',')
          .filter((number) => wanted.has(number))
          .join(','),
      );
      timer = window.setTimeout(settle, SETTLE_MS / 2);
    }
    settle();
    return () => window.clearTimeout(timer);
  }, [wantedKey, isFlinging]);
  const renderedPages = new Set(renderedKey === '' ? [] : renderedKey.split(',').map(Number));

  /**
   * Drawn pages that also get their text and link layers: those on the screen while the column is
   * still, kept as long as they are drawn. The pages drawn half a screen ahead get theirs when they
   * scroll in. A page's text layer is hundreds of elements, and the ones let go of stay in Blink's heap
   * until its next full collection: on every drawn page of a 500-page PDF they would be 40 MB of the
   * tab's peak (docs/decisions/0012).
   */
  const [layeredKey, setLayeredKey] = useState('');
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const drawnNow = renderedKey === '' ? [] : renderedKey.split(',').map(Number);
    let timer = 0;
    function settle() {
      const top = scroller!.scrollTop;
      const bottom = top + scroller!.clientHeight;
      const onScreen = isFlinging()
        ? []
        : drawnNow.filter((number) => {
            const slot = slots.current.get(number);
            return slot !== undefined && slot.offsetTop < bottom && slot.offsetTop + slot.offsetHeight > top;
          });
      setLayeredKey((current) => {
        const kept = new Set(current === '' ? [] : current.split(',').map(Number));
        const next = drawnNow.filter((number) => kept.has(number) || onScreen.includes(number));
        return next.join(',');
      });
      // Still flying: look again once it may have slowed.
      if (isFlinging()) timer = window.setTimeout(settle, SETTLE_MS / 2);
    }
    settle();
    return () => window.clearTimeout(timer);
    // Also when the column is laid out anew (no scroll event says so: the first layout, a zoom, a page's own size).
  }, [scrollerRef, renderedKey, onScreenKey, isLaidOut, pageWidth, aspects, hasPainted, isFlinging]);
  const layeredPages = new Set(layeredKey === '' ? [] : layeredKey.split(',').map(Number));

  // Memory on long PDFs (docs/benchmarks.md): react-pdf lets go of a page's canvas when it leaves, but
  // pdf.js keeps the page's operator list and decoded images until `cleanup()`; a page scrolled away is
  // cleaned (pdf.js does it once its rendering is over), and after a still moment the whole document is
  // (fonts and the worker's caches), as pdf.js's own viewer does.
  const drawn = useRef(new Set<number>());
  useEffect(() => {
    if (!pdf) return;
    const now = new Set(renderedKey.split(',').map(Number));
    for (const number of drawn.current) {
      if (!now.has(number)) {
        void pdf
          .getPage(number)
          .then((page) => page.cleanup())
          .catch(() => undefined);
      }
    }
    drawn.current = now;
    const timer = window.setTimeout(() => {
      // Refused while a page is rendering: the next still moment tries again.
      pdf.cleanup().catch(() => undefined);
      pageCanvases.clear();
    }, DOCUMENT_CLEANUP_MS);
    return () => window.clearTimeout(timer);
  }, [pdf, renderedKey]);

  return (
    <div className="pdf-reader fixed inset-x-0 bottom-0 z-30 flex flex-col bg-subtle" style={{ top: headerBottom }}>
      <div
        role="toolbar"
        aria-label={t('reader.toolbar')}
        className="z-10 shrink-0 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
      >
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-2 gap-y-1 px-2 py-1.5 sm:gap-x-3 sm:px-6 sm:py-2">
          {closeButton}
          <p className="min-w-0 flex-1 truncate font-semibold lg:min-w-40" title={title} data-testid="pdf-title">
            {title}
          </p>
          {isComplete ? null : (
            // A progress bar in words ("0.6 of 1.7 MB"): a label on a plain span is not read by every
            // screen reader (axe: aria-prohibited-attr).
            <span
              role="progressbar"
              aria-label={t('reader.loaded')}
              aria-valuemin={0}
              aria-valuemax={source.length}
              aria-valuenow={loadedBytes}
              aria-valuetext={progress}
              className="text-xs whitespace-nowrap text-muted tabular-nums"
            >
              {progress}
            </span>
          )}
          {saveControl}
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-label={t('reader.download')}
            title={downloadState === 'failed' ? t('reader.downloadFailed') : t('reader.download')}
            isBusy={downloadState === 'busy'}
            onClick={handleDownload}
          >
            <Download className="size-5" aria-hidden="true" />
          </Button>
          <div className="flex basis-full items-center gap-x-1 sm:basis-auto sm:gap-x-2">
            <div className="flex items-center gap-0.5 sm:gap-1">
              <Button
                variant="ghost"
                size="icon"
                className={iconButton}
                aria-label={t('reader.previousPage')}
                disabled={pageCount === 0 || pageNumber <= 1}
                onClick={() => goToPage(pageNumber - 1)}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </Button>
              <form onSubmit={handlePageSubmit} className="flex items-center gap-1.5 text-sm">
                <label htmlFor="pdf-page-number" className="sr-only">
                  {t('reader.pageNumber')}
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
                <span className="whitespace-nowrap text-muted tabular-nums">
                  {t('reader.ofPages', { total: pageCount > 0 ? format.number(pageCount) : '…' })}
                </span>
              </form>
              <Button
                variant="ghost"
                size="icon"
                className={iconButton}
                aria-label={t('reader.nextPage')}
                disabled={pageCount === 0 || pageNumber >= pageCount}
                onClick={() => goToPage(pageNumber + 1)}
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </Button>
            </div>
            <div className="ml-auto flex items-center gap-0.5 sm:ml-0 sm:gap-1">
              <Button
                variant="ghost"
                size="icon"
                className={iconButton}
                aria-label={t('reader.zoomOut')}
                disabled={zoom <= ZOOM_STEPS[0]}
                onClick={() => setZoom(zoomOut(zoom))}
              >
                <ZoomOut className="size-5" aria-hidden="true" />
              </Button>
              <output aria-label={t('reader.zoom')} className="w-11 text-center text-sm text-muted tabular-nums">
                {Math.round(zoom * 100)}%
              </output>
              <Button
                variant="ghost"
                size="icon"
                className={iconButton}
                aria-label={t('reader.zoomIn')}
                disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}
                onClick={() => setZoom(zoomIn(zoom))}
              >
                <ZoomIn className="size-5" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className={iconButton}
                aria-label={t('reader.fitWidth')}
                title={t('reader.fitWidth')}
                aria-pressed={zoom === 1}
                onClick={() => setZoom(1)}
              >
                <MoveHorizontal className="size-5" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className={`${iconButton} sm:hidden`}
                aria-label={t('reader.find')}
                aria-expanded={isFindOpen}
                aria-controls="pdf-find-row"
                onClick={() => {
                  setIsFindOpen((open) => !open);
                  window.requestAnimationFrame(() => findInputRef.current?.focus());
                }}
              >
                <Search className="size-5" aria-hidden="true" />
              </Button>
            </div>
          </div>
          <div
            id="pdf-find-row"
            role="search"
            className={`${isFindOpen ? 'flex' : 'hidden'} min-w-0 flex-1 basis-full items-center gap-1 sm:flex sm:min-w-56 sm:basis-56`}
          >
            <div className="relative min-w-0 flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
                aria-hidden="true"
              />
              <label htmlFor="pdf-find" className="sr-only">
                {t('reader.find')}
              </label>
              <input
                id="pdf-find"
                ref={findInputRef}
                type="search"
                placeholder={t('reader.find')}
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
              className={iconButton}
              aria-label={t('reader.previousMatch')}
              disabled={matches.length === 0}
              onClick={() => stepMatch(-1)}
            >
              <ChevronUp className="size-5" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={iconButton}
              aria-label={t('reader.nextMatch')}
              disabled={matches.length === 0}
              onClick={() => stepMatch(1)}
            >
              <ChevronDown className="size-5" aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>

      {/* Scrolls both ways: a zoomed page is wider than the screen and every edge of it can be reached. */}
      <div
        ref={scrollerRef}
        tabIndex={0}
        aria-label={t('reader.pages')}
        data-testid="pdf-scroller"
        className="min-h-0 flex-1 overflow-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <Document
          file={file}
          options={DOCUMENT_OPTIONS}
          suspense={false}
          onLoadSuccess={handleLoadSuccess}
          onLoadError={(error) => {
            setLoadError('document');
            console.error('Could not open the PDF:', error);
          }}
          loading={null}
          error={null}
          externalLinkTarget="_blank"
          externalLinkRel="noopener noreferrer nofollow"
          className="relative w-max min-w-full px-2 pt-3 pb-6 sm:px-2"
        >
          {isLaidOut
            ? Array.from({ length: pageCount }, (_, index) => {
                const number = index + 1;
                return (
                  <PageSlot
                    key={number}
                    pageNumber={number}
                    width={pageWidth}
                    aspect={aspects.get(number) ?? baseAspect}
                    isRendered={renderedPages.has(number)}
                    hasLayers={layeredPages.has(number)}
                    isCurrent={number === pageNumber}
                    previewUrl={previewUrl}
                    pageText={activeFind?.texts[index]}
                    matches={matches}
                    currentMatch={currentMatch}
                    registerSlot={registerSlot}
                    onAspect={handleAspect}
                    onPainted={handlePainted}
                    onTextLayerRendered={handleTextLayerRendered}
                  />
                );
              })
            : null}
        </Document>
        {!isLaidOut && loadError === undefined ? (
          <div className="mx-auto max-w-4xl px-2 pt-3 sm:px-6">
            <p className="mb-2 flex items-center justify-center gap-2 text-sm text-muted">
              <Spinner size="sm" label={null} />
              {t('reader.opening')} <span className="tabular-nums">{progress}</span>
            </p>
            {previewUrl !== undefined ? (
              <img src={previewUrl} alt="" data-testid="pdf-preview" className="mx-auto w-full bg-white shadow-md" />
            ) : null}
          </div>
        ) : null}
        {loadError !== undefined ? (
          <p
            role="alert"
            className="mx-auto my-6 max-w-xl rounded-[12px] border border-line bg-surface p-6 text-center"
          >
            {loadError === 'range' ? t('reader.rangeError') : t('reader.documentError')}
          </p>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {pageCount > 0 ? t('reader.pageOf', { page: format.number(pageNumber), total: format.number(pageCount) }) : ''}
      </p>
    </div>
  );
}
