import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { chromium, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { actAsStudent, createStudent, uniqueLabel } from '../fixtures/content';
import { addPdfAsNote, makeLargePdf } from '../fixtures/large-pdf';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../support/chromium.mjs';

/*
 * The reader on the phone profile: Chrome DevTools' 400 kbit/s down and up, 400 ms round
 * trip, CPU 4× slower, a 390×844 viewport (device scale 3, touch), with a real 50-page ~1.7 MB PDF
 * uploaded through the API. Prints the figures (nothing is asserted); docs/benchmarks.md keeps them.
 * Run: `npm run build -w @prepshelf/web && cd e2e && E2E_PORT=3110 npx playwright test -c perf/playwright.perf.config.ts`
 */

const BYTES_PER_SECOND = 400_000 / 8;
const SLOW = 180_000;

const figures: Record<string, string> = {};
function record(name: string, value: string) {
  figures[name] = value;
  console.log(`${name}: ${value}`);
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const slowLink = {
    offline: false,
    latency: 400,
    downloadThroughput: BYTES_PER_SECOND,
    uploadThroughput: BYTES_PER_SECOND,
  };
  await cdp.send('Network.emulateNetworkConditions', slowLink);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let transferred = 0;
  const urls = new Map<string, string>();
  const byUrl = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
    urls.set(event.requestId, new URL(event.request.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    transferred += event.encodedDataLength;
    const url = urls.get(event.requestId) ?? '?';
    byUrl.set(url, (byUrl.get(url) ?? 0) + event.encodedDataLength);
  });
  return {
    /** Lifts the slow link (the CPU stays 4× slower) or puts it back. */
    setSlowLink: (isSlow: boolean) =>
      cdp.send(
        'Network.emulateNetworkConditions',
        isSlow ? slowLink : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
      ),
    transferred: () => transferred,
    /** The addresses that moved the most bytes since the last reset. */
    largest: () =>
      [...byUrl.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([url, bytes]) => `${url.replace(/[0-9a-f]{64}/, '{id}')} ${kilobytes(bytes)}`)
        .join(', '),
    reset: () => {
      transferred = 0;
      byUrl.clear();
    },
  };
}

/** performance.now() when the selector's element exists (checked every frame). */
async function timeWhen(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector(wanted);
      if (!element) return false;
      if (element instanceof HTMLImageElement && !(element.complete && element.naturalWidth > 0)) return false;
      return performance.now();
    },
    selector,
    { polling: 'raf', timeout: SLOW },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * READER_BASELINE=1 measures a build of the older reader (one page at a time, whole-file download, no
 * preview) with the same steps, for a comparison taken in the same machine state.
 */
const isBaseline = process.env.READER_BASELINE === '1';
const PREVIEW = '[data-testid="pdf-preview"]';
/** The first-page image, from whichever shows it first: a direct link's early script, or the viewer. */
const FIRST_IMAGE = '[data-testid="pdf-preview-early"], [data-testid="pdf-preview"]';
const PAGE_ONE = isBaseline ? '.textLayer span' : '.page[data-page-number="1"][data-painted="true"] .textLayer span';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

interface RendererMemory {
  /** Proportional set size of every renderer process (shared libraries shared out), MB. */
  pss: number;
  /** Private memory (Private_Clean + Private_Dirty) of the largest renderer: the tab's own, MB. */
  tab: number;
  /**
   * The same renderer's memory footprint as Chrome itself counts it on Linux (its task manager's
   * "Memory footprint": RssAnon + VmSwap from /proc/<pid>/status), which leaves out the shared-memory
   * segments (the compositor's tiles) that `tab` counts while only the renderer maps them, MB.
   */
  footprint: number;
  /** That renderer's process id. */
  tabPid: number;
}

/**
 * The browser's renderer processes' memory, from /proc/<pid>/smaps_rollup. The reader's tab is the
 * renderer with the most private memory (its dedicated pdf.js worker runs in the same process); its
 * private memory is close to what Chrome's task manager shows as the tab's memory footprint.
 */
function rendererMemory(browserPid: number): RendererMemory {
  const children = new Map<number, number[]>();
  const commands = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      commands.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {
      // The process ended meanwhile.
    }
  }
  let pss = 0;
  let tab = 0;
  let tabPid = 0;
  const field = (rollup: string, name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (commands.get(child)?.includes('--type=renderer')) {
        try {
          const rollup = readFileSync(`/proc/${child}/smaps_rollup`, 'utf8');
          pss += field(rollup, 'Pss');
          const own = field(rollup, 'Private_Clean') + field(rollup, 'Private_Dirty');
          if (own > tab) [tab, tabPid] = [own, child];
        } catch {
          // Gone.
        }
      }
      walk(child);
    }
  };
  walk(browserPid);
  let footprint = 0;
  try {
    const status = readFileSync(`/proc/${tabPid}/status`, 'utf8');
    footprint = field(status, 'RssAnon') + field(status, 'VmSwap');
  } catch {
    // Gone.
  }
  return { pss: pss / 1024, tab: tab / 1024, footprint: footprint / 1024, tabPid };
}

