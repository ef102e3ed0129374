// How the journeys, the perf runs and the measure scripts start Chromium, and the phone they act as.

/** The machine's Chromium (Playwright's own browsers are not installed). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox or GPU, and none of Chromium's own background traffic (it would blur request counts and timings). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The phone profile's screen (docs/benchmarks.md): 390×844 at device scale 3, with touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
