import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createBackupScheduler } from './backup/backup-schedule.ts';
import type { Config } from './config.ts';
import { sql } from 'drizzle-orm';
import { openChangeFeed, type ChangeFeed } from './db/change-feed.ts';
import { openDatabase, type Database } from './db/client.ts';
import { openEmbeddedDatabase } from './db/embedded-database.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createMail, type MailModule } from './mail/mail.module.ts';
import { registerMailRoutes, type DevMailboxAccess } from './mail/mail.routes.ts';
import { registerAccount } from './modules/account/account.module.ts';
import { registerAnalytics } from './modules/analytics/analytics.module.ts';
import { registerOpens } from './modules/opens/opens.module.ts';
import { registerAnnouncements } from './modules/announcements/announcements.module.ts';
import { registerAudit } from './modules/audit/audit.module.ts';
import { registerClasses } from './modules/classes/classes.module.ts';
import { registerAuth } from './modules/auth/auth.module.ts';
import { registerContent } from './modules/content/content.module.ts';
import { registerEnrolment } from './modules/enrolment/enrolment.module.ts';
import { createVersionAndWatching } from './modules/content/content.watching.ts';
import { registerFiles } from './modules/files/files.module.ts';
import type { FileSizeLimits } from './modules/files/files.staging.ts';
import { registerReadinessRoutes } from './modules/health/health.readiness.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerMetrics } from './modules/metrics/metrics.module.ts';
import { registerLearning } from './modules/learning/learning.module.ts';
import { registerNotifications } from './modules/notifications/notifications.module.ts';
import { registerSearch } from './modules/search/search.module.ts';
import { registerPersonal } from './modules/personal/personal.module.ts';
import { registerLinks } from './modules/links/links.module.ts';
import { registerUsers } from './modules/users/users.module.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerLanguage } from './plugins/language.ts';
import { readSessionToken } from './plugins/auth.ts';
import { registerBodyTimeout } from './plugins/body-timeout.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** JSON bodies are small; file uploads set their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  config: Config;
  /** An already open database (tests); otherwise the app opens and closes its own from `config`. */
  database?: Database;
  /** Where the built SPA is; null serves no SPA. */
  webDistDir?: string | null;
  clock?: Clock;
  /** Pass false to silence logs (tests). */
  logger?: boolean;
  /** Pass false to keep background workers (the mail outbox) stopped; tests run them by hand. Default true. */
  startWorkers?: boolean;
  /** Upload limits per kind in bytes (default PDF 50 MB, image 5 MB); tests set small ones. */
  fileLimits?: Partial<FileSizeLimits>;
  /** Request timeouts (default REQUEST_TIMEOUTS); tests set short ones. */
  timeouts?: Partial<RequestTimeouts>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export interface RequestTimeouts {
  /** The whole request (headers and body) must arrive within this; otherwise 408 and the connection closes. */
  requestMs: number;
  /** A connection with no byte either way for this long is closed. */
  idleMs: number;
  /** How often Node checks for requests past `requestMs`. */
  checkEveryMs: number;
}

/**
 * A 50 MB PDF at 2 Mbit/s takes about 200 s, so a request may take 300 s (Node's own default, which
 * Fastify turns off) and may sit silent for 60 s; a body sent a byte at a time ends with 408.
 */
export const REQUEST_TIMEOUTS: RequestTimeouts = { requestMs: 300_000, idleMs: 60_000, checkEveryMs: 10_000 };

/**
 * Opens the database that `config` names: the embedded PostgreSQL server under DATA_DIR, or the
 * server at DATABASE_URL. `shareRunning` lets a command use the embedded server a running PrepShelf owns.
 */
export function openConfiguredDatabase(config: Config, options: { shareRunning?: boolean } = {}): Promise<Database> {
  return config.databaseUrl === undefined
    ? openEmbeddedDatabase(config.dataDir, options)
    : openDatabase({ kind: 'postgres', url: config.databaseUrl });
}

