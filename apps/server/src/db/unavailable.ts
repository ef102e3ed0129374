/**
 * Whether an error means the database could not serve the request at all, as opposed to a fault in
 * the request or in our code: 'busy' when every pooled connection stayed in use for the whole
 * connection timeout (or the server has no connection slot left), 'down' when the server cannot be
 * reached or is shutting down. Drivers and the ORM wrap errors, so the whole `cause` chain is read.
 */
export type DatabaseUnavailability = 'busy' | 'down';

/** PostgreSQL error codes (SQLSTATE): too_many_connections; admin_shutdown, crash_shutdown, cannot_connect_now. */
const BUSY_CODES = new Set(['53300']);
const DOWN_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH']);

export function databaseUnavailability(error: unknown): DatabaseUnavailability | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    // node-postgres' pool, when no connection was free within connectionTimeoutMillis.
    if (current.message === 'timeout exceeded when trying to connect') return 'busy';
    if (typeof code === 'string' && BUSY_CODES.has(code)) return 'busy';
    if (typeof code === 'string' && DOWN_CODES.has(code)) return 'down';
    // A connection that broke, or that the server never answered (pool: "Connection terminated due
    // to connection timeout"; a lone client: "timeout expired").
    if (/^Connection terminated/.test(current.message) || current.message === 'timeout expired') return 'down';
    current = current.cause;
  }
  return undefined;
}
