import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import {
  announcementRecipients,
  announcements,
  classMembers,
  classes,
  mailOutbox,
  notificationSettings,
  users,
} from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every query of announcements. `db` may be a transaction. */
export function createAnnouncementsRepository() {
  return {
    async insert(
      db: Db,
      row: {
        subject: string;
        bodyHtml: string;
        bodyText: string;
        recipientCount: number;
        sentBy: string;
        createdAt: Date;
      },
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

    /** How many of `classIds` exist. */
    async countClasses(db: Db, classIds: readonly string[]): Promise<number> {
      if (classIds.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(classes)
        .where(inArray(classes.id, [...classIds]));
      return row?.n ?? 0;
    },

    /** The ids of the active students who are members of one of `classIds`. */
    async findActiveMemberIds(db: Db, classIds: readonly string[]): Promise<string[]> {
      if (classIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: users.id })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .where(
          and(inArray(classMembers.classId, [...classIds]), eq(users.status, 'active'), eq(users.role, 'Student')),
        );
      return rows.map((row) => row.id);
    },

    /** Puts the announcement in the inbox of each of `userIds` that is an active account; how many. */
    async addToInboxes(db: Db, announcementId: string, picked: readonly string[]): Promise<number> {
      // Hand-picked ids may be anything a client sent: only well-formed ones can name an account.
      const userIds = picked.filter((id) => UUID.test(id));
      if (userIds.length === 0) return 0;
      const rows = await db
        .insert(announcementRecipients)
        .select(
          db
            .select({
              announcementId: sql<string>`${announcementId}::uuid`.as('announcement_id'),
              userId: users.id,
              readAt: sql<Date | null>`null`.as('read_at'),
            })
            .from(users)
            .where(and(sql`${users.id} = any(${`{${userIds.join(',')}}`}::uuid[])`, eq(users.status, 'active'))),
        )
        .onConflictDoNothing()
        .returning({ userId: announcementRecipients.userId });
      return rows.length;
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
