import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userQueries } from '../auth/auth.user-queries.ts';
import {
  authCodes,
  courses,
  loginFailures,
  mailOutbox,
  myLearning,
  notes,
  pyqs,
  readingProgress,
  sessions,
  setPasswordTokens,
  supportMessages,
  users,
  videos,
  type User,
} from '../../db/schema/index.ts';
import { commonColumnsOf, LEARNING_TYPE_OF, visibleTo, type LearningItemType } from '../content/content.items.ts';

/** Every query of the account module. `db` may be a transaction. */
export function createAccountRepository() {
  return {
    ...userQueries,

    async listLiveSessions(db: Db, userId: string, now: Date) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Ends one session of the user; false when the user has no such session. */
    async deleteSessionOfUser(db: Db, userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return deleted.length === 1;
    },

    /** Ends every session of the user but the one with `keepTokenHash`; returns how many ended. */
    async deleteOtherSessions(db: Db, userId: string, keepTokenHash: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    /**
     * My Learning, with each item's title as the lists show it: null when the item is gone or
     * `user` may no longer see it (a draft now, perhaps renamed), by the lists' own rule (`visibleTo`).
     */
    async listMyLearning(db: Db, user: Pick<User, 'id' | 'role'>) {
      const joinOf = (type: LearningItemType) => {
        const table = commonColumnsOf(type);
        return and(
          eq(myLearning.contentType, LEARNING_TYPE_OF[type]),
          eq(table.id, myLearning.contentId),
          visibleTo(type, user),
        );
      };
      const rows = await db
        .select({
          contentType: myLearning.contentType,
          contentId: myLearning.contentId,
          createdAt: myLearning.createdAt,
          title: sql<string | null>`coalesce(${notes.title}, ${pyqs.title}, ${videos.title})`,
        })
        .from(myLearning)
        .leftJoin(notes, joinOf('note'))
        .leftJoin(pyqs, joinOf('pyq'))
        .leftJoin(videos, joinOf('video'))
        .where(eq(myLearning.userId, user.id))
        .orderBy(asc(myLearning.createdAt));
      return rows.map((row) => ({
        contentType: String(row.contentType),
        contentId: String(row.contentId),
        title: typeof row.title === 'string' ? row.title : null,
        addedAt: new Date(row.createdAt).toISOString(),
      }));
    },

    async listReadingProgress(db: Db, userId: string) {
      return db
        .select()
        .from(readingProgress)
        .where(eq(readingProgress.userId, userId))
        .orderBy(asc(readingProgress.updatedAt));
    },

    async listSupportMessages(db: Db, userId: string) {
      return db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.userId, userId))
        .orderBy(asc(supportMessages.createdAt));
    },

    /** The longest-serving active Admin other than `exceptId`, who receives a leaving staff member's content. */
    async findHeirAdmin(db: Db, exceptId: string): Promise<User | undefined> {
      const [admin] = await db
        .select()
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.status, 'active'), ne(users.id, exceptId)))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(1)
        .for('update');
      return admin;
    },

    /** Hands every note, PYQ, video and course of `fromId` to `toId`; returns how many of each. */
    async handOverContent(db: Db, fromId: string, toId: string) {
      const moved = async (table: typeof notes | typeof pyqs | typeof videos | typeof courses) =>
        (await db.update(table).set({ ownerId: toId }).where(eq(table.ownerId, fromId)).returning({ id: table.id }))
          .length;
      return {
        notes: await moved(notes),
        pyqs: await moved(pyqs),
        videos: await moved(videos),
        courses: await moved(courses),
      };
    },

    /** Removes every pending code and set-password link of the user: nothing mailed before still works. */
    async revokePendingCodes(db: Db, userId: string): Promise<void> {
      await db.delete(authCodes).where(eq(authCodes.userId, userId));
      await db.delete(setPasswordTokens).where(eq(setPasswordTokens.userId, userId));
    },

    /** Removes a user and what is theirs alone: sessions, codes, My Learning, progress and settings go by cascade. */
    async deleteUserAndPersonalData(db: Db, user: User): Promise<void> {
      await db.delete(supportMessages).where(eq(supportMessages.userId, user.id));
      await db.delete(loginFailures).where(eq(loginFailures.email, user.email));
      await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
      await db.delete(users).where(eq(users.id, user.id));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
