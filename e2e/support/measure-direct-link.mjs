/* global window, document, MutationObserver -- code passed to page.evaluate and addInitScript runs in the page */
// Measures what a direct link to a list paints on the phone profile (docs/benchmarks.md):
// Chromium through CDP at 400 kbit/s both ways, 400 ms round trip, CPU slowed 4×, 390×844, no cache.
//
//   node e2e/support/measure-direct-link.mjs http://localhost:3260 student@example.com 'password' [/notes] [runs]
//
// Prints, per run and as the median, milliseconds from navigation start to: first contentful paint;
// the list's frame (its heading, placeholder or real); the real screen's heading (the data layer's and
// the screen's code have arrived: where a page without the frame would first show anything); the first
// card with its data.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from './chromium.mjs';

const [base = 'http://localhost:3260', email, password, path = '/notes', runsText = '3'] = process.argv.slice(2);
if (!email || !password) throw new Error('usage: measure-direct-link.mjs <base> <email> <password> [path] [runs]');

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ Email: email, Password: password }),
});
const { token, user } = await login.json();
if (!token) throw new Error(`login failed: ${login.status}`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function measureOnce() {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(
    ({ token: value, role }) => {
      localStorage.setItem('token', value);
      localStorage.setItem('userRole', role);
      const marks = {};
      window.__marks = marks;
      const check = () => {
        const now = performance.now();
        const heading = document.querySelector('main h1');
        if (heading && marks.frame === undefined) marks.frame = now;
        if (heading && !heading.closest('[data-screen-placeholder]') && marks.screen === undefined) marks.screen = now;
        if (document.querySelector('main section ul > li a') && marks.cards === undefined) marks.cards = now;
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    },
    { token, role: user.Role },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => window.__marks.cards !== undefined, undefined, { timeout: 120_000 });
  const marks = await page.evaluate(() => ({
    ...window.__marks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  if (process.env.WATERFALL === '1') {
    // WATERFALL=1: what each run fetched, when (ms from navigation start) and how many bytes came.
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name.replace(/^https?:\/\/[^/]+/, ''),
        start: Math.round(entry.startTime),
        end: Math.round(entry.responseEnd),
        bytes: entry.transferSize,
      })),
    );
    for (const entry of entries) console.log(`  ${entry.start}–${entry.end} ms ${entry.bytes} B ${entry.name}`);
  }
  await context.close();
  return marks;
}

const runs = [];
for (let run = 0; run < Number(runsText); run += 1) runs.push(await measureOnce());
await browser.close();

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const fields = ['fcp', 'frame', 'screen', 'cards'];
for (const [index, run] of runs.entries()) {
  console.log(`run ${index + 1}: ${fields.map((field) => `${field} ${Math.round(run[field] ?? NaN)} ms`).join(', ')}`);
}
console.log(
  `median (${runs.length} runs) ${path}: ${fields.map((field) => `${field} ${Math.round(median(runs.map((run) => run[field])))} ms`).join(', ')}`,
);
