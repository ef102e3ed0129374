import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { i18n, withBundles } from '../lib/i18n/i18n';
import { useLanguage } from '../lib/i18n/use-t';
import type { Opener } from './screen-focus-move';

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

/**
 * Titles and focus across navigations. Every screen gets its document title. After a
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
  const language = useLanguage();

  useEffect(() => {
    // The titles table is a chunk of its own with the `app` catalog (its texts), not fetched for the
    // landing page (its title is the name); the title follows a switch of language too.
    if (location.pathname === '/') {
      document.title = 'PrepShelf';
      return;
    }
    let isCurrent = true;
    void withBundles(() => import('./screen-titles'), ['app']).then(
      ({ screenTitle }) => {
        if (isCurrent) document.title = screenTitle(location.pathname, (id) => i18n._(id));
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [location.pathname, language]);

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
    // The focus moving code arrives with the first navigation, not with the landing page (its budget);
    // what has the focus now tells whether the user moves it before that code does.
    const focusedAtNavigation = document.activeElement;
    let isCancelled = false;
    void import('./screen-focus-move').then(
      ({ moveScreenFocus }) => {
        if (!isCancelled) moveScreenFocus(opener, () => isCancelled, focusedAtNavigation);
      },
      () => undefined,
    );
    return () => {
      isCancelled = true;
    };
  }, [location.key, location.pathname, location.hash, navigationType]);
}
