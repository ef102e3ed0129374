import {
  FIELD_MESSAGES,
  STAFF_MESSAGES,
  STAFF_PAGE_SIZES,
  TOASTS,
  VALIDATION,
  type AnnouncementSummary,
  type SendAnnouncementBody,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import { escapeHtml, htmlToText, UNSUBSCRIBE_URL_PLACEHOLDER } from '../../mail/mail.templates.ts';
import type { AuditActor, AuditRecorder } from '../audit/audit.service.ts';
import { resolvePaging } from '../../lib/paging.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AnnouncementsRepository } from './announcements.repository.ts';
import { plainTextToHtml } from './announcements.plain-text.ts';
import { sanitizeAnnouncementHtml } from './announcements.sanitize.ts';

/** Stands for a recipient's own token in the preview's unsubscribe link. */
export const PREVIEW_TOKEN = 'each-recipient-s-own';

/** The body as allow-listed HTML, whichever way it was written. */
function cleanBody(body: SendAnnouncementBody): string {
  const written = body.emailBody ?? '';
  return sanitizeAnnouncementHtml(body.bodyFormat === 'text' ? plainTextToHtml(written) : written);
}

export function createAnnouncementsService(deps: {
  db: Db;
  repository: AnnouncementsRepository;
  clock: Clock;
  mail: Pick<MailModule, 'enqueueBroadcast' | 'templates' | 'notify' | 'publicUrl'>;
  users: Pick<UsersService, 'listActiveUsers' | 'findActiveUsers'>;
  audit: AuditRecorder;
}) {
  const { db, repository: repo, clock, mail, users, audit } = deps;

  /**
   * Hand-picked users, every active user of the chosen roles and the active student members of the
   * chosen classes, each once. A class that does not exist is refused (nothing is stored).
   */
  async function recipientIdsOf(tx: Db, body: SendAnnouncementBody): Promise<string[]> {
    const classIds = [...new Set(body.classIds ?? [])];
    if ((await repo.countClasses(tx, classIds)) !== classIds.length) throw badRequest(FIELD_MESSAGES.classUnknown);
    const byRole = await repo.findActiveUserIdsByRoles(tx, [...new Set(body.roles ?? [])]);
    const byClass = await repo.findActiveMemberIds(tx, classIds);
    return [...new Set([...(body.userIds ?? []), ...byRole, ...byClass])];
  }

  return {
    /** Every active user for the picker; `search` matches e-mail or username, case-insensitively. */
    async listRecipients(search: string | undefined) {
      const rows = await users.listActiveUsers(search);
      return rows.map((row) => ({ _id: row.id, Username: row.username, Email: row.email, Role: row.role }));
    },

    /**
     * The mail `send` would queue, without storing or sending anything: the same sanitised body in the
     * same template, and the number of selected users that would receive it. A draft may have no
     * subject or recipients yet (the editor previews while typing); sending still refuses those.
     */
    async preview(
      body: SendAnnouncementBody,
    ): Promise<{ subject: string; html: string; text: string; recipients: number; unsubscribed: number }> {
      const subject = (body.subject ?? '').trim();
      const sanitizedHtml = cleanBody(body);
      const content = mail.templates.announcement({ subject, sanitizedHtml });
      // Each recipient's mail carries their own unsubscribe link; the preview shows its shape.
      const unsubscribe = `${mail.publicUrl}/unsubscribe?list=announcements&token=${PREVIEW_TOKEN}`;
      const html = content.html.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, escapeHtml(unsubscribe));
      const text = content.text.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, unsubscribe);
      const userIds = await recipientIdsOf(db, body);
      const active = userIds.length === 0 ? [] : await users.findActiveUsers(db, userIds);
      // Sending skips those who unsubscribed from announcements: they are not counted, but told apart.
      const unsubscribed = await repo.countUnsubscribed(
        db,
        active.map((user) => user.id),
      );
      return { subject: content.subject, html, text, recipients: active.length - unsubscribed, unsubscribed };
    },

    /**
     * Cleans the body, then in ONE transaction stores the announcement, one outbox row per active
     * selected user (chunked multi-row inserts, batch_id = the announcement) and the audit entry,
     * and wakes the mail worker. Delivery happens later, in batches; nothing is sent in the request.
     */
    async send(
      actor: AuditActor,
      body: SendAnnouncementBody,
    ): Promise<{ message: string; announcementId: string; recipients: number }> {
      if ((body.userIds ?? []).length === 0 && (body.roles ?? []).length === 0 && (body.classIds ?? []).length === 0) {
        throw badRequest(VALIDATION.announcementNoUsers);
      }
      const subject = (body.subject ?? '').trim();
      if (subject === '') throw badRequest(VALIDATION.announcementNoSubject);
      const sanitizedHtml = cleanBody(body);
      // The Admin's words stay as written; the frame around them speaks each recipient's language.
      const content = mail.templates.bilingualAnnouncement({ subject, sanitizedHtml });

      const result = await db.transaction(async (tx) => {
        // Read in the transaction: whoever holds a chosen role when the mails are queued receives one.
        const userIds = await recipientIdsOf(tx, body);
        const announcementId = await repo.insert(tx, {
          subject: content.subject,
          bodyHtml: sanitizedHtml,
          bodyText: htmlToText(sanitizedHtml),
          recipientCount: 0,
          sentBy: actor.id,
          createdAt: clock.now(),
        });
        // One statement for every recipient: 10,000 rows without sending the body 10,000 times.
        const recipientCount = await mail.enqueueBroadcast(tx, {
          kind: 'announcement',
          ...content,
          batchId: announcementId,
          userIds,
        });
        // In the in-app inbox of every active recipient, mail or not (unsubscribing stops mail only).
        const inInbox = await repo.addToInboxes(tx, announcementId, userIds);
        if (recipientCount === 0 && inInbox === 0) throw badRequest(STAFF_MESSAGES.noRecipients);
        await repo.setRecipientCount(tx, announcementId, recipientCount);
        await audit.recordAudit(tx, {
          actor,
          action: 'announcement.sent',
          targetType: 'announcement',
          targetId: announcementId,
          targetTitle: content.subject,
          details: {
            recipients: recipientCount,
            roles: body.roles ?? [],
            classes: body.classIds?.length ?? 0,
            inbox: inInbox,
            picked: body.userIds?.length ?? 0,
            bodyFormat: body.bodyFormat ?? 'html',
          },
        });
        return { announcementId, recipients: recipientCount };
      });
      mail.notify();
      return { message: TOASTS.announcementSent, ...result };
    },

    /** Past announcements, newest first, with their mails counted as queued, sent and failed. */
    async list(query: { page?: number; limit?: number }) {
      const paging = resolvePaging(query, STAFF_PAGE_SIZES.announcements);
      const { rows, total } = await repo.listWithDeliveryCounts(db, paging);
      const announcements: AnnouncementSummary[] = rows.map((row) => ({
        _id: row.id,
        subject: row.subject,
        sentBy: row.senderId === null ? null : { _id: row.senderId, Email: row.senderEmail ?? '' },
        recipients: row.recipientCount,
        queued: Number(row.queued),
        sent: Number(row.sent),
        failed: Number(row.failed),
        createdAt: row.createdAt.toISOString(),
      }));
      return { announcements, total, page: paging.page, limit: paging.limit };
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
