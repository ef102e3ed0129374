import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** What was clicked to leave a screen, so Back can give it the focus again (its element is new by then). */
interface Opener {
  tag: 'a' | 'button';
  href: string | null;
  label: string;
}

function describeOpener(target: EventTarget | null): Opener | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest('a[href], button');
  if (!element) return null;
  return {
    tag: element.tagName === 'A' ? 'a' : 'button',
    href: element.getAttribute('href'),
    label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
  };
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

/**
 * Titles and focus across navigations (issue 13). Every screen gets its document title. After a
 * navigation to another screen the focus moves to that screen's heading, so keyboard and screen-reader
 * users start at the new content instead of on the page body; going Back gives the focus to the control
 * that opened the screen being left (a card's View Notes link after the reader's Close). A first load
 * keeps the browser's own focus, and changes of the query only (stream, sort, page) move nothing.
 */
export function useScreenTitleAndFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const openers = useRef(new Map<string, Opener>());
  const lastActivated = useRef<{ key: string; opener: Opener } | null>(null);
  const current = useRef({ key: location.key, pathname: location.pathname });
  const isFirstScreen = useRef(true);

  useEffect(() => {
    // The titles table is a chunk of its own, not fetched for the landing page (its title is the name).
    if (location.pathname === '/') {
      document.title = 'PrepShelf';
      return;
    }
    let isCurrent = true;
    void import('./screen-titles').then(
      ({ screenTitle }) => {
        if (isCurrent) document.title = screenTitle(location.pathname);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [location.pathname]);

  // Remember the control activated on each location (a click, or Enter/Space on it).
  useEffect(() => {
    const remember = (event: Event) => {
      const opener = describeOpener(event.target);
      if (opener) lastActivated.current = { key: current.current.key, opener };
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);

  useEffect(() => {
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    if (lastActivated.current?.key === previous.key) openers.current.set(previous.key, lastActivated.current.opener);
    if (isFirstScreen.current) {
      isFirstScreen.current = false;
      return;
    }
    // Only a change of screen moves the focus, not a change of the query on the same screen.
    if (location.pathname === previous.pathname || location.hash !== '') return;
    const opener = navigationType === NavigationType.Pop ? openers.current.get(location.key) : undefined;
    const element = opener ? findOpener(opener) : null;
    if (element) {
      element.focus({ preventScroll: true });
      return;
    }
    let isCancelled = false;
    focusScreenHeading(() => isCancelled);
    return () => {
      isCancelled = true;
    };
  }, [location.key, location.pathname, location.hash, navigationType]);
}
