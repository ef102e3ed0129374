import { eq, sql } from 'drizzle-orm';
import type { Language } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { notificationSettings, users, type NotificationSettings, type User } from '../../db/schema/index.ts';
import type { DigestItem } from '../../mail/mail.templates.ts';

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result)
    ? (result as Record<string, unknown>[])
    : ((result as { rows: Record<string, unknown>[] }).rows ?? []);

export interface DigestCandidate {
  userId: string;
  email: string;
  username: string;
  /** The account's language: the digest is written in it. */
  language: Language;
  newCourses: boolean;
  notesUpdates: boolean;
  videoAlerts: boolean;
  category: string | null;
  unsubscribeToken: string;
  digestSince: Date;
}

/** Items per kind listed in one digest at most. */
export const DIGEST_ITEMS_PER_KIND = 20;

/** Every query of the notifications module. `db` may be a transaction. */
export function createNotificationsRepository() {
  return {
    async find(db: Db, userId: string): Promise<NotificationSettings | undefined> {
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return row;
    },

    /** The user's row, made with `token` and the defaults when there is none yet. */
    async ensure(db: Db, userId: string, token: string, now: Date): Promise<NotificationSettings> {
      await db
        .insert(notificationSettings)
        .values({ userId, unsubscribeToken: token, digestSince: now, updatedAt: now })
        .onConflictDoNothing({ target: notificationSettings.userId });
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
      if (!row) throw new Error('notification settings row missing after insert');
      return row;
    },

    async update(
      db: Db,
      userId: string,
      changes: Partial<Omit<NotificationSettings, 'userId' | 'unsubscribeToken'>>,
    ): Promise<NotificationSettings | undefined> {
      const [row] = await db
        .update(notificationSettings)
        .set(changes)
        .where(eq(notificationSettings.userId, userId))
        .returning();
      return row;
    },

    /** The address and role of a user, for the audit entry of an unsubscribe. */
    async findUserContact(db: Db, userId: string): Promise<Pick<User, 'email' | 'role'> | undefined> {
      const [row] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
      return row;
    },

    async findByToken(db: Db, token: string): Promise<NotificationSettings | undefined> {
      const [row] = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.unsubscribeToken, token))
        .limit(1);
      return row;
    },

    /**
     * Takes up to `limit` users due a digest today (opted in, active, none sent on `day`), after
     * `afterUserId` in id order, locking their rows so another instance running the job skips them.
     */
    async claimDigestCandidates(
      db: Db,
      day: string,
      afterUserId: string | null,
      limit: number,
    ): Promise<DigestCandidate[]> {
      const result = await db.execute(sql`
        select ns.user_id, u.email, u.username, u.language, ns.new_courses, ns.notes_updates, ns.video_alerts,
          coalesce(ns.category, ps.stream) as category, ns.unsubscribe_token, ns.digest_since
        from notification_settings ns join users u on u.id = ns.user_id
          -- The stream the account remembers when the digest's own stream is not set.
          left join personal_settings ps on ps.user_id = ns.user_id
        where (ns.new_courses or ns.notes_updates or ns.video_alerts)
          and (ns.last_digest_day is null or ns.last_digest_day < ${day}::date)
          and u.status = 'active' and u.is_verified
          ${afterUserId === null ? sql`` : sql`and ns.user_id > ${afterUserId}::uuid`}
        order by ns.user_id
        limit ${limit}
        for update of ns skip locked`);
      return rowsOf(result).map((row) => ({
        userId: String(row.user_id),
        email: String(row.email),
        username: String(row.username),
        language: row.language === 'hi' ? 'hi' : 'en',
        newCourses: row.new_courses === true,
        notesUpdates: row.notes_updates === true,
        videoAlerts: row.video_alerts === true,
        category: typeof row.category === 'string' ? row.category : null,
        unsubscribeToken: String(row.unsubscribe_token),
        digestSince: new Date(String(row.digest_since)),
      }));
    },

    /** New public items of the chosen kinds created in (since, until], newest first, capped per kind. */
    async findNewPublicItems(
      db: Db,
      filter: {
        since: Date;
        until: Date;
        notes: boolean;
        videos: boolean;
        courses: boolean;
        category: string | null;
      },
    ): Promise<DigestItem[]> {
      const branch = (table: string, kind: DigestItem['kind']) => sql`
        (select ${kind}::text as kind, title, category::text as category, created_at from ${sql.identifier(table)}
         where status = 'public' and is_public
           and created_at > ${filter.since.toISOString()}::timestamptz
           and created_at <= ${filter.until.toISOString()}::timestamptz
           ${filter.category === null ? sql`` : sql`and category = ${filter.category}::category`}
         order by created_at desc limit ${DIGEST_ITEMS_PER_KIND})`;
      const branches = [
        ...(filter.notes ? [branch('notes', 'note')] : []),
        ...(filter.videos ? [branch('videos', 'video')] : []),
        ...(filter.courses ? [branch('courses', 'course')] : []),
      ];
      if (branches.length === 0) return [];
      const result = await db.execute(sql.join(branches, sql` union all `));
      return rowsOf(result).map((row) => ({
        kind: String(row.kind) as DigestItem['kind'],
        title: String(row.title),
        category: String(row.category),
      }));
    },

    async markDigestSent(db: Db, userId: string, day: string, until: Date): Promise<void> {
      await db
        .update(notificationSettings)
        .set({ lastDigestDay: day, digestSince: until })
        .where(eq(notificationSettings.userId, userId));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
