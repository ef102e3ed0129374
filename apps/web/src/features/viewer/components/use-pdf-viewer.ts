import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { earlyWorkerFailures, pdfjsLib, visitWorker } from '../pdfjs';
import {
  EventBus,
  LinkTarget,
  PDFFindController,
  PDFLinkService,
  PDFViewer,
  RenderingStates,
  type PDFPageView,
} from 'pdfjs-dist/web/pdf_viewer.mjs';
import 'pdfjs-dist/web/pdf_viewer.css';
import { RANGE_CHUNK_SIZE, type PdfSource } from '../pdf-source';
import { clampPage, readSavedZoom } from '../viewer-params';

/** How long the column must be still before pdf.js draws: a fling draws where it stops, not what it passes. */
const SETTLE_MS = 150;
/** Drawn pages further than this from the one being read are let go (pdf.js's cache would keep ten). */
const KEEP_AROUND = 2;
/** The widest a page is shown at "fit width" on a large screen (the reading column). */
const MAX_FIT_WIDTH = 896;

/** pdf.js's list of the visible pages (untyped there). */
type VisiblePages = { views: { view: PDFPageView }[]; ids: Set<number> };

/**
 * pdf.js's `PDFViewer` with its rendering narrowed through public hooks, so memory stays flat: while
 * the column scrolls, the rendering queue waits (`forceRendering`) until it has been still for SETTLE_MS;
 * then only the pages on the screen are drawn (no page ahead). Each update keeps the picture of the
 * pages beside the screen (within KEEP_AROUND of the current one) without their text and link layers
 * (`reset` keeping the canvas, as pdf.js's editing mode does), and lets the others go (`destroy`, what
 * pdf.js's own page cache does).
 */
class ReaderViewer extends PDFViewer {
  #settle: number | undefined;
  #top = 0;

