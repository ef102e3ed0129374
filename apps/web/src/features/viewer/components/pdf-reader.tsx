import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Download, Maximize, Minimize, MoveHorizontal, Search } from 'lucide-react';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import './pdf-reader.css';
import { iconButton as tool } from '../../../components/ui/icon-button';
import { fieldClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import type { PdfSource } from '../pdf-source';
import { useProgressText } from '../use-progress-text';
import { useHeaderBottom } from '../use-header-bottom';
import { readSavedZoom, saveZoom, zoomIn, zoomOut, ZOOM_MAX, ZOOM_MIN } from '../viewer-params';
import { fitScaleOf, showPage, usePdfViewer } from './use-pdf-viewer';
import { FindRow, useReaderFind } from './reader-find';
import { useReaderGestures } from './use-reader-gestures';

export interface PdfReaderProps {
  fileId: string;
  source: PdfSource;
  /** Shown in the toolbar: the item's title, else the stored file's name. */
  title: string;
  /** The server's image of page 1, shown in the pages' place until pdf.js has painted a page. */
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

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof Element && target.closest('input, textarea, select, [contenteditable]') !== null;

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
  const containerRef = useRef<HTMLDivElement>(null);
  const { viewer, pageNumber, hasPainted, loadError } = usePdfViewer(containerRef, source, startPage);
  const [pageDraft, setPageDraft] = useState<string>(); // while the page number is being typed
  const [zoom, setZoomState] = useState(readSavedZoom);
  const [isFullscreen, setFullscreen] = useState(false);
  const download = useMutation({
    mutationFn: props.onDownload,
    onError: (error) => console.error('Could not download the PDF:', error),
  });
  const pageCount = viewer?.pagesCount ?? 0;
  const find = useReaderFind(viewer, source, fileId);

  const setZoom = useCallback((next: number) => setZoomState(saveZoom(next)), []);
  // A new zoom or column width: the page being read keeps its place (pdf.js scales around it).
  useEffect(() => {
    if (!viewer) return;
    // The observer also calls at once, for the new zoom.
    const observer = new ResizeObserver(() => (viewer.currentScale = fitScaleOf(viewer) * zoom));
    observer.observe(viewer.container);
    return () => observer.disconnect();
  }, [viewer, zoom]);
  const isImmersive = useReaderGestures(containerRef, viewer, setZoom);

  useEffect(() => {
    if (pageCount > 0) onPageChange(pageNumber, pageCount);
  }, [pageNumber, pageCount, onPageChange]);

  // Keyboard: arrows and Page Up/Down turn pages, Home and End go to the ends; Ctrl/⌘+F opens our find.
  const { open: openFind } = find;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        openFind();
      }
      if (!viewer || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const [next, previous] = [viewer.currentPageNumber + 1, viewer.currentPageNumber - 1];
      const moves: Record<string, number> = { ArrowRight: next, PageDown: next, ArrowLeft: previous, PageUp: previous };
      const target = { ...moves, Home: 1, End: viewer.pagesCount }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      showPage(viewer, target);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [viewer, openFind]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement?.classList.contains('pdf-reader') ?? false);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  function toggleFullscreen(event: MouseEvent<HTMLElement>) {
    const reader = event.currentTarget.closest('.pdf-reader');
    if (document.fullscreenElement) void document.exitFullscreen();
    else void reader?.requestFullscreen().catch(() => undefined);
  }

  function handlePageSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (viewer && pageDraft) showPage(viewer, Number(pageDraft));
    setPageDraft(undefined);
  }

  const loadedBytes = source.progress().loaded;
  const fullIcon = isFullscreen ? Minimize : Maximize;
  const downloadLabel = download.isError ? t('reader.downloadFailed') : t('reader.download');

  return (
    <div
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
          {loadedBytes >= source.length ? null : (
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
          {tool(Download, downloadLabel, () => download.mutate(), { isBusy: download.isPending, title: downloadLabel })}
          {document.fullscreenEnabled &&
            tool(fullIcon, t('reader.fullScreen'), toggleFullscreen, { 'aria-pressed': isFullscreen })}
          {tool(Search, t('reader.find'), find.isOpen ? find.close : find.open, {
            className: 'sm:hidden',
            'aria-expanded': find.isOpen,
            'aria-controls': 'pdf-find-row',
          })}
          <div className={`${isImmersive ? 'max-sm:hidden' : ''} flex basis-full items-center gap-x-1 sm:basis-auto`}>
            {tool(ChevronLeft, t('reader.previousPage'), () => viewer?.previousPage(), { disabled: pageNumber <= 1 })}
            <form onSubmit={handlePageSubmit} className="flex items-center gap-1.5 text-sm">
              <input
                aria-label={t('reader.pageNumber')}
                inputMode="numeric"
                autoComplete="off"
                className={`${fieldClasses} h-9 w-12 px-1 text-center tabular-nums sm:w-14`}
                value={pageDraft ?? String(pageNumber)}
                disabled={pageCount === 0}
                onChange={(event) => setPageDraft(event.target.value.replace(/\D/g, '').slice(0, 7))}
                onBlur={() => setPageDraft(undefined)}
              />
              <span className="whitespace-nowrap text-muted tabular-nums">
                {t('reader.ofPages', { total: pageCount > 0 ? format.number(pageCount) : '…' })}
              </span>
            </form>
            {tool(ChevronRight, t('reader.nextPage'), () => viewer?.nextPage(), { disabled: pageNumber >= pageCount })}
            <span className="ml-auto sm:ml-2" />
            {tool(ZoomOut, t('reader.zoomOut'), () => setZoom(zoomOut(zoom)), { disabled: zoom <= ZOOM_MIN })}
            <output aria-label={t('reader.zoom')} className="w-11 text-center text-sm text-muted tabular-nums">
              {Math.round(zoom * 100)}%
            </output>
            {tool(ZoomIn, t('reader.zoomIn'), () => setZoom(zoomIn(zoom)), { disabled: zoom >= ZOOM_MAX })}
            {tool(MoveHorizontal, t('reader.fitWidth'), () => setZoom(1), { 'aria-pressed': zoom === 1 })}
          </div>
          <FindRow find={find} isEnabled={hasPainted} />
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
        {!hasPainted && loadError === undefined ? (
          <div className="absolute inset-0 overflow-hidden bg-subtle px-2 pt-3 sm:px-6">
            <p className="mb-2 flex items-center justify-center gap-2 text-sm text-muted">
              <Spinner size="sm" label={null} />
              {t('reader.opening')} <span className="tabular-nums">{progress}</span>
            </p>
            {previewUrl !== undefined ? (
              <img src={previewUrl} alt="" data-testid="pdf-preview" className="mx-auto w-full max-w-4xl bg-white" />
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
