import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { MemoryStorage } from '../../lib/testing/memory-storage';
import { EARLY_PREVIEW_GLOBAL, EARLY_PREVIEW_ID, takeEarlyPreview } from './early-preview-handoff';
import { parseViewParam } from './viewer-params';

const fileA = 'a'.repeat(64);

let storage: MemoryStorage;
let fetched: { url: string; init: RequestInit }[];
/** What the script put on the page (a stand-in for the browser's document: this tier has no DOM). */
let shown: { id: string; src: string; testid: string | undefined; style: string }[];
/** What the script added to the head: the app's scripts, which the server left to it on this page. */
let added: { rel?: string; href?: string; type?: string; src?: string }[];
/** The ids of what the script took off the page again. */
let removed: string[];
/** The server's list of the app's scripts on this page (spa.ts). */
let deferredScripts: string | undefined;

function fakeDocument() {
  return {
    readyState: 'complete',
    head: { append: (element: { rel?: string; href?: string; type?: string; src?: string }) => added.push(element) },
    querySelector: (selector: string) =>
      selector === 'meta[name="prepshelf-deferred-scripts"]' && deferredScripts !== undefined
        ? { getAttribute: () => deferredScripts }
        : null,
    body: {
      append: (element: { id: string; src: string; dataset: { testid?: string }; style: { cssText: string } }) =>
        shown.push({ id: element.id, src: element.src, testid: element.dataset.testid, style: element.style.cssText }),
    },
    documentElement: { clientWidth: 390 },
    getElementById: (id: string) => (shown.some((element) => element.id === id) ? {} : null),
    createElement: (tag: string) => ({
      tag,
      id: '',
      src: '',
      alt: '',
      dataset: {},
      style: { cssText: '' },
      isConnected: true,
      remove() {
        this.isConnected = false;
        removed.push(this.id);
      },
      setAttribute: () => undefined,
      addEventListener: () => undefined,
    }),
    addEventListener: () => undefined,
  };
}

/** Runs the early script as a page at `address` would (it runs once per load, on import). */
async function loadPageAt(address: string): Promise<void> {
  vi.stubGlobal('location', new URL(address, 'http://localhost'));
  vi.resetModules();
  await import('./early-preview');
}

beforeEach(() => {
  storage = new MemoryStorage();
  fetched = [];
  shown = [];
  added = [];
  removed = [];
  deferredScripts = '/assets/index-a1.js /assets/vendor-b2.js /assets/pdf-viewer-page-c3.js';
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', fakeDocument());
  vi.stubGlobal('innerWidth', 390);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    fetched.push({ url, init });
    return Promise.resolve(new Response('image'));
  });
  storage.setItem(STORAGE_KEYS.token, 'session-token');
});

afterEach(async () => {
  // Leaving the reader's address takes down what a test put up (and stops its watch).
  vi.stubGlobal('location', new URL('/elsewhere', 'http://localhost'));
  await new Promise((resolve) => setTimeout(resolve, 250));
  (globalThis as Record<string, unknown>)[EARLY_PREVIEW_GLOBAL] = undefined;
  vi.unstubAllGlobals();
});

describe("the reader's early preview request (a direct link, before the app runs)", () => {
  it('asks for the first-page image with the stored session and shows it before the app', async () => {
    await loadPageAt(`/pdfviewer?view=${fileA}&page=3`);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.url).toBe(`/api/files/${fileA}/preview`);
    expect(fetched[0]?.init.headers).toEqual({ [AUTH_HEADER]: 'session-token' });
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]?.id).toBe(EARLY_PREVIEW_ID);
    expect(shown[0]?.src).toMatch(/^blob:/);
    // Where the viewer's loading screen puts it on a 390 px phone: below the navbar, its bar and a line.
    expect(shown[0]?.style).toContain('top:156px');
    expect(shown[0]?.style).toContain('width:390px');
  });

  it('takes the image off the page when the app shows another address', async () => {
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(removed).toEqual([]);
    vi.stubGlobal('location', new URL('/login', 'http://localhost'));
    await vi.waitFor(() => expect(removed).toEqual([EARLY_PREVIEW_ID]));
  });

  it('hands the image to the viewer once, and then shows nothing itself', async () => {
    // The app's code arrives before the image.
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    const early = takeEarlyPreview(fileA);
    answer(new Response('image'));
    expect(await (await early?.image)?.text()).toBe('image');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown).toEqual([]);
    // Taken once: a later reader of the file asks for itself.
    expect(takeEarlyPreview(fileA)).toBeUndefined();
  });

  it('starts the app once the image is in, not before', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    expect(added).toEqual([]);
    answer(new Response('image'));
    await vi.waitFor(() => expect(added).toHaveLength(3));
    expect(added.map(({ rel, type, src }) => rel ?? `${type} ${src}`).join(' | ')).toBe(
      'modulepreload | modulepreload | module /assets/index-a1.js',
    );
    expect(added.slice(0, 2).map((link) => link.href)).toEqual([
      '/assets/vendor-b2.js',
      '/assets/pdf-viewer-page-c3.js',
    ]);
    // Before the app: the image was put on the page first.
    expect(shown).toHaveLength(1);
  });

  it('starts the app after 2 s when the image is slower', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
      await loadPageAt(`/pdfviewer?view=${fileA}`);
      vi.advanceTimersByTime(1999);
      expect(added).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added.at(-1)?.src).toBe('/assets/index-a1.js');
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the app at once when there is no image to ask for, and only built scripts', async () => {
    storage.removeItem(STORAGE_KEYS.token);
    deferredScripts = '/assets/index-a1.js https://elsewhere.example/x.js /assets/"onload=x.js /assets/ok-d4.js';
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    expect(added.map((element) => element.href ?? element.src)).toEqual(['/assets/ok-d4.js', '/assets/index-a1.js']);
  });

  it('shows nothing when the server has no image to give', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 404 })));
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    expect(await takeEarlyPreview(fileA)?.image).toBeNull();
    expect(shown).toEqual([]);
  });

  it('is not for another file than the one asked', async () => {
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    expect(takeEarlyPreview('b'.repeat(64))).toBeUndefined();
    expect(takeEarlyPreview(fileA)).toBeUndefined();
  });

  it('reads the view parameter as the viewer does', async () => {
    const views = [
      fileA,
      fileA.toUpperCase(),
      `/api/files/${fileA}`,
      encodeURIComponent(`http://localhost/api/files/${fileA}?x=1`),
      ` ${fileA} `,
      'abc',
      `${fileA}x`,
      '%E0%A4%A',
      '',
    ];
    for (const view of views) {
      fetched = [];
      await loadPageAt(`/pdfviewer?view=${encodeURIComponent(view)}`);
      const expected = parseViewParam(new URLSearchParams(`view=${encodeURIComponent(view)}`).get('view'));
      expect(
        fetched.map((request) => request.url),
        view,
      ).toEqual(expected === undefined ? [] : [`/api/files/${expected}/preview`]);
      (globalThis as Record<string, unknown>)[EARLY_PREVIEW_GLOBAL] = undefined;
    }
  });

  it('asks nothing without a session or away from the reader', async () => {
    await loadPageAt(`/notes?view=${fileA}`);
    await loadPageAt(`/pdfviewer/extra?view=${fileA}`);
    storage.removeItem(STORAGE_KEYS.token);
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    expect(fetched).toEqual([]);
    expect(takeEarlyPreview(fileA)).toBeUndefined();
  });
});