  override _scrollUpdate(): void {
    this.#top = this.container.scrollTop;
    window.clearTimeout(this.#settle);
    const settle = window.setTimeout(
      // Still for SETTLE_MS, and through one more frame: a fling's every frame moves the column, however
      // long a loaded phone's frames are.
      () =>
        window.requestAnimationFrame(() => {
          if (this.#settle !== settle) return;
          if (this.container.scrollTop !== this.#top) return this._scrollUpdate();
          this.#settle = undefined;
          this.update();
        }),
      SETTLE_MS,
    );
    this.#settle = settle;
    super._scrollUpdate();
  }

  override forceRendering(visible?: VisiblePages): boolean {
    const pages = visible ?? (this._getVisiblePages() as VisiblePages);
    const isDone = (view: PDFPageView | null) => !view || view.renderingState === RenderingStates.FINISHED;
    const isWanted = pages.views.some(({ view }) => !isDone(view) || !isDone(view.detailView as PDFPageView | null));
    return this.#settle === undefined && isWanted && super.forceRendering(pages);
  }

  override update(): void {
    super.update();
    const onScreen = (this._getVisiblePages() as VisiblePages).ids;
    for (let number = 1; number <= this.pagesCount; number += 1) {
      const view = this.getPageView(number - 1) as PDFPageView;
      if (onScreen.has(number)) continue;
      if (Math.abs(number - this.currentPageNumber) > KEEP_AROUND) {
        if (view.canvas || view.renderingState !== RenderingStates.INITIAL) view.destroy();
      } else if (view.renderingState === RenderingStates.FINISHED) view.reset({ keepCanvasWrapper: true });
    }
  }
}

/** The scale at which the page being read fills the column's width, at most MAX_FIT_WIDTH (1 = pdf.js's 100 %). */
export function fitScaleOf(viewer: PDFViewer): number {
  const view = viewer.getPageView(Math.max(viewer.currentPageNumber - 1, 0)) as PDFPageView | undefined;
  const width = Math.min(Math.max(viewer.container.clientWidth - 16, 100), MAX_FIT_WIDTH);
  return view ? width / (view.viewport.width / view.scale) : 1;
}

/** pdf.js's viewer is driven through its setters. */
export const showPage = (viewer: PDFViewer, page: number) =>
  (viewer.currentPageNumber = clampPage(page, viewer.pagesCount));

interface ViewerState {
  /** Set once pdf.js has laid out the pages; its `eventBus`, `findController` and `pdfDocument` are set too. */
  viewer?: PDFViewer;
  pageNumber: number;
  hasPainted: boolean;
  loadError?: 'document' | 'range';
}

/**
 * pdf.js's viewer, link service and find controller in `containerRef`, fed by range (docs/decisions/0012:
 * 64 KB chunks, no streaming, no auto-fetch), opened at `startPage` and the zoom this device chose. A
 * later `startPage` (the server's saved page, read further on another device) moves the reader unless
 * the reader moved first.
 * Canvas pixels at most: a page fitted to the screen's width at 2 device pixels per CSS pixel; a larger
 * zoom is drawn by pdf.js's detail canvas around the screen only. `data-painted` and `data-current` on
 * pdf.js's page elements are for the journeys and the perf script.
 */
export function usePdfViewer(
  containerRef: RefObject<HTMLDivElement | null>,
  source: PdfSource,
  startPage: number,
): ViewerState {
  const [state, setState] = useState<ViewerState>({ pageNumber: startPage, hasPainted: false });
  const openedAt = useRef(startPage);
  useEffect(() => {
    const { viewer } = state;
    const hasMoved = viewer && viewer.currentPageNumber !== clampPage(openedAt.current, viewer.pagesCount);
    if (viewer && !hasMoved) showPage(viewer, startPage);
    openedAt.current = startPage;
    // Only a new start page decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startPage]);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const fail = (loadError: 'document' | 'range', error: unknown) => {
      console.error(`Could not ${loadError === 'range' ? 'load part of' : 'open'} the PDF:`, error);
      setState((old) => ({ ...old, loadError }));
    };
    const onWorkerFailure = () => fail('document', 'its worker stopped');
    earlyWorkerFailures.add(onWorkerFailure);
    const eventBus = new EventBus();
    const linkService = new PDFLinkService({ eventBus, externalLinkTarget: LinkTarget.BLANK });
    const width = Math.min(window.innerWidth, MAX_FIT_WIDTH) * Math.min(window.devicePixelRatio || 1, 2);
    const viewer = new ReaderViewer({
      container,
      eventBus,
      linkService,
      findController: new PDFFindController({ eventBus, linkService }),
      maxCanvasPixels: Math.round(width * width * 1.5),
      annotationMode: pdfjsLib.AnnotationMode.ENABLE, // links only: no forms, scripts or XFA
      removePageBorders: true,
    });
    linkService.setViewer(viewer);
    // pdf.js asks for byte ranges; the source fetches them (with the session header) or has them in memory.
    const range = new pdfjsLib.PDFDataRangeTransport(source.length, source.initialData.slice());
    const onRangeError = (error: unknown) => fail('range', error);
    range.requestDataRange = (begin: number, end: number) =>
      void source.read(begin, end).then((bytes) => range.onDataRange(begin, bytes), onRangeError);
    // One worker for the visit, so reopening does not start pdf.js's worker again.
    const task = pdfjsLib.getDocument({
      range,
      worker: visitWorker,
      rangeChunkSize: RANGE_CHUNK_SIZE,
      disableAutoFetch: true,
      disableStream: true,
    });
    eventBus.on('pagerendered', ({ source }: { source: { div: HTMLElement } }) => {
      source.div.dataset.painted = 'true';
      setState((old) => (old.hasPainted ? old : { ...old, hasPainted: true }));
    });
    const onPage = ({ pageNumber }: { pageNumber: number }) => {
      const pages = viewer.viewer!.querySelectorAll<HTMLElement>('.page');
      pages.forEach((div) => (div.dataset.current = String(div.dataset.pageNumber === String(pageNumber))));
      setState((old) => ({ ...old, pageNumber }));
    };
    eventBus.on('pagechanging', onPage);
    let isCurrent = true;
    task.promise.then(
      (pdf) => {
        if (!isCurrent) return;
        eventBus.on('pagesinit', () => {
          // Page width from the page read first, and the zoom this device chose.
          showPage(viewer, openedAt.current);
          viewer.currentScale = fitScaleOf(viewer) * readSavedZoom();
          onPage({ pageNumber: viewer.currentPageNumber });
          setState((old) => ({ ...old, viewer }));
        });
        viewer.setDocument(pdf);
        linkService.setDocument(pdf);
      },
      (error: unknown) => isCurrent && fail('document', error),
    );
    return () => {
      isCurrent = false;
      earlyWorkerFailures.delete(onWorkerFailure);
      viewer.setDocument(null as unknown as PDFDocumentProxy);
      // The document goes; the visit's worker stays for the next one.
      void task.destroy();
      setState((old) => ({ ...old, viewer: undefined }));
    };
  }, [containerRef, source]);
  return state;
}