/**
 * Builds the whole application without listening, so tests drive the real thing through
 * `app.inject`. The caller owns `listen` and `close`; closing the app closes a database it opened.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const trustedHops = config.trustProxy;
  const timeouts = { ...REQUEST_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream === undefined ? {} : { stream: options.logStream }),
            redact: ['req.headers.authtoken', 'req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              // Paths only: query strings can carry codes (verify links, OAuth callbacks).
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                path: request.url.split('?')[0],
                ip: request.ip,
              }),
            },
          },
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: { connectionsCheckingInterval: timeouts.checkEveryMs },
    // Bad addresses, slow or broken requests answer {success:false, message} like everything else.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A hop count trusts that many proxies nearest the server, whatever their addresses (as Fastify does for a number).
    trustProxy: typeof trustedHops === 'number' ? (_address: string, hop: number) => hop < trustedHops : trustedHops,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Callback hooks, not async ones, on the path of every request: no promise per hook and request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });

  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openConfiguredDatabase(config));
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? systemClock);

  // What the in-process caches (sessions, content version, My Learning keys) hear of every commit.
  const feed = await openChangeFeed({
    newClient: () => database.newClient(),
    notify: (channel, payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
    onError: (error) =>
      app.log.warn({ err: error }, 'the change feed lost its connection; caches are off until it is back'),
  });
  app.addHook('onClose', () => feed.close());
  app.decorate('changeFeed', feed);
  // A write answers only once this instance has heard of it: the caller's next request sees its effect.
  // Only a signed-in caller reads through those caches; an anonymous write (register, login, a reset
  // code) waits for nothing, so it does the same work whatever account it names.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (!isWrite || (request.user === undefined && readSessionToken(request) === undefined)) {
      done(null, payload);
      return;
    }
    feed.sync().then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
  const versionAndWatching = createVersionAndWatching(database.db, feed);

  registerErrorHandling(app);
  registerLanguage(app);
  // Early, so its response hook times every route registered after it.
  registerMetrics(app, { database, metricsToken: config.metricsToken });
  registerBodyTimeout(app, timeouts.requestMs);
  await registerSecurity(app, config.corsOrigins);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerRateLimits(app, config.redisUrl);
  await registerOpenApi(app, config.publicUrl);

  registerHealthRoutes(app, database);

  const mail = createMail({ config, db: database.db, clock: app.clock, logger: app.log });
  app.decorate('mail', mail);
  // Codes are readable there: never in production, and only while mail is not really sent.
  app.decorate(
    'devMailbox',
    mail.devMailbox !== undefined && !config.isProduction
      ? await registerMailRoutes(app, mail.devMailbox, { publicUrl: config.publicUrl })
      : undefined,
  );
  if (options.startWorkers !== false) {
    app.addHook('onReady', (done) => {
      mail.worker.start();
      done();
    });
  }
  // onClose hooks run last-added first: the worker stops before the database closes.
  app.addHook('onClose', () => mail.close());

  const { auth, guards } = await registerAuth(app, { config, db: database.db, clock: app.clock, mail, feed });
  await registerFiles(app, {
    config,
    db: database.db,
    clock: app.clock,
    auth,
    guards,
    limits: options.fileLimits,
    startWorkers: options.startWorkers !== false,
  });
  registerReadinessRoutes(app, { database, store: app.files.store, metricsToken: config.metricsToken });
  const audit = registerAudit(app, { db: database.db, clock: app.clock, guards });
  const enrolment = registerEnrolment(app, { db: database.db, clock: app.clock, guards, mail, audit });
  const classes = registerClasses(app, { db: database.db, clock: app.clock, guards, mail, audit, enrolment });
  const learning = registerLearning(app, { db: database.db, clock: app.clock, guards, enrolment });
  if (config.backupSchedule !== undefined && options.startWorkers !== false) {
    const scheduler = createBackupScheduler({
      schedule: config.backupSchedule,
      database,
      store: app.files.store,
      clock: app.clock,
      audit,
      logger: app.log,
    });
    app.addHook('onReady', (done) => {
      scheduler.start();
      done();
    });
    // Runs before the database closes (onClose hooks run last-added first).
    app.addHook('onClose', () => scheduler.stop());
  }
  const content = registerContent(app, {
    db: database.db,
    clock: app.clock,
    guards,
    learning,
    files: app.files,
    audit,
    versionAndWatching,
  });
  registerAnalytics(app, { db: database.db, clock: app.clock, guards, content });
  registerOpens(app, { db: database.db, clock: app.clock, guards, audit });
  registerLinks(app, { db: database.db });
  const users = registerUsers(app, { db: database.db, clock: app.clock, guards, audit, mail, auth, classes });
  registerAnnouncements(app, { db: database.db, clock: app.clock, guards, mail, users, audit });
  registerSearch(app, {
    db: database.db,
    guards,
    versionAndWatching,
  });
  const notifications = await registerNotifications(app, {
    db: database.db,
    clock: app.clock,
    guards,
    mail,
    audit,
    startWorkers: options.startWorkers !== false,
  });
  await registerAccount(app, {
    db: database.db,
    clock: app.clock,
    guards,
    mail,
    audit,
    files: app.files.service,
    notifications,
  });
  registerPersonal(app, { db: database.db, clock: app.clock, guards });

  await registerSpa(app, options.webDistDir === undefined ? defaultWebDistDir : options.webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Tests that write to the database directly await `changeFeed.sync()` before reading through the app. */
    changeFeed: ChangeFeed;
    clock: Clock;
    mail: MailModule;
    /** The dev mailbox's key and link, when its routes are served (SMTP_URL unset, not production). */
    devMailbox: DevMailboxAccess | undefined;
  }
}
