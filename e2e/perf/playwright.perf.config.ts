import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/*
 * The reader's phone-profile measurements, kept out of the journeys: they throttle the
 * network and CPU for minutes and print figures instead of asserting them. Build the web app first,
 * then: `cd e2e && E2E_PORT=3110 npx playwright test -c perf/playwright.perf.config.ts`.
 * The figures go to docs/benchmarks.md by hand, with the state of the machine.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /.*\.perf\.ts$/,
  outputDir: '../test-results/perf-artifacts',
  reporter: [['list']],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 15 * 60_000,
  // Tracing would add its own work to what is measured.
  use: { ...base.use, trace: 'off' },
});
