import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { currentLanguage, setLanguage } from '../src/lib/i18n/i18n';
import { server } from './support/server';

/*
 * The component tests render the real screens with the app's real providers. The server is answered at
 * the network edge: MSW's Node interceptors take the screens' fetch and XMLHttpRequest calls and reply
 * with bodies parsed by the contract's own response schemas (support/answers.ts). Faster than starting
 * the server app and its database for each file, and the screens' code runs unchanged; what the server
 * does with a request is the server's integration tests' business. A request no test answers fails the
 * test (the screen itself sees a network error), so no screen talks to something unseen.
 */
// findBy*/waitFor wait for what the screen shows, not for a time: a generous bound keeps a busy 2-core
// machine (CI runs the tiers side by side) from failing a screen that is merely slow.
configure({ asyncUtilTimeout: 10_000 });

const unanswered: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledFrame: async ({ frame, defaults }) => {
      unanswered.push(await frame.getUnhandledMessage());
      defaults.error();
    },
  }),
);
afterEach(async () => {
  cleanup();
  // Logged out before English comes back, so the switch back is saved on no account.
  localStorage.clear();
  if (currentLanguage() !== 'en') await setLanguage('en', { remember: false });
  server.resetHandlers();
  const messages = unanswered.splice(0);
  if (messages.length > 0) throw new Error(`Requests no test answered:\n${messages.join('\n')}`);
});
afterAll(() => server.close());

// jsdom has no matchMedia: answer "no match", as a light-themed browser without reduced motion does.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// jsdom lays nothing out, so it has no ResizeObserver (Radix's switch measures itself with one): an
// observer that never reports a size is all a layout-free DOM could give.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Nor does it scroll: its scrollTo only reports "not implemented". There is nothing to scroll to.
window.scrollTo = () => undefined;
