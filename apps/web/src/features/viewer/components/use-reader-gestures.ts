import { useEffect, useState, type RefObject } from 'react';
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { pdfjsLib } from '../pdfjs';
import { ZOOM_MAX, ZOOM_MIN } from '../viewer-params';
import { fitScaleOf } from './use-pdf-viewer';

/** How far the column moves before the chrome hides or comes back, in CSS pixels. */
const SCROLL_SLACK = 16;

/**
 * The gestures on the pages' column (`containerRef`), once pdf.js's `viewer` is there:
 * - pinch-zoom on a touch screen (pdf.js's `TouchManager`), with pdf.js's `updateScale` around the point
 *   between the fingers: the page grows under them, and pdf.js draws it again once the fingers rest;
 *   `onZoom` gets the new zoom (a share of `fitScaleOf`);
 * - full-screen reading on a phone: scrolling down hides the navigation and the toolbar's second row;
 *   scrolling up or a tap on the pages brings them back. Returns whether they are hidden.
 */
export function useReaderGestures(
  containerRef: RefObject<HTMLDivElement | null>,
  viewer: PDFViewer | undefined,
  onZoom: (zoom: number) => void,
): boolean {
  const [isImmersive, setImmersive] = useState(false);
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !viewer) return;
    const phone = window.matchMedia('(max-width: 639px)'); // below Tailwind's `sm`
    const listening = new AbortController();
    let isPinching = false;
    let last = container.scrollTop;
    // pdf.js's own pinch recogniser (its viewer app's): a small spread of the fingers is a pan, not a zoom.
    new pdfjsLib.TouchManager({
      container,
      signal: listening.signal,
      onPinchStart: () => (isPinching = true),
      onPinching: ([x, y]: [number, number], previous: number, distance: number) => {
        const fit = fitScaleOf(viewer);
        const scale = pdfjsLib.MathClamp((viewer.currentScale * distance) / previous, fit * ZOOM_MIN, fit * ZOOM_MAX);
        // pdf.js takes the container's offsetTop/offsetLeft for its place on the screen (true in its own
        // app); ours sits under the toolbar, so the point is given in those terms.
        const box = container.getBoundingClientRect();
        const origin = [x - box.left + container.offsetLeft, y - box.top + container.offsetTop];
        viewer.updateScale({ scaleFactor: scale / viewer.currentScale, origin, drawingDelay: 400 });
      },
      onPinchEnd: () => {
        isPinching = false;
        onZoom(viewer.currentScale / fitScaleOf(viewer));
      },
    });
    function onScroll() {
      const top = container!.scrollTop;
      // A pinch moves the column too: that is no reading gesture.
      if (isPinching) last = top;
      if (Math.abs(top - last) < SCROLL_SLACK) return;
      setImmersive(phone.matches && top > last);
      last = top;
    }
    function onTap(event: MouseEvent) {
      const isLink = event.target instanceof Element && event.target.closest('a') !== null;
      if (!isLink && (window.getSelection()?.isCollapsed ?? true)) setImmersive(false);
    }

    const options = { passive: true, signal: listening.signal };
    container.addEventListener('scroll', onScroll, options);
    container.addEventListener('click', onTap, options);
    phone.addEventListener('change', () => !phone.matches && setImmersive(false), options);
    return () => listening.abort();
  }, [containerRef, viewer, onZoom]);
  return isImmersive;
}
