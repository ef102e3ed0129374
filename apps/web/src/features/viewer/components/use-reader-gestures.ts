import { useEffect, useState, type RefObject } from 'react';
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { ZOOM_MAX, ZOOM_MIN } from '../viewer-params';

/** How far the column moves before the chrome hides or comes back, in CSS pixels. */
const SCROLL_SLACK = 16;
const PHONE = '(max-width: 639px)';

/** Listens on `target` until the returned function is called. */
function listen(target: EventTarget, listeners: Record<string, (event: never) => void>, passive = true) {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener, { passive });
  return () => entries.forEach(([type, listener]) => target.removeEventListener(type, listener));
}

/**
 * Pinch-zoom on a touch screen, with pdf.js's `updateScale` around the point between the fingers: the
 * page grows under them, and pdf.js draws it again once the fingers rest. `onEnd` gets the new zoom
 * (a share of `fitScale`).
 */
export function usePinchZoom(
  containerRef: RefObject<HTMLDivElement | null>,
  viewer: PDFViewer | undefined,
  fitScale: (viewer: PDFViewer) => number,
  onEnd: (zoom: number) => void,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !viewer) return;
    let start: { distance: number; scale: number } | undefined;
    const distanceOf = ([a, b]: [Touch, Touch]) =>
      Math.max(Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY), 1);
    const fingers = (event: TouchEvent) => [...event.touches] as [Touch, Touch];
    const onStart = (event: TouchEvent) => {
      if (event.touches.length === 2) start = { distance: distanceOf(fingers(event)), scale: viewer.currentScale };
    };
    function onMove(event: TouchEvent) {
      if (start === undefined || event.touches.length !== 2) return;
      // The browser's own zoom of the whole page (header and toolbar too) gives way to the pages'.
      event.preventDefault();
      const [a, b] = fingers(event);
      const fit = fitScale(viewer!);
      const wanted = (start.scale * distanceOf([a, b])) / start.distance;
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
    function onFinish(event: TouchEvent) {
      if (start === undefined || event.touches.length >= 2) return;
      start = undefined;
      onEnd(viewer!.currentScale / fitScale(viewer!));
    }
    const stopMove = listen(container, { touchmove: onMove }, false);
    const stop = listen(container, { touchstart: onStart, touchend: onFinish, touchcancel: onFinish });
    return () => {
      stopMove();
      stop();
    };
  }, [containerRef, viewer, fitScale, onEnd]);
}

/**
 * Full-screen reading on a phone: scrolling down hides the navigation and the toolbar's second row;
 * scrolling up or a tap on the pages brings them back.
 */
export function useImmersive(containerRef: RefObject<HTMLDivElement | null>, isReady: boolean): boolean {
  const [isImmersive, setImmersive] = useState(false);
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !isReady) return;
    const phone = window.matchMedia(PHONE);
    let last = container.scrollTop;
    let fingers = 0;
    const onTouch = (event: TouchEvent) => (fingers = event.touches.length);
    function onScroll() {
      const top = container!.scrollTop;
      // A pinch moves the column too: that is no reading gesture.
      if (fingers >= 2) last = top;
      if (Math.abs(top - last) < SCROLL_SLACK) return;
      setImmersive(phone.matches && top > last);
      last = top;
    }
    function onTap(event: MouseEvent) {
      const isLink = event.target instanceof Element && event.target.closest('a') !== null;
      if (!isLink && (window.getSelection()?.isCollapsed ?? true)) setImmersive(false);
    }
    const stopColumn = listen(container, {
      scroll: onScroll,
      click: onTap,
      touchstart: onTouch,
      touchend: onTouch,
      touchcancel: onTouch,
    });
    const stopPhone = listen(phone, { change: () => !phone.matches && setImmersive(false) });
    return () => {
      stopColumn();
      stopPhone();
    };
  }, [containerRef, isReady]);
  return isImmersive;
}
