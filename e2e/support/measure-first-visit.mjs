// Measures a logged-out visitor's first visit to the landing page on the phone profile
// (docs/benchmarks.md): 390×844, CPU slowed 4× (DevTools protocol), and every byte, the page's and
// the service worker's alike, through a local proxy that gives all of them together 400 kbit/s down
// and up and 400 ms before each answer's first byte. (DevTools' own throttling leaves the service
// worker's downloads out, and they are what a first visit fights with.)
//
//   node e2e/support/measure-first-visit.mjs http://127.0.0.1:3500 [runs] [no-sw]
//
// `no-sw` blocks the service worker: the same visit with nothing downloading in the background, the
// floor the tap-to-form time can reach on this profile and machine.
//
// Per run and as the median: bytes the server sent by first contentful paint, by the load event and
// within the first 60 s, the files in Cache Storage after that minute (and whether pdf.js's worker is one), and the milliseconds from tapping Register (at the landing page's load event) to the
// register form's first field.
import http from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from './chromium.mjs';

const [base = 'http://127.0.0.1:3500', runsText = '2', mode = ''] = process.argv.slice(2);
const target = new URL(base);
const BYTES_PER_SECOND = (400 * 1000) / 8;
const LATENCY_MS = 400;

/** One shared link: each chunk waits for the link to be free, as on a slow phone connection. */
let linkFreeAt = 0;
const throttle = (size) => {
  const start = Math.max(Date.now(), linkFreeAt);
  linkFreeAt = start + (size / BYTES_PER_SECOND) * 1000;
  return new Promise((resolve) => setTimeout(resolve, linkFreeAt - Date.now()));
};

let counted = 0;
/** [time, bytes counted so far] after each chunk: the bytes by first contentful paint are read from it. */
let timeline = [];
const proxy = http.createServer((request, response) => {
  const upstream = http.request(
    { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
    async (answer) => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      for await (const chunk of answer) {
        await throttle(chunk.length);
        counted += chunk.length;
        timeline.push([Date.now(), counted]);
        response.write(chunk);
      }
      response.end();
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyBase = `http://127.0.0.1:${proxy.address().port}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    // The proxy's slowness is invisible to Chrome's estimate of the link: the page and its service worker
    // are told what a phone's estimate would say (navigator.connection.effectiveType 3g).
    '--force-effective-connection-type=3G',
  ],
});

async function measureOnce() {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: mode === 'no-sw' ? 'block' : 'allow',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  counted = 0;
  timeline = [];
  linkFreeAt = 0;
  const started = Date.now();
  await page.goto(`${proxyBase}/`, { waitUntil: 'load', timeout: 120_000 });
  const atLoad = counted;
  // The landing page may paint after its load event (its script renders it): wait for the paint.
  await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      timeout: 60_000,
    })
    .catch(() => undefined);
  const [fcp, timeOrigin] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    performance.timeOrigin,
  ]);
  const paintedAt = timeOrigin + (fcp ?? 0);
  const atPaint = timeline.filter(([time]) => time <= paintedAt).at(-1)?.[1] ?? 0;
  // Tap Register as soon as the page has loaded and painted, while whatever it downloads in the background runs.
  const tapped = Date.now();
  await page.getByRole('main').getByRole('link', { name: 'Register' }).tap();
  await page
    .locator('form input[autocomplete="username"], form input[name="Username"]')
    .first()
    .waitFor({ timeout: 120_000 });
  const tapToForm = Date.now() - tapped;
  const rest = 60_000 - (Date.now() - started);
  if (rest > 0) await page.waitForTimeout(rest);
  const in60s = counted;
  // What Cache Storage holds after the minute (pdf.js's worker among it, or not).
  const fetched = await page.evaluate(async () => {
    const names = [];
    for (const cacheName of await globalThis.caches.keys()) {
      const cache = await globalThis.caches.open(cacheName);
      for (const request of await cache.keys()) names.push(new URL(request.url).pathname);
    }
    return names;
  });
  const cachedFiles = fetched.length;
  const cachedPdfWorker = fetched.some((name) => /pdf\.worker/.test(name));
  await context.close();
  return {
    fcpMs: Math.round(fcp ?? -1),
    bytesAtPaint: atPaint,
    bytesAtLoad: atLoad,
    bytesIn60s: in60s,
    tapToFormMs: tapToForm,
    cachedFiles,
    cachedPdfWorker,
  };
}

const runs = [];
for (let run = 0; run < Number(runsText); run += 1) {
  const result = await measureOnce();
  runs.push(result);
  console.log(`run ${run + 1}:`, JSON.stringify(result));
}
const median = (key) => {
  const values = runs.map((run) => run[key]).sort((a, b) => a - b);
  const middle = Math.floor(values.length / 2);
  return values.length % 2 ? values[middle] : Math.round((values[middle - 1] + values[middle]) / 2);
};
console.log(
  'median:',
  JSON.stringify({
    fcpMs: median('fcpMs'),
    bytesAtPaint: median('bytesAtPaint'),
    bytesAtLoad: median('bytesAtLoad'),
    bytesIn60s: median('bytesIn60s'),
    tapToFormMs: median('tapToFormMs'),
  }),
);
await browser.close();
proxy.close();
