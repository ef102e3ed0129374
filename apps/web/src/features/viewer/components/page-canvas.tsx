import { useEffect, useLayoutEffect, useRef } from 'react';
import { pdfjs, usePageContext } from 'react-pdf';
import StructTree from 'react-pdf/dist/StructTree.js';
import { makePageCallback } from 'react-pdf/dist/shared/utils.js';
import { createCanvasPool } from '../canvas-pool';

/**
 * Spare canvases beyond those drawn: a flick lets go of about as many pages as it draws (half a screen
 * above and below: three or four at fit width on a phone). A spare costs its pixels once (3.2 MB for a
 * phone's page at 2×); one shown costs them about four times (the compositor's copies).
 */
const SPARE_CANVASES = 4;

/** Every reader's page canvases (one reader is open at a time). */
export const pageCanvases = createCanvasPool(() => {
  const canvas = document.createElement('canvas');
  canvas.className = 'react-pdf__Page__canvas';
  canvas.dir = 'ltr';
  canvas.style.display = 'block';
  canvas.style.userSelect = 'none';
  return canvas;
}, SPARE_CANVASES);

/**
 * react-pdf's page canvas, drawn into a canvas from `pageCanvases` instead of a new one for every page
 * that scrolls in (canvas-pool.ts). Hidden until pdf.js has drawn it, as react-pdf's own: a reused
 * canvas still shows the page it last held. The structure tree of a tagged PDF stays beside it for
 * screen readers, as react-pdf's canvas holds it.
 */
export function PageCanvas() {
  const context = usePageContext();
  const holder = useRef<HTMLDivElement>(null);
  const page = context?.page;
  const scale = context?.scale ?? 1;
  const rotate = context?.rotate ?? 0;
  const pixelRatio = context?.devicePixelRatio ?? 1;
  // Read through a ref: the effect draws again only when the page or its size changes, not the callbacks.
  const callbacks = useRef(context);
  useLayoutEffect(() => {
    callbacks.current = context;
  });

  useEffect(() => {
    const element = holder.current;
    if (!page || !element) return;
    const viewport = page.getViewport({ scale, rotation: rotate });
    const pixels = page.getViewport({ scale: scale * pixelRatio, rotation: rotate });
    const canvas = pageCanvases.take(Math.floor(pixels.width), Math.floor(pixels.height));
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    canvas.style.visibility = 'hidden';
    element.prepend(canvas);
    const canvasContext = canvas.getContext('2d', { alpha: false });
    if (!canvasContext) {
      // Never for the pool's own canvases (2D from the start); handed back all the same.
      canvas.remove();
      pageCanvases.give(canvas);
      return;
    }
    // pdf.js keeps a page's drawing state until cleanup; react-pdf empties it before each drawing too.
    page.cleanup();
    const task = page.render({
      canvas,
      canvasContext,
      viewport: pixels,
      annotationMode: pdfjs.AnnotationMode.ENABLE,
    });
    task.promise.then(
      () => {
        canvas.style.visibility = '';
        callbacks.current?.onRenderSuccess?.(makePageCallback(page, scale));
      },
      (error: unknown) => {
        if (error instanceof pdfjs.RenderingCancelledException) return;
        callbacks.current?.onRenderError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      // Stops pdf.js drawing into it before the next page may take it.
      task.cancel();
      canvas.remove();
      pageCanvases.give(canvas);
    };
  }, [page, scale, rotate, pixelRatio]);

  return (
    <div ref={holder}>
      {context?.renderTextLayer ? (
        <div className="sr-only">
          <StructTree />
        </div>
      ) : null}
    </div>
  );
}
