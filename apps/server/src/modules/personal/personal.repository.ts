import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Category } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { myLearning, notes, personalSettings, pyqs, readingProgress, type User } from '../../db/schema/index.ts';
import {
  LEARNING_TYPE_OF,
  commonColumnsOf,
  isPubliclyVisible,
  visibleTo,
  type LearningItemType,
} from '../content/content.items.ts';

type Caller = Pick<User, 'id' | 'role'>;

export interface ItemReference {
  id: string;
  title: string;
  category: Category;
  createdAt: Date;
}

export interface ReadingRow {
  type: 'note' | 'pyq';
  id: string;
  title: string;
  fileId: string;
  page: number;
  pageCount: number | null;
  readAt: Date;
}

/** Every query of the personal home. `db` may be a transaction. */
export function createPersonalRepository() {
  return {
    async findSettings(db: Db, userId: string) {
      const [row] = await db.select().from(personalSettings).where(eq(personalSettings.userId, userId)).limit(1);
      return row ?? null;
    },

    async saveStream(db: Db, userId: string, stream: Category, now: Date): Promise<void> {
      await db
        .insert(personalSettings)
        .values({ userId, stream, streamAskedAt: now })
        .onConflictDoUpdate({
          target: personalSettings.userId,
          set: { stream, streamAskedAt: sql`coalesce(${personalSettings.streamAskedAt}, ${now})` },
        });
    },

    /** A first login's stream question answered by "skip": it is not asked again. */
    async markStreamAsked(db: Db, userId: string, now: Date): Promise<void> {
      await db
        .insert(personalSettings)
        .values({ userId, streamAskedAt: now })
        .onConflictDoUpdate({
          target: personalSettings.userId,
          set: { streamAskedAt: sql`coalesce(${personalSettings.streamAskedAt}, ${now})` },
        });
    },

    async saveVisit(
      db: Db,
      userId: string,
      visit: { lastVisitAt: Date; previousVisitAt: Date | null; isReturning: boolean },
    ) {
      await db
        .insert(personalSettings)
        .values({ userId, ...visit })
        .onConflictDoUpdate({ target: personalSettings.userId, set: visit });
    },

    /**
     * The PDFs (notes and papers) the user read most recently that they may still see, newest first.
     * A file shared by several items is listed once per item; the caller keeps the first `limit`.
     */
    async listRecentReading(db: Db, user: Caller, limit: number): Promise<ReadingRow[]> {
      const read = async (type: 'note' | 'pyq', table: typeof notes | typeof pyqs): Promise<ReadingRow[]> =>
        db
          .select({
            id: table.id,
            title: table.title,
            fileId: table.fileId,
            page: readingProgress.page,
            pageCount: readingProgress.pageCount,
            readAt: readingProgress.updatedAt,
          })
          .from(readingProgress)
          .innerJoin(table, eq(table.fileId, readingProgress.fileId))
          .where(and(eq(readingProgress.userId, user.id), gt(readingProgress.page, 0), visibleTo(type, user)))
          .orderBy(desc(readingProgress.updatedAt))
          .limit(limit)
          .then((rows) => rows.map((row) => ({ type, ...row })));
      const [noteRows, pyqRows] = await Promise.all([read('note', notes), read('pyq', pyqs)]);
      return [...noteRows, ...pyqRows].sort((a, b) => b.readAt.getTime() - a.readAt.getTime());
    },

    /** How many items of `type` the user's My Learning holds that they may still see. */
    async countLearning(db: Db, type: LearningItemType, user: Caller): Promise<number> {
      const table = commonColumnsOf(type);
      const [row] = await db
        .select({ total: count() })
        .from(myLearning)
        .innerJoin(table, eq(table.id, myLearning.contentId))
        .where(
          and(
            eq(myLearning.userId, user.id),
            eq(myLearning.contentType, LEARNING_TYPE_OF[type]),
            visibleTo(type, user),
          ),
        );
      return row?.total ?? 0;
    },

    /** The items of `type` most recently added to the user's My Learning; createdAt is when they were added. */
    async listNewestLearning(db: Db, type: LearningItemType, user: Caller, limit: number): Promise<ItemReference[]> {
      const table = commonColumnsOf(type);
      return db
        .select({ id: table.id, title: table.title, category: table.category, createdAt: myLearning.createdAt })
        .from(myLearning)
        .innerJoin(table, eq(table.id, myLearning.contentId))
        .where(
          and(
            eq(myLearning.userId, user.id),
            eq(myLearning.contentType, LEARNING_TYPE_OF[type]),
            visibleTo(type, user),
          ),
        )
        .orderBy(desc(myLearning.createdAt))
        .limit(limit);
    },

    /** Public items of `type` in `category` created after `since`, newest first (the public list's index). */
    async listNewPublic(
      db: Db,
      type: 'note' | 'pyq' | 'video' | 'course',
      category: Category,
      since: Date,
      limit: number,
    ): Promise<ItemReference[]> {
      const table = commonColumnsOf(type);
      return db
        .select({ id: table.id, title: table.title, category: table.category, createdAt: table.createdAt })
        .from(table)
        .where(and(isPubliclyVisible(type), eq(table.category, category), gt(table.createdAt, since)))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit);
    },
  };
}

export type PersonalRepository = ReturnType<typeof createPersonalRepository>;
