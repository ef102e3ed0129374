import { useEffect, useState, type RefObject } from 'react';
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { ZOOM_MAX, ZOOM_MIN } from '../viewer-params';
import { fitScaleOf } from './use-pdf-viewer';

/** How far the column moves before the chrome hides or comes back, in CSS pixels. */
const SCROLL_SLACK = 16;

/**
 * The gestures on the pages' column (`containerRef`), once pdf.js's `viewer` is there:
 * - pinch-zoom on a touch screen, with pdf.js's `updateScale` around the point between the fingers: the
 *   page grows under them, and pdf.js draws it again once the fingers rest; `onZoom` gets the new zoom
 *   (a share of `fitScaleOf`);
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
    let pinch: { distance: number; scale: number } | undefined;
    let last = container.scrollTop;
    const fingers = (event: TouchEvent) => [...event.touches] as [Touch, Touch];
    const distanceOf = ([a, b]: [Touch, Touch]) =>
      Math.max(Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY), 1);

    function onTouchStart(event: TouchEvent) {
      if (event.touches.length === 2) pinch = { distance: distanceOf(fingers(event)), scale: viewer!.currentScale };
    }
    function onTouchMove(event: TouchEvent) {
      if (pinch === undefined || event.touches.length !== 2) return;
      // The browser's own zoom of the whole page (header and toolbar too) gives way to the pages'.
      event.preventDefault();
      const [a, b] = fingers(event);
      const fit = fitScaleOf(viewer!);
      const wanted = (pinch.scale * distanceOf([a, b])) / pinch.distance;
      const factor = Math.min(Math.max(wanted, fit * ZOOM_MIN), fit * ZOOM_MAX) / viewer!.currentScale;
      if (Math.abs(factor - 1) < 0.02) return;
      // pdf.js takes the container's offsetTop/offsetLeft for its place on the screen (true in its own
      // app); ours sits under the toolbar, so the point is given in those terms.
      const box = container!.getBoundingClientRect();
      const origin = [
        (a.clientX + b.clientX) / 2 - box.left + container!.offsetLeft,
        (a.clientY + b.clientY) / 2 - box.top + container!.offsetTop,
      ];
      viewer!.updateScale({ scaleFactor: factor, origin, drawingDelay: 400 });
    }
    function onTouchEnd(event: TouchEvent) {
      if (pinch === undefined || event.touches.length >= 2) return;
      pinch = undefined;
      onZoom(viewer!.currentScale / fitScaleOf(viewer!));
    }
    function onScroll() {
      const top = container!.scrollTop;
      // A pinch moves the column too: that is no reading gesture.
      if (pinch) last = top;
      if (Math.abs(top - last) < SCROLL_SLACK) return;
      setImmersive(phone.matches && top > last);
      last = top;
    }
    function onTap(event: MouseEvent) {
      const isLink = event.target instanceof Element && event.target.closest('a') !== null;
      if (!isLink && (window.getSelection()?.isCollapsed ?? true)) setImmersive(false);
    }

    const listening = new AbortController();
    const options = { passive: true, signal: listening.signal };
    container.addEventListener('touchstart', onTouchStart, options);
    container.addEventListener('touchmove', onTouchMove, { ...options, passive: false });
    container.addEventListener('touchend', onTouchEnd, options);
    container.addEventListener('touchcancel', onTouchEnd, options);
    container.addEventListener('scroll', onScroll, options);
    container.addEventListener('click', onTap, options);
    phone.addEventListener('change', () => !phone.matches && setImmersive(false), options);
    return () => listening.abort();
  }, [containerRef, viewer, onZoom]);
  return isImmersive;
}
