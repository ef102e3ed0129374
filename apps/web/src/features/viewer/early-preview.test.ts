import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { MemoryStorage } from '../../lib/testing/memory-storage';
import {
  EARLY_PDF_WORKER_GLOBAL,
  EARLY_PREVIEW_GLOBAL,
  EARLY_PREVIEW_ID,
  takeEarlyPdfWorker,
  takeEarlyPreview,
} from './early-preview-handoff';
import { REMEMBERED_PAGES_KEY } from './remembered-page';
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
/** pdf.js's worker file as the server names it on this page (spa.ts). */
let pdfWorkerMeta: string | undefined;
/** The workers the script started. */
let workers: FakeWorker[];

/** A stand-in for the browser's Worker (this tier has none): records its address, its listeners and whether it was stopped. */
class FakeWorker {
  readonly listeners = new Map<string, (() => void)[]>();
  isTerminated = false;
  readonly url: string;
  readonly options: { type?: string };
  constructor(url: string, options: { type?: string }) {
    this.url = url;
    this.options = options;
    workers.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener();
  }
  terminate() {
    this.isTerminated = true;
  }
}

/** The server's list of the app's scripts on this page (spa.ts). */
let deferredScripts: string | undefined;

function fakeDocument() {
  return {
    readyState: 'complete',
    head: { append: (element: { rel?: string; href?: string; type?: string; src?: string }) => added.push(element) },
    querySelector: (selector: string) =>
      selector === 'meta[name="prepshelf-deferred-scripts"]' && deferredScripts !== undefined
        ? { getAttribute: () => deferredScripts }
        : selector === 'meta[name="prepshelf-pdf-worker"]' && pdfWorkerMeta !== undefined
          ? { getAttribute: () => pdfWorkerMeta }
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
  workers = [];
  pdfWorkerMeta = '/assets/pdf.worker.min-e5.mjs';
  vi.stubGlobal('Worker', FakeWorker);
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
  (globalThis as Record<string, unknown>)[EARLY_PDF_WORKER_GLOBAL] = undefined;
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

  it("starts pdf.js's worker beside the app on a device that has read a PDF, and the reader takes it once", async () => {
    storage.setItem(REMEMBERED_PAGES_KEY, JSON.stringify({ userId: 'student-1', pages: [] }));
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    expect(workers[0]?.url).toBe('/assets/pdf.worker.min-e5.mjs');
    expect(workers[0]?.options).toEqual({ type: 'module' });
    const failures: string[] = [];
    const taken = takeEarlyPdfWorker('http://localhost/assets/pdf.worker.min-e5.mjs', () => failures.push('failed'));
    expect(taken).toBe(workers[0]);
    expect(takeEarlyPdfWorker('/assets/pdf.worker.min-e5.mjs', () => undefined)).toBeUndefined();
    // A failure after pdf.js took it reaches the reader.
    workers[0]?.fail();
    expect(failures).toEqual(['failed']);
  });

  it('starts no worker on a first visit, without a session, or without the build naming one', async () => {
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    storage.setItem(REMEMBERED_PAGES_KEY, '{}');
    pdfWorkerMeta = 'https://elsewhere.example/pdf.worker.mjs';
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    pdfWorkerMeta = '/assets/pdf.worker.min-e5.mjs';
    storage.removeItem(STORAGE_KEYS.token);
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    await vi.waitFor(() => expect(added.filter((element) => element.type === 'module')).toHaveLength(3));
    expect(workers).toEqual([]);
  });

  it('stops a worker that failed, or that is not the build’s, instead of handing it over', async () => {
    storage.setItem(REMEMBERED_PAGES_KEY, '{}');
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    workers[0]?.fail();
    expect(takeEarlyPdfWorker('/assets/pdf.worker.min-e5.mjs', () => undefined)).toBeUndefined();
    expect(workers[0]?.isTerminated).toBe(true);
    await loadPageAt(`/pdfviewer?view=${fileA}`);
    await vi.waitFor(() => expect(workers).toHaveLength(2));
    expect(takeEarlyPdfWorker('/assets/pdf.worker.min-other.mjs', () => undefined)).toBeUndefined();
    expect(workers[1]?.isTerminated).toBe(true);
  });
});
