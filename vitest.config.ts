import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiCatalogs } from './apps/web/build/lingui-catalogs.ts';

// One run for every test, in two projects. `node`: unit and integration tests; its global setup starts
// one PostgreSQL server for the run (the embedded one, or TEST_DATABASE_URL's) with a migrated template,
// and each server integration test file gets its own copy of it. `web`: the web app's component tests
// in a DOM (jsdom), which need no database, so a run of them alone starts none.
const WEB_COMPONENT_TESTS = 'apps/web/test/**/*.test.{ts,tsx}';

export default defineConfig({
  // The web app's message catalogs (`virtual:catalog/<lang>/<bundle>`), as its build compiles them.
  plugins: [linguiCatalogs(fileURLToPath(new URL('./apps/web/src/locales', import.meta.url)))],
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, WEB_COMPONENT_TESTS],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: [WEB_COMPONENT_TESTS],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
