import { defineConfig } from 'vitest/config';

// One run for every unit and integration test. Server integration tests each open a fresh
// database (PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
