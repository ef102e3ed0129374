import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { registerNotificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';

/** How often the digest job looks for users due today's digest. */
const DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/** Wires mail settings, unsubscribe, and the daily digest job (hourly; one digest per user and day). */
export async function registerNotifications(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; guards: Guards; mail: MailModule; audit: AuditService; startWorkers: boolean },
): Promise<NotificationsService> {
  const notifications = createNotificationsService({
    db: deps.db,
    repository: createNotificationsRepository(),
    clock: deps.clock,
    mail: deps.mail,
    audit: deps.audit,
  });
  await registerNotificationsRoutes(app, { notifications, guards: deps.guards });
  if (deps.startWorkers) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const run = () => {
      running ??= notifications
        .runDigest()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'the daily digest failed; it runs again within the hour'),
        )
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', (done) => {
      timer = setInterval(run, DIGEST_INTERVAL_MS);
      timer.unref();
      done();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
  return notifications;
}
