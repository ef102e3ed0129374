import { defineConfig } from 'vitest/config';

// One run for every unit and integration test. The global setup starts one PostgreSQL server for the
// run (the embedded one, or TEST_DATABASE_URL's) with a migrated template; each server integration
// test file gets its own copy of it.
export default defineConfig({
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
