import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { announcements, mailOutbox, notificationSettings, users } from '../../db/schema/index.ts';

/** Every query of announcements. `db` may be a transaction. */
export function createAnnouncementsRepository() {
  return {
    async insert(
      db: Db,
      row: { subject: string; bodyHtml: string; recipientCount: number; sentBy: string; createdAt: Date },
    ): Promise<string> {
      const [created] = await db.insert(announcements).values(row).returning({ id: announcements.id });
      if (created === undefined) throw new Error('The announcement was not stored');
      return created.id;
    },

    /** The ids of every active user with one of `roles`. */
    async findActiveUserIdsByRoles(db: Db, roles: readonly Role[]): Promise<string[]> {
      if (roles.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.status, 'active'), inArray(users.role, [...roles])));
      return rows.map((row) => row.id);
    },

    /** How many of `userIds` unsubscribed from announcements (sending skips them). */
    async countUnsubscribed(db: Db, userIds: readonly string[]): Promise<number> {
      if (userIds.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(notificationSettings)
        .where(
          and(
            sql`${notificationSettings.userId} = any(${`{${userIds.join(',')}}`}::uuid[])`,
            eq(notificationSettings.announcements, false),
          ),
        );
      return row?.n ?? 0;
    },

    async setRecipientCount(db: Db, id: string, recipientCount: number): Promise<void> {
      await db.update(announcements).set({ recipientCount }).where(eq(announcements.id, id));
    },

    /**
     * A page of announcements, newest first, each with its mails counted by status in the same
     * statement (mail_outbox_batch_idx), and the total.
     */
    async listWithDeliveryCounts(db: Db, paging: { offset: number; limit: number }) {
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: announcements.id,
            subject: announcements.subject,
            recipientCount: announcements.recipientCount,
            createdAt: announcements.createdAt,
            senderId: announcements.sentBy,
            senderEmail: users.email,
            queued: sql<number>`(select count(*) from ${mailOutbox} where ${mailOutbox.batchId} = ${announcements.id} and ${mailOutbox.status} = 'queued')::int`,
            sent: sql<number>`(select count(*) from ${mailOutbox} where ${mailOutbox.batchId} = ${announcements.id} and ${mailOutbox.status} = 'sent')::int`,
            failed: sql<number>`(select count(*) from ${mailOutbox} where ${mailOutbox.batchId} = ${announcements.id} and ${mailOutbox.status} = 'failed')::int`,
          })
          .from(announcements)
          .leftJoin(users, eq(users.id, announcements.sentBy))
          .orderBy(desc(announcements.createdAt), desc(announcements.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(announcements),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
