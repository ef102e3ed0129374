import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs } from './apps/web/build/lingui-catalogs.ts';

// One run for every unit and integration test. The global setup starts one PostgreSQL server for the
// run (the embedded one, or TEST_DATABASE_URL's) with a migrated template; each server integration
// test file gets its own copy of it.
export default defineConfig({
  // The web app's message catalogs (`virtual:catalog/<lang>/<bundle>`), as its build compiles them.
  plugins: [linguiCatalogs(fileURLToPath(new URL('./apps/web/src/locales', import.meta.url)))],
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
