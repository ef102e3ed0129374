import { useLayoutEffect, useState } from 'react';

/** The site header's height when nothing is above it (Tailwind's top-16). */
const HEADER_HEIGHT = 64;

/**
 * Where the site's header ends, in pixels from the top of the viewport: the reader, which is fixed to
 * the viewport, starts there. Usually the header's own height; more while a strip is shown above the
 * header ("You're offline", "A new version is ready"), which would otherwise cover the reader's toolbar.
 */
export function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(HEADER_HEIGHT);
  useLayoutEffect(() => {
    // The navbar's, the first header of the page (no attribute for it: the landing page's budget).
    const header = document.querySelector('header');
    if (header === null) return;
    const update = () => setBottom(Math.max(0, Math.round(header.getBoundingClientRect().bottom)));
    update();
    // A strip appearing above the header moves it without resizing it, but makes the page taller; the
    // page behind the reader does not scroll (the viewer page holds it still).
    const observer = new ResizeObserver(update);
    observer.observe(header);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return bottom;
}