/**
 * The tab's private memory by mapping (MEMORY_DUMP=1), from /proc/<pid>/smaps: what the allocators'
 * own accounts leave out (memory they freed but still hold, shared-memory segments, the heap), MB.
 */
function privateByMapping(pid: number): string {
  const totals = new Map<string, number>();
  let name = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) {
      name =
        (header[1] ?? '')
          .replace(/\(deleted\)$/, '')
          .replace(/[0-9a-f]{8,}|\d+/g, '#')
          .trim() || '[anon]';
      continue;
    }
    const kb = /^Private_(?:Clean|Dirty):\s+(\d+) kB/.exec(line);
    if (kb) totals.set(name, (totals.get(name) ?? 0) + Number(kb[1]));
  }
  return [...totals]
    .filter(([, size]) => size >= 1024)
    .sort((a, b) => b[1] - a[1])
    .map(([mapping, size]) => `${mapping} ${(size / 1024).toFixed(1)}`)
    .join(', ');
}

/**
 * Where the tab's renderer keeps its memory, from Chrome's own memory-infra dump (MEMORY_DUMP=1): the
 * allocators of the renderer with the largest private footprint, in MB, largest first.
 */
async function allocatorBreakdown(deterministic = true): Promise<string> {
  const cdp = await browser.newBrowserCDPSession();
  const done = new Promise<string>((resolve) =>
    cdp.on('Tracing.tracingComplete', (event: { stream?: string }) => resolve(event.stream ?? '')),
  );
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['disabled-by-default-memory-infra'],
      excludedCategories: ['*'],
      // No periodic dumps: only the one asked for below (the protocol types this field loosely).
      memoryDumpConfig: { triggers: [] } as unknown as Record<string, string>,
    },
    transferMode: 'ReturnAsStream',
  });
  await cdp.send('Tracing.requestMemoryDump', { deterministic, levelOfDetail: 'detailed' });
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  await cdp.detach();
  type Allocator = { attrs?: { size?: { value?: string } } };
  type TraceEvent = {
    ph: string;
    pid: number;
    name?: string;
    args?: { name?: string; dumps?: { allocators?: Record<string, Allocator> } };
  };
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const renderers = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'process_name' && event.args?.name === 'Renderer')
      .map((event) => event.pid),
  );
  const mb = (value: string | undefined) => parseInt(value ?? '0', 16) / 1024 / 1024;
  const total = (event: TraceEvent) =>
    Object.entries(event.args?.dumps?.allocators ?? {})
      .filter(([name]) => !name.includes('/'))
      .reduce((sum, [, allocator]) => sum + mb(allocator.attrs?.size?.value), 0);
  const tab = events
    .filter((event) => event.ph === 'v' && renderers.has(event.pid) && event.args?.dumps?.allocators)
    .sort((a, b) => total(b) - total(a))[0];
  if (!tab) return 'no dump';
  const wanted =
    /^(malloc|partition_alloc|v8|blink_gc|skia|cc|gpu|discardable|font_caches|web_cache|canvas|media|blink_objects|shared_memory)(\/(allocated_objects|partitions\/[^/]+|main|workers|isolate_0x[0-9a-f]+|sk_resource_cache|sk_glyph_cache|tile_memory|image_memory|resource_memory))?$/;
  const rows = Object.entries(tab.args?.dumps?.allocators ?? {})
    .filter(([name]) => wanted.test(name))
    .map(([name, allocator]) => [name, mb(allocator.attrs?.size?.value)] as const)
    .filter(([, size]) => size >= 1)
    .sort((a, b) => b[1] - a[1]);
  return `allocators ${total(tab).toFixed(0)} MB in all: ${rows.map(([name, size]) => `${name} ${size.toFixed(1)}`).join(', ')}`;
}

