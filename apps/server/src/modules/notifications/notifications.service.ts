import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, type NotificationSettingsValues, type UnsubscribeList } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { NotificationSettings } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import { buildDigestMail } from '../../mail/mail.templates.ts';
import { categoryLabel } from '../../mail/mail.texts.ts';
import type { AuditActor, AuditRecorder } from '../audit/audit.service.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/** Users handled per transaction by the digest job. */
const DIGEST_BATCH_SIZE = 100;

export const DEFAULT_NOTIFICATIONS: NotificationSettingsValues = {
  newCourses: false,
  notesUpdates: false,
  videoAlerts: false,
  announcements: true,
  category: null,
};

/** 256 random bits as hex: the same shape as the tokens the announcement outbox makes in SQL. */
const generateUnsubscribeToken = () => randomBytes(32).toString('hex');

const toValues = (row: NotificationSettings | undefined): NotificationSettingsValues =>
  row === undefined
    ? DEFAULT_NOTIFICATIONS
    : {
        newCourses: row.newCourses,
        notesUpdates: row.notesUpdates,
        videoAlerts: row.videoAlerts,
        announcements: row.announcements,
        category: row.category,
      };

const isAnyDigestOn = (values: Pick<NotificationSettingsValues, 'newCourses' | 'notesUpdates' | 'videoAlerts'>) =>
  values.newCourses || values.notesUpdates || values.videoAlerts;

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export const utcDayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

export function createNotificationsService(deps: {
  db: Db;
  repository: NotificationsRepository;
  clock: Clock;
  mail: Pick<MailModule, 'enqueue' | 'notify' | 'publicUrl'>;
  audit: AuditRecorder;
}) {
  const { db, repository: repo, clock, mail, audit } = deps;

  const urlsFor = (token: string, list: UnsubscribeList) => ({
    page: `${mail.publicUrl}/unsubscribe?list=${list}&token=${token}`,
    oneClick: `${mail.publicUrl}/api/notifications/unsubscribe?list=${list}&token=${token}`,
  });

  return {
    async getSettings(target: Db, userId: string): Promise<NotificationSettingsValues> {
      return toValues(await repo.find(target, userId));
    },

    async getSettingsOf(userId: string): Promise<NotificationSettingsValues> {
      return toValues(await repo.find(db, userId));
    },

    async updateSettings(
      actor: AuditActor & { username: string },
      changes: Partial<NotificationSettingsValues>,
    ): Promise<NotificationSettingsValues> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const before = await repo.ensure(tx, actor.id, generateUnsubscribeToken(), now);
        const next = { ...toValues(before), ...changes };
        // Turning digests on starts them from now: no flood of everything since the row was made.
        const startsNow = !isAnyDigestOn(toValues(before)) && isAnyDigestOn(next);
        const updated = await repo.update(tx, actor.id, {
          ...changes,
          ...(startsNow ? { digestSince: now } : {}),
          updatedAt: now,
        });
        await audit.recordAudit(tx, {
          actor,
          action: 'account.notifications_changed',
          targetType: 'user',
          targetId: actor.id,
          targetTitle: actor.username,
          details: { ...changes },
        });
        return updated;
      });
      return toValues(row);
    },

    /** One-click unsubscribe (RFC 8058) and the unsubscribe page: the token alone identifies the user. */
    async unsubscribe(token: string, list: UnsubscribeList, ip: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.findByToken(tx, token);
        if (!row) throw badRequest(ACCOUNT_MESSAGES.unsubscribeInvalid);
        const changes =
          list === 'announcements'
            ? { announcements: false }
            : { newCourses: false, notesUpdates: false, videoAlerts: false };
        await repo.update(tx, row.userId, { ...changes, updatedAt: clock.now() });
        const user = await repo.findUserContact(tx, row.userId);
        await audit.recordAudit(tx, {
          actor: { id: row.userId, email: user?.email ?? '', role: user?.role ?? 'Student', ip },
          action: 'account.unsubscribed',
          targetType: 'user',
          targetId: row.userId,
          details: { list },
        });
      });
    },

    /**
     * The daily digest: every opted-in, active user who has had none today gets one mail (through
     * the outbox) listing the new public items of the kinds they chose, in their stream, since their
     * last digest. Users with nothing new get nothing and stay due. Safe to run any number of times
     * and on several instances at once: one mail per user and day. Returns how many were queued.
     */
    async runDigest(): Promise<number> {
      const now = clock.now();
      const day = utcDayOf(now);
      let queued = 0;
      let after: string | null = null;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const candidates = await repo.claimDigestCandidates(tx, day, after, DIGEST_BATCH_SIZE);
          for (const candidate of candidates) {
            const items = await repo.findNewPublicItems(tx, {
              since: candidate.digestSince,
              until: now,
              notes: candidate.notesUpdates,
              videos: candidate.videoAlerts,
              courses: candidate.newCourses,
              category: candidate.category,
            });
            if (items.length === 0) continue;
            const urls = urlsFor(candidate.unsubscribeToken, 'digest');
            const content = buildDigestMail({
              publicUrl: mail.publicUrl,
              username: candidate.username,
              language: candidate.language,
              items: items.map((item) => ({
                ...item,
                category: categoryLabel(item.category, candidate.language),
              })),
              unsubscribeUrl: urls.page,
            });
            await mail.enqueue(tx, {
              kind: 'digest',
              to: candidate.email,
              ...content,
              headers: {
                'List-Unsubscribe': `<${urls.oneClick}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            });
            await repo.markDigestSent(tx, candidate.userId, day, now);
            queued += 1;
          }
          return candidates;
        });
        if (batch.length < DIGEST_BATCH_SIZE) break;
        after = batch[batch.length - 1]?.userId ?? null;
      }
      if (queued > 0) mail.notify();
      return queued;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
