import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { createOperationsGuard } from '../../lib/this-machine.ts';
import { createMetricsRepository } from './metrics.repository.ts';

/** Seconds; from a cached list page (milliseconds) to an upload or a slow search (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics for this instance (docs/decisions/0018-operations.md). Request counts and
 * latencies are labelled by the route pattern, never the raw URL, so ids and query strings do not
 * multiply series. Database-backed figures (mail outbox, PDF text queue, sessions) are read at
 * scrape time in one query, so every instance reports the same shared queues.
 */
export function registerMetrics(app: FastifyInstance, deps: { database: Database; metricsToken: string | undefined }) {
  const { database, metricsToken } = deps;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'prepshelf_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'prepshelf_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queryErrors = new Counter({
    name: 'prepshelf_db_query_errors_total',
    help: 'SQL statements the database refused, by SQLSTATE (23505: a unique violation, 57014: cancelled, …).',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const poolGauge = new Gauge({
    name: 'prepshelf_db_pool_connections',
    help: 'Database pool connections by state: in_use, idle, and waiting (requests waiting for a connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  void poolGauge;
  const mailGauge = new Gauge({
    name: 'prepshelf_mail_outbox_mails',
    help: 'Mails in the outbox by status: queued (the outbox depth), sent, failed (gave up after retries).',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const oldestMail = new Gauge({
    name: 'prepshelf_mail_outbox_oldest_queued_age_seconds',
    help: 'Age of the oldest mail still queued; 0 when none waits.',
    registers: [registry],
  });
  const pdfGauge = new Gauge({
    name: 'prepshelf_pdf_text_files',
    help: 'Stored PDFs by text extraction status: pending (the extraction queue), done, failed.',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const sessionsGauge = new Gauge({
    name: 'prepshelf_sessions_live',
    help: 'Sessions not yet expired.',
    registers: [registry],
  });
  const backupsGauge = new Gauge({
    name: 'prepshelf_backups',
    help: 'Scheduled backups recorded in the audit log, by outcome (created, failed).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const lastBackupGauge = new Gauge({
    name: 'prepshelf_backup_last_timestamp_seconds',
    help: 'When the last scheduled backup of each outcome was recorded (Unix time); absent when none.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const noticesGauge = new Gauge({
    name: 'prepshelf_class_notices',
    help: 'Class notices: posted (stored notices) and mailed (their mails sent).',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const scrapeErrors = new Counter({
    name: 'prepshelf_metrics_database_read_errors_total',
    help: 'Scrapes whose database figures could not be read (the other figures were still served).',
    registers: [registry],
  });

  const unsubscribe = database.onQueryError((code) => queryErrors.inc({ code }));
  app.addHook('onClose', (_instance, done) => {
    unsubscribe();
    done();
  });

  // The labelled series of each method, route and status, looked up once: prom-client otherwise
  // hashes the label object on every call (twice per request). Route patterns are few, so this stays small.
  const series = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof latency.labels> }
  >();
  app.addHook('onResponse', (request, reply, done) => {
    const pattern = request.routeOptions.url;
    const route = pattern ?? (request.url.startsWith('/api') ? '(unmatched api)' : '(web app)');
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let known = series.get(key);
    if (known === undefined) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      known = { count: requests.labels(labels), time: latency.labels(labels) };
      series.set(key, known);
    }
    known.count.inc();
    known.time.observe(reply.elapsedTime / 1000);
    done();
  });

  const repository = createMetricsRepository(database.db);
  const guard = createOperationsGuard(metricsToken);

  app.get(
    '/api/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (text format); loopback callers, or Authorization: Bearer METRICS_TOKEN',
        hide: false,
      },
    },
    async (request, reply) => {
      guard(request);
      try {
        const snapshot = await repository.readSnapshot();
        for (const [status, count] of Object.entries(snapshot.mailByStatus)) mailGauge.set({ status }, count);
        oldestMail.set(snapshot.oldestQueuedMailAgeSeconds);
        for (const [status, count] of Object.entries(snapshot.pdfTextByStatus)) pdfGauge.set({ status }, count);
        sessionsGauge.set(snapshot.liveSessions);
        backupsGauge.set({ outcome: 'created' }, snapshot.backups.created);
        backupsGauge.set({ outcome: 'failed' }, snapshot.backups.failed);
        noticesGauge.set({ state: 'posted' }, snapshot.notices.posted);
        noticesGauge.set({ state: 'mailed' }, snapshot.notices.mailed);
        lastBackupGauge.reset();
        if (snapshot.backups.lastCreatedAt !== null) {
          lastBackupGauge.set({ outcome: 'created' }, snapshot.backups.lastCreatedAt);
        }
        if (snapshot.backups.lastFailedAt !== null)
          lastBackupGauge.set({ outcome: 'failed' }, snapshot.backups.lastFailedAt);
      } catch (error) {
        // No stale figures: a series missing from the scrape is what an alert on absence catches.
        for (const gauge of [
          mailGauge,
          oldestMail,
          pdfGauge,
          sessionsGauge,
          backupsGauge,
          lastBackupGauge,
          noticesGauge,
        ]) {
          gauge.reset();
        }
        scrapeErrors.inc();
        request.log.warn({ err: error }, 'metrics could not read the database figures');
      }
      reply.header('Cache-Control', 'no-store');
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );

  return { registry };
}
