import { useEffect, useState, type RefObject } from 'react';
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';

/** How far the column moves before the chrome hides or comes back, in CSS pixels. */
const SCROLL_SLACK = 16;
const PHONE = '(max-width: 639px)';

/**
 * Pinch-zoom on a touch screen, with pdf.js's `updateScale` around the point between the fingers: the
 * page grows under them, and pdf.js draws it again once the fingers rest. `onEnd` gets the new scale.
 */
export function usePinchZoom(
  containerRef: RefObject<HTMLDivElement | null>,
  viewer: PDFViewer | undefined,
  limits: () => { min: number; max: number },
  onEnd: (scale: number) => void,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !viewer) return;
    let start: { distance: number; scale: number } | undefined;
    const distanceOf = (touches: TouchList) =>
      Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
    function onStart(event: TouchEvent) {
      if (event.touches.length !== 2) return;
      start = { distance: Math.max(distanceOf(event.touches), 1), scale: viewer!.currentScale };
    }
    function onMove(event: TouchEvent) {
      if (start === undefined || event.touches.length !== 2) return;
      // The browser's own zoom of the whole page (header and toolbar too) gives way to the pages'.
      event.preventDefault();
      const { min, max } = limits();
      const wanted = Math.min(Math.max((start.scale * distanceOf(event.touches)) / start.distance, min), max);
      const factor = wanted / viewer!.currentScale;
      if (Math.abs(factor - 1) < 0.02) return;
      const [a, b] = [event.touches[0]!, event.touches[1]!];
      // pdf.js takes the container's offsetTop/offsetLeft for its place on the screen (true in its own
      // app); ours sits under the toolbar, so the point is given in those terms.
      const box = container!.getBoundingClientRect();
      viewer!.updateScale({
        scaleFactor: factor,
        origin: [
          (a.clientX + b.clientX) / 2 - box.left + container!.offsetLeft,
          (a.clientY + b.clientY) / 2 - box.top + container!.offsetTop,
        ],
        drawingDelay: 400,
      });
    }
    function onFinish(event: TouchEvent) {
      if (start === undefined || event.touches.length >= 2) return;
      start = undefined;
      onEnd(viewer!.currentScale);
    }
    container.addEventListener('touchstart', onStart, { passive: true });
    container.addEventListener('touchmove', onMove, { passive: false });
    container.addEventListener('touchend', onFinish, { passive: true });
    container.addEventListener('touchcancel', onFinish, { passive: true });
    return () => {
      container.removeEventListener('touchstart', onStart);
      container.removeEventListener('touchmove', onMove);
      container.removeEventListener('touchend', onFinish);
      container.removeEventListener('touchcancel', onFinish);
    };
  }, [containerRef, viewer, limits, onEnd]);
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
    const onTouch = (event: TouchEvent) => {
      fingers = event.touches.length;
    };
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
    const onChange = () => !phone.matches && setImmersive(false);
    container.addEventListener('scroll', onScroll, { passive: true });
    container.addEventListener('click', onTap);
    for (const type of ['touchstart', 'touchend', 'touchcancel'] as const) {
      container.addEventListener(type, onTouch, { passive: true });
    }
    phone.addEventListener('change', onChange);
    return () => {
      container.removeEventListener('scroll', onScroll);
      container.removeEventListener('click', onTap);
      for (const type of ['touchstart', 'touchend', 'touchcancel'] as const)
        container.removeEventListener(type, onTouch);
      phone.removeEventListener('change', onChange);
    };
  }, [containerRef, isReady]);
  return isImmersive;
}
