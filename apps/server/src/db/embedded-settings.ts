/**
 * The one place where the embedded PostgreSQL server is tuned (docs/decisions/0011). These settings
 * suit one PrepShelf process on a small machine (2 cores, a few GB shared with Node): each is passed
 * as `-c name=value` when the server starts, so changing one here takes effect at the next start.
 */

/** Connections the app's pool may hold (db/client.ts); PostgreSQL's max_connections leaves room above it. */
export const EMBEDDED_POOL_SIZE = 20;

export const EMBEDDED_SETTINGS: Readonly<Record<string, string>> = {
  // The pool, the migration lock, `npm run users` and a backup or psql session, with room to spare.
  max_connections: String(EMBEDDED_POOL_SIZE + 20),
  // Enough to keep a college's whole library and its indexes in memory; RSS grows only as pages are read.
  shared_buffers: '128MB',
  effective_cache_size: '512MB',
  // Per sort or hash in a query: ranking a few thousand search candidates fits without spilling to disk.
  work_mem: '8MB',
  maintenance_work_mem: '64MB',
  // The library and its indexes stay in memory, where a random page costs about what a sequential one
  // does: at the default 4 the planner scans whole tables for a search with a typo instead of using its
  // GIN index (twice as slow at 100,000 items, docs/decisions/0027).
  random_page_cost: '1.1',
  // Queries here are short; compiling them costs more than it saves, and LLVM takes memory.
  jit: 'off',
  // Nothing streams the WAL to a replica, so write only what crash recovery needs.
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_wal_size: '512MB',
  // Lists and search read small, busy tables: vacuum and analyse them early instead of after 20 % changed.
  autovacuum_naptime: '20s',
  autovacuum_vacuum_scale_factor: '0.05',
  autovacuum_analyze_scale_factor: '0.02',
  // Which queries cost the most, for whoever runs the college's install (select … from pg_stat_statements).
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track': 'top',
  'pg_stat_statements.max': '2000',
  log_min_duration_statement: '2000',
  log_line_prefix: '%m [%p] ',
  // An acknowledged write survives a crash or a kill -9 (the defaults, spelled out because they matter).
  fsync: 'on',
  synchronous_commit: 'on',
};

/**
 * For the test run's throwaway server only: durability traded for speed, since its data lives for one
 * run; and more connections, since parallel test files each hold a pool.
 */
export const EMBEDDED_TEST_SETTINGS: Readonly<Record<string, string>> = {
  ...EMBEDDED_SETTINGS,
  max_connections: '200',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  log_min_duration_statement: '-1',
};