let browser: Browser;
let browserPid: number;
test.beforeAll(async () => {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-quic'],
  });
  browserPid = server.process().pid!;
  browser = await chromium.connect(server.wsEndpoint());
});
test.afterAll(async () => {
  await browser.close();
  console.log(JSON.stringify({ figures, machine: { cpus: cpus().length, loadavg: loadavg(), totalmem: totalmem() } }));
});

/**
 * A new phone-sized context. The test runner's defaults reach contexts of this browser too, so service
 * workers stay blocked (as in the journeys) unless a step asks for them.
 */
async function phoneContext(options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, ...options, baseURL: test.info().project.use.baseURL });
}

test('a 50-page, 1.7 MB PDF on the phone profile: preview, page 1, reopen', async ({ request }) => {
  const title = uniqueLabel('Phone profile note');
  const { bytes } = await makeLargePdf(title, 50);
  record('file size', `${(bytes.length / 1024 / 1024).toFixed(2)} MB (${bytes.length} bytes), 50 pages`);
  const note = await addPdfAsNote(request, title, bytes, { waitForPreview: !isBaseline });
  // A second PDF of the same kind, opened for the first time once the reader's code is cached.
  const secondTitle = uniqueLabel('Phone profile second note');
  const second = await makeLargePdf(secondTitle, 50);
  await addPdfAsNote(request, secondTitle, second.bytes, { waitForPreview: !isBaseline });
  const student = await createStudent(request, 'perf-phone');

  // 1. Cold: a new visitor opens the reader's address directly (nothing cached, app shell included).
  {
    const context = await phoneContext();
    const page = await context.newPage();
    await actAsStudent(page, student);
    const network = await throttle(page);
    await page.goto(`/pdfviewer?view=${note.fileId}`, { waitUntil: 'commit' });
    const firstImage = isBaseline ? Number.NaN : await timeWhen(page, FIRST_IMAGE);
    const preview = isBaseline ? Number.NaN : await timeWhen(page, PREVIEW);
    const pageOne = await timeWhen(page, PAGE_ONE);
    record('cold, direct link: first-page image shown (before the app, or by it)', seconds(firstImage));
    await page.screenshot({ path: test.info().outputPath('phone-reader-cold-preview.png') });
    record('cold, direct link: preview shown by the viewer', seconds(preview));
    record('cold, direct link: page 1 painted by pdf.js', seconds(pageOne));
    record(
      'cold, direct link: bytes transferred until page 1',
      `${kilobytes(network.transferred())} (${network.largest()})`,
    );

    // 2. Reopened: the same address opened again in this tab (HTTP cache warm, the app's memory gone),
    // then reloaded (a reload makes the browser revalidate what it fetched: If-Range for the ranges).
    await page.goto('/about');
    network.reset();
    await page.goto(`/pdfviewer?view=${note.fileId}`, { waitUntil: 'commit' });
    const imageAgain = isBaseline ? Number.NaN : await timeWhen(page, FIRST_IMAGE);
    const reopenedAgain = await timeWhen(page, PAGE_ONE);
    record('reopen (new visit of the address): first-page image shown', seconds(imageAgain));
    record('reopen (new visit of the address): page 1 painted', seconds(reopenedAgain));
    record(
      'reopen (new visit of the address): bytes transferred',
      `${kilobytes(network.transferred())} (${network.largest()})`,
    );
    network.reset();
    await page.reload({ waitUntil: 'commit' });
    const reloadedImage = isBaseline ? Number.NaN : await timeWhen(page, FIRST_IMAGE);
    const reopened = await timeWhen(page, PAGE_ONE);
    record('reopen (reload): first-page image shown', seconds(reloadedImage));
    record('reopen (reload): page 1 painted', seconds(reopened));
    record('reopen (reload): bytes transferred', `${kilobytes(network.transferred())} (${network.largest()})`);
    await page.screenshot({ path: test.info().outputPath('phone-reader.png') });

    await context.close();
  }

  // 3. Reopened once the app is installed: read once (its service worker then holds the app shell, the
  // browser's cache the reader's code and the file's first bytes), then the address is opened again on the
  // slow link. The first visit goes unthrottled, to spare the minute the 3 MB precache takes at 50 KB/s.
  {
    const context = await phoneContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await actAsStudent(page, student);
    const network = await throttle(page);
    await network.setSlowLink(false);
    await page.goto(`/pdfviewer?view=${note.fileId}`);
    await timeWhen(page, PAGE_ONE);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SLOW });
    await page.goto('/about');
    await network.setSlowLink(true);
    network.reset();
    await page.goto(`/pdfviewer?view=${note.fileId}`, { waitUntil: 'commit' });
    const installedImage = isBaseline ? Number.NaN : await timeWhen(page, FIRST_IMAGE);
    const installed = await timeWhen(page, PAGE_ONE);
    record('reopen, app installed (service worker): first-page image shown', seconds(installedImage));
    record('reopen, app installed (service worker): page 1 painted', seconds(installed));
    record(
      'reopen, app installed (service worker): the page the worker answered',
      (await page.locator('meta[name="prepshelf-deferred-scripts"]').count()) > 0 ? "the reader's own" : 'index.html',
    );
    record(
      'reopen, app installed (service worker): bytes transferred',
      `${kilobytes(network.transferred())} (${network.largest()})`,
    );
    await context.close();
  }

  // 4. From the list: the notes list is open, the student taps View Notes; then Close and open it again.
  {
    const context = await phoneContext();
    const page = await context.newPage();
    await actAsStudent(page, student);
    const network = await throttle(page);
    await page.goto('/notes');
    const viewNotes = page.getByRole('link', { name: `View Notes: ${title}` });
    await viewNotes.waitFor({ timeout: SLOW });
    network.reset();
    const tapped = await page.evaluate(() => performance.now());
    await viewNotes.click();
    const preview = isBaseline ? Number.NaN : await timeWhen(page, PREVIEW);
    const pageOne = await timeWhen(page, PAGE_ONE);
    record('from the list, cold reader: preview shown after the tap', seconds(preview - tapped));
    record('from the list, cold reader: page 1 painted after the tap', seconds(pageOne - tapped));
    record(
      'from the list, cold reader: bytes transferred until page 1',
      `${kilobytes(network.transferred())} (${network.largest()})`,
    );

    await page.getByRole('button', { name: 'Close' }).click();
    await viewNotes.waitFor();
    network.reset();
    const tappedAgain = await page.evaluate(() => performance.now());
    await viewNotes.click();
    const again = await timeWhen(page, PAGE_ONE);
    record('from the list, reopened in the same visit: page 1 painted after the tap', seconds(again - tappedAgain));
    record('from the list, reopened: bytes transferred', `${kilobytes(network.transferred())} (${network.largest()})`);

    // Another PDF, never opened before, now that the reader's code and worker are in the cache.
    await page.getByRole('button', { name: 'Close' }).click();
    const viewSecond = page.getByRole('link', { name: `View Notes: ${secondTitle}` });
    await viewSecond.waitFor();
    network.reset();
    const tappedSecond = await page.evaluate(() => performance.now());
    await viewSecond.click();
    const secondPreview = isBaseline ? Number.NaN : await timeWhen(page, PREVIEW);
    const secondPage = await timeWhen(page, PAGE_ONE);
    record('another new PDF, reader code cached: preview shown after the tap', seconds(secondPreview - tappedSecond));
    record('another new PDF, reader code cached: page 1 painted after the tap', seconds(secondPage - tappedSecond));
    record(
      'another new PDF, reader code cached: bytes transferred until page 1',
      `${kilobytes(network.transferred())} (${network.largest()})`,
    );
    // The first find, for a word on page 37, while most of the file is still on the server.
    network.reset();
    const asked = await page.evaluate(() => performance.now());
    // On a phone the find row opens from its toolbar button.
    await page.getByRole('button', { name: 'Find in document' }).click();
    await page.getByRole('searchbox', { name: 'Find in document' }).fill(second.words[36]!);
    const found = await timeWhen(page, '.page[data-page-number="37"] .textLayer .highlight.selected');
    record('first find (page 37 of 50): its page shown with the word marked', seconds(found - asked));
    record('first find: bytes transferred', `${kilobytes(network.transferred())} (${network.largest()})`);
    await context.close();
  }

  // 5. For the eye: the reader at desktop width, unthrottled.
  {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    await actAsStudent(page, student);
    await page.goto(`/pdfviewer?view=${note.fileId}`);
    await timeWhen(page, PAGE_ONE);
    await page.screenshot({ path: test.info().outputPath('desktop-reader.png') });
    await context.close();
  }
});

