import type { Opener } from './screen-focus';

/*
 * Where the focus goes after a navigation (issue 13; see screen-focus.ts): back to the control that
 * opened the screen being left, else the new screen's heading. Loaded with the first navigation.
 */

function findOpener(opener: Opener): HTMLElement | null {
  const candidates = document.querySelectorAll<HTMLElement>(opener.tag === 'a' ? 'a[href]' : 'button');
  for (const element of candidates) {
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    if (element.getAttribute('href') === opener.href && label === opener.label) return element;
  }
  return null;
}

/** The new screen's main heading (inside <main> when there is one), not a placeholder's. */
function findScreenHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  return heading && !heading.closest('[data-screen-placeholder]') ? heading : null;
}

/**
 * Focuses the new screen's heading, made focusable by script only. While the screen's code is still
 * arriving (the placeholder of a first visit to the data screens) it looks again a little later, but
 * never takes the focus from something the user has moved to meanwhile.
 */
function focusScreenHeading(isCancelled: () => boolean): void {
  const focusedAtStart = document.activeElement;
  const attempt = (triesLeft: number) => {
    if (isCancelled()) return;
    const active = document.activeElement;
    const hasUserMoved = active !== focusedAtStart && active !== document.body && active !== null;
    if (hasUserMoved && !active.closest('[data-screen-placeholder]')) return;
    const heading = findScreenHeading();
    if (!heading) {
      if (triesLeft > 0) setTimeout(() => attempt(triesLeft - 1), 100);
      return;
    }
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  };
  attempt(40);
}

/** After a change of screen: the opener's new element when going Back to it, else the new heading. */
export function moveScreenFocus(opener: Opener | undefined, isCancelled: () => boolean): void {
  const element = opener ? findOpener(opener) : null;
  if (element) {
    element.focus({ preventScroll: true });
    return;
  }
  focusScreenHeading(isCancelled);
}
