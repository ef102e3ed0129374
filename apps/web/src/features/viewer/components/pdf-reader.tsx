import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Download,
  Maximize,
  Minimize,
  MoveHorizontal,
  Search,
  ZoomIn,
  ZoomOut,
  type LucideIcon,
} from 'lucide-react';
import './pdf-reader.css';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import type { PdfSource } from '../pdf-source';
import { useProgressText } from '../use-progress-text';
import { useHeaderBottom } from '../use-header-bottom';
import { clampPage, readSavedZoom, saveZoom, zoomIn, zoomOut, ZOOM_MAX, ZOOM_MIN } from '../viewer-params';
import { usePdfViewer } from './use-pdf-viewer';
import { useReaderFind } from './use-reader-find';
import { useImmersive, usePinchZoom } from './use-reader-gestures';

/** The widest a page is shown at "fit width" on a large screen (the reading column). */
const MAX_FIT_WIDTH = 896;

export interface PdfReaderProps {
  fileId: string;
  source: PdfSource;
  /** Shown in the toolbar: the item's title, else the stored file's name. */
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

/** What the reader uses of a pdf.js page view (the viewer's `getPageView` is untyped). */
interface PageView {
  div: HTMLDivElement;
  viewport: { width: number };
  scale: number;
}
const pageViewOf = (viewer: PDFViewer, index: number) => viewer.getPageView(index) as PageView | undefined;
/** pdf.js's viewer is driven through its setters. */
function showPage(viewer: PDFViewer, page: number) {
  viewer.currentPageNumber = clampPage(page, viewer.pagesCount);
}
function scaleTo(viewer: PDFViewer, scale: number) {
  viewer.currentScale = scale;
}

/** The scale at which `view`'s page fills the column's width, at most MAX_FIT_WIDTH. */
function fitScaleOf(container: HTMLElement | null, view: PageView): number {
  const width = Math.min(Math.max((container?.clientWidth ?? 0) - 16, 100), MAX_FIT_WIDTH);
  return width / (view.viewport.width / view.scale);
}

/** `data-current` on the page being read (journeys and the perf script look for it). */
function markCurrent(viewer: PDFViewer, page: number) {
  for (let index = 0; index < viewer.pagesCount; index += 1) {
    const div = pageViewOf(viewer, index)?.div;
    if (div) div.dataset.current = index === page - 1 ? 'true' : 'false';
  }
}

/** A toolbar button with an icon only: its name is its `aria-label`. */
function ToolButton({ icon: Icon, className = '', ...props }: ButtonProps & { icon: LucideIcon }) {
  return (
    <Button variant="ghost" size="icon" className={`max-sm:h-9 max-sm:w-9 ${className}`} {...props}>
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The reader: pdf.js's own viewer (docs/decisions/0032) under our toolbar (title, bytes loaded, Save
 * for offline, Download, full screen, page n of N, zoom, find), fed by range from our server.
 */
export function PdfReader(props: PdfReaderProps) {
  const { fileId, source, title, previewUrl, startPage, closeButton, saveControl, onPageChange } = props;
  const t = useT();
  const format = useFormat();
  const headerBottom = useHeaderBottom();
  const progress = useProgressText(source);
  const rootRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState<'document' | 'range'>();
  const openedAt = useRef(startPage);
  const parts = usePdfViewer(containerRef, source, {
    onError: setLoadError,
    onInit: ({ viewer: pdfViewer }) => {
      // Page width from the page read first, and the zoom this device chose; then the start page.
      const view = pageViewOf(pdfViewer, clampPage(openedAt.current, pdfViewer.pagesCount) - 1);
      if (view) scaleTo(pdfViewer, fitScaleOf(containerRef.current, view) * readSavedZoom());
      showPage(pdfViewer, openedAt.current);
      markCurrent(pdfViewer, pdfViewer.currentPageNumber);
      setPageNumber(pdfViewer.currentPageNumber);
      setPageDraft(String(pdfViewer.currentPageNumber));
      const first = pageViewOf(pdfViewer, 0)?.div;
      if (previewUrl !== undefined && first && first.dataset.painted !== 'true') {
        const image = Object.assign(document.createElement('img'), {
          src: previewUrl,
          alt: '',
          className: 'pdf-preview',
        });
        image.dataset.testid = 'pdf-preview';
        first.append(image);
      }
    },
    onRendered: (number, div) => {
      div.dataset.painted = 'true';
      if (number === 1) div.querySelector('img.pdf-preview')?.remove();
      setPainted(true);
    },
    onPage: (number, pdfViewer) => {
      markCurrent(pdfViewer, number);
      setPageNumber(number);
      setPageDraft(String(number));
    },
  });
  const viewer = parts?.viewer;
  const isReady = parts !== undefined;
  const [hasPainted, setPainted] = useState(false);
  const [pageNumber, setPageNumber] = useState(startPage);
  const [pageDraft, setPageDraft] = useState(String(startPage));
  const pageCount = parts?.pdf.numPages ?? 0;
  const [zoom, setZoomState] = useState(readSavedZoom);
  const find = useReaderFind(parts, source, fileId);
  const [isFindOpen, setFindOpen] = useState(false);
  const findInputRef = useRef<HTMLInputElement>(null);
  const [downloadState, setDownloadState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [isFullscreen, setFullscreen] = useState(false);
  const isImmersive = useImmersive(containerRef, isReady);

  /** The scale at which the page being read fills the column's width (1 = pdf.js's 100 %). */
  const fitScale = useCallback(() => {
    const view = viewer && pageViewOf(viewer, Math.max(viewer.currentPageNumber - 1, 0));
    return view ? fitScaleOf(containerRef.current, view) : 1;
  }, [viewer]);
  const setZoom = useCallback((next: number) => {
    const value = Math.min(Math.max(Math.round(next * 100) / 100, ZOOM_MIN), ZOOM_MAX);
    setZoomState(value);
    saveZoom(value);
  }, []);

  // A new zoom or column width: the page being read keeps its place (pdf.js scales around it).
  useEffect(() => {
    const container = containerRef.current;
    if (!viewer || !isReady || !container) return;
    const apply = () => scaleTo(viewer, fitScale() * zoom);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(container);
    return () => observer.disconnect();
  }, [viewer, isReady, zoom, fitScale]);

  const pinchLimits = useCallback(() => ({ min: fitScale() * ZOOM_MIN, max: fitScale() * ZOOM_MAX }), [fitScale]);
  const onPinchEnd = useCallback((scale: number) => setZoom(scale / fitScale()), [fitScale, setZoom]);
  usePinchZoom(containerRef, viewer, pinchLimits, onPinchEnd);

  // The server's saved page (read further on another device) may arrive after the device's opened the
  // reader: it moves the reader unless the reader moved first.
  useEffect(() => {
    if (startPage === openedAt.current) return;
    const hasMoved = viewer !== undefined && viewer.currentPageNumber !== clampPage(openedAt.current, pageCount);
    openedAt.current = startPage;
    if (viewer && isReady && !hasMoved) showPage(viewer, startPage);
    // Only a new start page decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startPage]);

  useEffect(() => {
    if (pageCount > 0 && isReady) onPageChange(pageNumber, pageCount);
  }, [pageNumber, pageCount, isReady, onPageChange]);

  const goToPage = useCallback(
    (target: number) => {
      if (!viewer || pageCount === 0) return;
      showPage(viewer, target);
      setPageDraft(String(clampPage(target, pageCount)));
    },
    [viewer, pageCount],
  );

  function openFind() {
    setFindOpen(true);
    window.requestAnimationFrame(() => {
      findInputRef.current?.focus();
      findInputRef.current?.select();
    });
  }

  // Keyboard: arrows and Page Up/Down turn pages, Home and End go to the ends; Ctrl/⌘+F opens our find.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        openFind();
        return;
      }
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const moves: Record<string, number> = {
        ArrowRight: pageNumber + 1,
        PageDown: pageNumber + 1,
        ArrowLeft: pageNumber - 1,
        PageUp: pageNumber - 1,
        Home: 1,
        End: pageCount,
      };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      goToPage(target);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [goToPage, pageNumber, pageCount]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen().catch(() => undefined);
  }

  function handlePageSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(pageDraft);
    if (Number.isFinite(value) && pageDraft.trim() !== '') goToPage(value);
    else setPageDraft(String(pageNumber));
  }

  function handleDownload() {
    setDownloadState('busy');
    props.onDownload().then(
      () => setDownloadState('idle'),
      (error: unknown) => {
        console.error('Could not download the PDF:', error);
        setDownloadState('failed');
      },
    );
  }

  const status = find.status;
  const findStatus =
    status.kind === 'searching'
      ? t('reader.searching')
      : status.kind === 'none'
        ? t('reader.noMatches')
        : status.kind === 'found'
          ? t('reader.matchOf', { index: format.number(status.current), total: format.number(status.total) })
          : '';
  const loadedBytes = source.progress().loaded;
  const isComplete = loadedBytes >= source.length;
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;

  return (
    <div
      ref={rootRef}
      className={`pdf-reader fixed inset-x-0 bottom-0 flex flex-col bg-subtle ${isImmersive ? 'z-[45]' : 'z-30'}`}
      style={{ top: isImmersive || isFullscreen ? 0 : headerBottom }}
    >
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
          <ToolButton
            icon={Download}
            aria-label={t('reader.download')}
            title={downloadState === 'failed' ? t('reader.downloadFailed') : t('reader.download')}
            isBusy={downloadState === 'busy'}
            onClick={handleDownload}
          />
          {canFullscreen ? (
            <ToolButton
              icon={isFullscreen ? Minimize : Maximize}
              aria-label={t('reader.fullScreen')}
              aria-pressed={isFullscreen}
              title={t('reader.fullScreen')}
              onClick={toggleFullscreen}
            />
          ) : null}
          <ToolButton
            icon={Search}
            className="sm:hidden"
            aria-label={t('reader.find')}
            aria-expanded={isFindOpen}
            aria-controls="pdf-find-row"
            onClick={() => (isFindOpen ? setFindOpen(false) : openFind())}
          />
          <div
            className={`${isImmersive ? 'max-sm:hidden' : ''} flex basis-full items-center gap-x-1 sm:basis-auto sm:gap-x-2`}
          >
            <div className="flex items-center gap-0.5 sm:gap-1">
              <ToolButton
                icon={ChevronLeft}
                aria-label={t('reader.previousPage')}
                disabled={pageCount === 0 || pageNumber <= 1}
                onClick={() => goToPage(pageNumber - 1)}
              />
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
              <ToolButton
                icon={ChevronRight}
                aria-label={t('reader.nextPage')}
                disabled={pageCount === 0 || pageNumber >= pageCount}
                onClick={() => goToPage(pageNumber + 1)}
              />
            </div>
            <div className="ml-auto flex items-center gap-0.5 sm:ml-0 sm:gap-1">
              <ToolButton
                icon={ZoomOut}
                aria-label={t('reader.zoomOut')}
                disabled={zoom <= ZOOM_MIN}
                onClick={() => setZoom(zoomOut(zoom))}
              />
              <output aria-label={t('reader.zoom')} className="w-11 text-center text-sm text-muted tabular-nums">
                {Math.round(zoom * 100)}%
              </output>
              <ToolButton
                icon={ZoomIn}
                aria-label={t('reader.zoomIn')}
                disabled={zoom >= ZOOM_MAX}
                onClick={() => setZoom(zoomIn(zoom))}
              />
              <ToolButton
                icon={MoveHorizontal}
                aria-label={t('reader.fitWidth')}
                title={t('reader.fitWidth')}
                aria-pressed={zoom === 1}
                onClick={() => setZoom(1)}
              />
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
                value={find.query}
                disabled={!hasPainted}
                onChange={(event) => find.setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    find.step(event.shiftKey);
                  } else if (event.key === 'Escape') find.setQuery('');
                }}
              />
            </div>
            <span
              role="status"
              className="min-w-[5.5rem] text-center text-sm whitespace-nowrap text-muted tabular-nums"
            >
              {findStatus}
            </span>
            <ToolButton
              icon={ChevronUp}
              aria-label={t('reader.previousMatch')}
              disabled={status.kind !== 'found'}
              onClick={() => find.step(true)}
            />
            <ToolButton
              icon={ChevronDown}
              aria-label={t('reader.nextMatch')}
              disabled={status.kind !== 'found'}
              onClick={() => find.step(false)}
            />
          </div>
        </div>
      </div>

      <div className="relative min-h-0 flex-1">
        {/* pdf.js's viewer: its container must be absolutely placed; it scrolls both ways, so a zoomed page's every edge can be reached. */}
        <div
          ref={containerRef}
          tabIndex={0}
          aria-label={t('reader.pages')}
          data-testid="pdf-scroller"
          className="absolute inset-0 overflow-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          <div className="pdfViewer" />
        </div>
        {!isReady && loadError === undefined ? (
          <div className="absolute inset-0 overflow-hidden px-2 pt-3 sm:px-6">
            <p className="mb-2 flex items-center justify-center gap-2 text-sm text-muted">
              <Spinner size="sm" label={null} />
              {t('reader.opening')} <span className="tabular-nums">{progress}</span>
            </p>
            {previewUrl !== undefined ? (
              <img
                src={previewUrl}
                alt=""
                data-testid="pdf-preview"
                className="mx-auto w-full max-w-4xl bg-white shadow-md"
              />
            ) : null}
          </div>
        ) : null}
        {loadError !== undefined ? (
          <p
            role="alert"
            className="absolute inset-x-2 top-6 mx-auto max-w-xl rounded-[12px] border border-line bg-surface p-6 text-center"
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