test('a 500-page PDF scrolled through on the phone viewport: JS heap and renderer memory stay flat', async ({
  request,
}) => {
  const title = uniqueLabel('Five hundred pages');
  const { bytes } = await makeLargePdf(title, 500);
  record('500-page file size', `${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
  const note = await addPdfAsNote(request, title, bytes, { waitForPreview: !isBaseline });
  const student = await createStudent(request, 'perf-heap');
  const context = await phoneContext();
  const page = await context.newPage();
  await actAsStudent(page, student);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
  };

  // For reference: the same tab on the notes list, before the reader.
  await page.goto('/notes', { waitUntil: 'networkidle' });
  record('reference, notes list: JS heap', `${(await heapMb()).toFixed(1)} MB`);
  const reference = rendererMemory(browserPid);
  record('reference, notes list: renderer memory (Pss)', `${reference.pss.toFixed(0)} MB`);
  record('reference, notes list: tab private memory', `${reference.tab.toFixed(0)} MB`);

  await page.goto(`/pdfviewer?view=${note.fileId}`);
  await timeWhen(page, PAGE_ONE);
  const start = { heap: await heapMb(), ...rendererMemory(browserPid) };
  record('500 pages, page 1 open: JS heap', `${start.heap.toFixed(1)} MB`);
  record('500 pages, page 1 open: renderer memory (Pss)', `${start.pss.toFixed(0)} MB`);
  record('500 pages, page 1 open: tab private memory', `${start.tab.toFixed(0)} MB`);
  record('500 pages, page 1 open: tab memory footprint (Chrome)', `${start.footprint.toFixed(0)} MB`);
  if (process.env.MEMORY_DUMP === '1') {
    console.log(`  page 1 allocators: ${await allocatorBreakdown()}`);
    console.log(`  page 1 mappings: ${privateByMapping(start.tabPid)}`);
  }

  // Scroll the column with the wheel, as a reader flicks through (about twelve pages a flick), waiting for
  // the page reached to paint.
  const scroller = page.getByTestId('pdf-scroller');
  await scroller.hover();
  let peakHeap = start.heap;
  let peakPss = start.pss;
  let peakTab = start.tab;
  let peakFootprint = start.footprint;
  let reached = 1;
  // On a loaded machine the whole way can take longer than is sensible: the scroll stops after
  // SCROLL_MINUTES (default 6) and the page reached is reported.
  const stopAt = Date.now() + Number(process.env.SCROLL_MINUTES ?? 6) * 60_000;
  for (let step = 0; reached < 500 && Date.now() < stopAt; step += 1) {
    await page.mouse.wheel(0, 6400);
    reached = Number(await page.getByLabel('Page number').inputValue());
    await page
      .locator(`.page[data-page-number="${reached}"][data-painted="true"]`)
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    // Every flick counts for the peaks; every fifth is printed.
    const heap = await heapMb();
    const { pss, tab, footprint } = rendererMemory(browserPid);
    peakHeap = Math.max(peakHeap, heap);
    peakPss = Math.max(peakPss, pss);
    peakTab = Math.max(peakTab, tab);
    peakFootprint = Math.max(peakFootprint, footprint);
    // MEMORY_DUMP=2: Chrome's allocators without a collection first (garbage included), each of the first
    // ten flicks (the dump itself costs memory and time, so not for the figures).
    if (process.env.MEMORY_DUMP === '2' && step < 10) {
      console.log(`  flick ${step + 1}, page ${reached}, tab ${tab.toFixed(0)} MB: ${await allocatorBreakdown(false)}`);
    }
    if (step % 5 === 0) {
      console.log(
        `  at page ${reached}: JS heap ${heap.toFixed(1)} MB, renderers ${pss.toFixed(0)} MB (Pss), tab ${tab.toFixed(0)} MB private, footprint ${footprint.toFixed(0)} MB`,
      );
    }
  }
  record('500 pages: last page reached by scrolling', String(reached));
  record('500 pages, while scrolling: peak JS heap', `${peakHeap.toFixed(1)} MB`);
  record('500 pages, while scrolling: peak renderer memory (Pss)', `${peakPss.toFixed(0)} MB`);
  record('500 pages, while scrolling: peak tab private memory', `${peakTab.toFixed(0)} MB`);
  record('500 pages, while scrolling: peak tab memory footprint (Chrome)', `${peakFootprint.toFixed(0)} MB`);
  record('500 pages, at the end: JS heap', `${(await heapMb()).toFixed(1)} MB`);
  record('500 pages, at the end: canvases alive', String(await page.locator('.page canvas').count()));
  if (process.env.MEMORY_DUMP === '1') {
    console.log(`  end allocators: ${await allocatorBreakdown()}`);
    console.log(`  end mappings: ${privateByMapping(rendererMemory(browserPid).tabPid)}`);
  }
  // A still moment: the reader empties pdf.js's document caches after 10 s without a page change.
  await page.waitForTimeout(15_000);
  const still = rendererMemory(browserPid);
  record('500 pages, 15 s after the last scroll: JS heap', `${(await heapMb()).toFixed(1)} MB`);
  record('500 pages, 15 s after the last scroll: tab private memory', `${still.tab.toFixed(0)} MB`);
  // What of it is garbage the renderer has not collected yet (a phone short of memory would): a full
  // collection of the page's and the worker's heaps and Blink's, as DevTools' "Collect garbage" does.
  await cdp.send('HeapProfiler.collectGarbage');
  for (const worker of page.workers()) await worker.evaluate(() => undefined);
  await page.waitForTimeout(2_000);
  const collected = rendererMemory(browserPid);
  record('500 pages, after a forced garbage collection: tab private memory', `${collected.tab.toFixed(0)} MB`);
  if (process.env.MEMORY_DUMP === '1') console.log(`  collected allocators: ${await allocatorBreakdown()}`);
  await context.close();
});
