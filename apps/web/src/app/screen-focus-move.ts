/*
 * Where the focus goes after a navigation (see screen-focus.ts): back to the control that opened the
 * screen being left, else the new screen's heading. Loaded with the first navigation.
 */

/** What was clicked to leave a screen, so Back can give it the focus again (its element is new by then). */
export interface Opener {
  tag: 'a' | 'button';
  href: string | null;
  label: string;
}

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
 * Whether the user has put the focus somewhere since the navigation (a field, a button): then the
 * focus stays there. The element focused at the navigation itself (the link that was followed), the
 * page body (where the focus falls when that link goes) and a placeholder's elements do not count.
 */
function hasUserMovedFocus(focusedAtNavigation: Element | null): boolean {
  const active = document.activeElement;
  if (active === null || active === focusedAtNavigation || active === document.body) return false;
  return !active.closest('[data-screen-placeholder]');
}

/**
 * Focuses the new screen's heading, made focusable by script only. While the screen's code is still
 * arriving (the placeholder of a first visit to the data screens) it looks again a little later, but
 * never takes the focus from something the user has moved to since the navigation.
 */
function focusScreenHeading(isCancelled: () => boolean, focusedAtNavigation: Element | null): void {
  const attempt = (triesLeft: number) => {
    if (isCancelled() || hasUserMovedFocus(focusedAtNavigation)) return;
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

/**
 * After a change of screen: the opener's new element when going Back to it, else the new heading;
 * nothing when the user has already moved the focus since the navigation (`focusedAtNavigation` is
 * what had it then: this code arrives with the first navigation, and on a slow phone the user may have
 * typed into the new screen by the time it has).
 */
export function moveScreenFocus(
  opener: Opener | undefined,
  isCancelled: () => boolean,
  focusedAtNavigation: Element | null,
): void {
  if (hasUserMovedFocus(focusedAtNavigation)) return;
  const element = opener ? findOpener(opener) : null;
  if (element) {
    element.focus({ preventScroll: true });
    return;
  }
  focusScreenHeading(isCancelled, focusedAtNavigation);
}
