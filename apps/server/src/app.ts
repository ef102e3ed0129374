import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { openEmbeddedDatabase } from './db/embedded-database.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createMail, type MailModule } from './mail/mail.module.ts';
import { registerMailRoutes } from './mail/mail.routes.ts';
import { registerAnalytics } from './modules/analytics/analytics.module.ts';
import { registerAnnouncements } from './modules/announcements/announcements.module.ts';
import { registerAudit } from './modules/audit/audit.module.ts';
import { registerAuth } from './modules/auth/auth.module.ts';
import { registerContent } from './modules/content/content.module.ts';
import { registerFiles } from './modules/files/files.module.ts';
import type { FileSizeLimits } from './modules/files/files.staging.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerLearning } from './modules/learning/learning.module.ts';
import { registerSearch } from './modules/search/search.module.ts';
import { registerPersonal } from './modules/personal/personal.module.ts';
import { registerUsers } from './modules/users/users.module.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** JSON bodies are small; file uploads (issue 4) set their own limits. */
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
}

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
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
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
    // A hop count trusts that many proxies nearest the server, whatever their addresses (as Fastify does for a number).
    trustProxy: typeof trustedHops === 'number' ? (_address: string, hop: number) => hop < trustedHops : trustedHops,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openConfiguredDatabase(config));
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? systemClock);

  registerErrorHandling(app);
  await registerSecurity(app, config.corsOrigins);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerRateLimits(app, config.redisUrl);
  await registerOpenApi(app, config.publicUrl);

  registerHealthRoutes(app, database);

  const mail = createMail({ config, db: database.db, clock: app.clock, logger: app.log });
  app.decorate('mail', mail);
  // Codes are readable there: never in production, and only while mail is not really sent.
  if (mail.devMailbox !== undefined && !config.isProduction) registerMailRoutes(app, mail.devMailbox);
  if (options.startWorkers !== false) {
    app.addHook('onReady', (done) => {
      mail.worker.start();
      done();
    });
  }
  // onClose hooks run last-added first: the worker stops before the database closes.
  app.addHook('onClose', () => mail.close());

  const { auth, guards } = await registerAuth(app, { config, db: database.db, clock: app.clock, mail });
  await registerFiles(app, {
    config,
    db: database.db,
    clock: app.clock,
    auth,
    guards,
    limits: options.fileLimits,
    startWorkers: options.startWorkers !== false,
  });
  const learning = registerLearning(app, { db: database.db, clock: app.clock, guards });
  const audit = registerAudit(app, { db: database.db, clock: app.clock, guards });
  const content = registerContent(app, {
    db: database.db,
    clock: app.clock,
    guards,
    learning,
    files: app.files,
    audit,
  });
  registerAnalytics(app, { db: database.db, clock: app.clock, guards, content });
  const users = registerUsers(app, { db: database.db, clock: app.clock, guards, audit });
  registerAnnouncements(app, { db: database.db, clock: app.clock, guards, mail, users, audit });
  registerSearch(app, { db: database.db, guards });
  registerPersonal(app, { db: database.db, clock: app.clock, guards });

  await registerSpa(app, options.webDistDir === undefined ? defaultWebDistDir : options.webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    clock: Clock;
    mail: MailModule;
  }
}
