import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { earlyWorkerFailures, pdfjsLib, visitWorker } from '../pdfjs';
import { EventBus, LinkTarget, PDFFindController, PDFLinkService, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import 'pdfjs-dist/web/pdf_viewer.css';
import { RANGE_CHUNK_SIZE, type PdfSource } from '../pdf-source';

/** pdf.js asks for byte ranges; the source fetches them (with the session header) or has them in memory. */
class RangeTransport extends pdfjsLib.PDFDataRangeTransport {
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

export interface PdfViewerParts {
  eventBus: EventBus;
  viewer: PDFViewer;
  find: PDFFindController;
  pdf: PDFDocumentProxy;
}

/**
 * Canvas pixels at most: a page fitted to the screen's width at 2 device pixels per CSS pixel (a
 * phone's 3× screen would paint 2.25 times the pixels for text that looks the same, on the slowest
 * CPUs; docs/decisions/0012). A larger zoom is drawn by pdf.js's detail canvas, around the screen only.
 */
function maxCanvasPixels(): number {
  const width = Math.min(window.innerWidth, 896) * Math.min(window.devicePixelRatio || 1, 2);
  return Math.round(width * width * 1.5);
}

/**
 * pdf.js's own viewer (`PDFViewer`: lazy page drawing and its page cache, text and link layers),
 * with its link service and find controller, in `containerRef`, fed by range (docs/decisions/0012:
 * 64 KB chunks, no streaming, no auto-fetch of the rest). Undefined until the document is open.
 */
export interface PdfViewerHandlers {
  onError: (kind: 'document' | 'range') => void;
  /** The pages are laid out (pdf.js's `pagesinit`): scale and start page are set here. */
  onInit: (parts: PdfViewerParts) => void;
  onRendered: (pageNumber: number, pageDiv: HTMLElement) => void;
  onPage: (pageNumber: number, viewer: PDFViewer) => void;
}

export function usePdfViewer(
  containerRef: RefObject<HTMLDivElement | null>,
  source: PdfSource,
  handlers: PdfViewerHandlers,
): PdfViewerParts | undefined {
  const [parts, setParts] = useState<PdfViewerParts>();
  // pdf.js's first events can come before React has rendered again: they are heard from the start.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const fail = (kind: 'document' | 'range') => () => handlersRef.current.onError(kind);
    const onWorkerFailure = fail('document');
    earlyWorkerFailures.add(onWorkerFailure);
    const eventBus = new EventBus();
    const linkService = new PDFLinkService({
      eventBus,
      externalLinkTarget: LinkTarget.BLANK,
      externalLinkRel: 'noopener noreferrer nofollow',
    });
    const find = new PDFFindController({ eventBus, linkService });
    const viewer = new PDFViewer({
      container,
      eventBus,
      linkService,
      findController: find,
      // No forms or scripts: links only (and no XFA, below).
      annotationMode: pdfjsLib.AnnotationMode.ENABLE,
      maxCanvasPixels: maxCanvasPixels(),
      enableAutoLinking: true,
      removePageBorders: true,
    });
    linkService.setViewer(viewer);
    const task = pdfjsLib.getDocument({
      range: new RangeTransport(source, (error) => {
        console.error('Could not load part of the PDF:', error);
        fail('range')();
      }),
      // One worker for the visit, so reopening does not start pdf.js's worker again.
      worker: visitWorker,
      rangeChunkSize: RANGE_CHUNK_SIZE,
      disableAutoFetch: true,
      disableStream: true,
      enableXfa: false,
      useSystemFonts: true,
    });
    let isCurrent = true;
    task.promise.then(
      (pdf) => {
        if (!isCurrent) return;
        const opened = { eventBus, viewer, find, pdf };
        eventBus.on('pagesinit', () => {
          handlersRef.current.onInit(opened);
          setParts(opened);
        });
        eventBus.on(
          'pagerendered',
          ({ pageNumber, source: view }: { pageNumber: number; source: { div: HTMLElement } }) =>
            handlersRef.current.onRendered(pageNumber, view.div),
        );
        eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) =>
          handlersRef.current.onPage(pageNumber, viewer),
        );
        viewer.setDocument(pdf);
        linkService.setDocument(pdf, null);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        console.error('Could not open the PDF:', error);
        fail('document')();
      },
    );
    return () => {
      isCurrent = false;
      earlyWorkerFailures.delete(onWorkerFailure);
      viewer.setDocument(null as unknown as PDFDocumentProxy);
      linkService.setDocument(null);
      // The document goes; the visit's worker stays for the next one.
      void task.destroy();
      setParts(undefined);
    };
  }, [containerRef, source]);
  return parts;
}
