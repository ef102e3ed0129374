import { and, desc, eq } from 'drizzle-orm';
import type { MyLearningType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { myLearning, type User } from '../../db/schema/index.ts';
import {
  LEARNING_TYPE_OF,
  commonColumnsOf,
  selectableColumnsOf,
  visibleTo,
  type ContentRows,
  type LearningItemType,
} from '../content/content.items.ts';

/** Every query of My Learning. `db` may be a transaction. */
export function createLearningRepository() {
  return {
    /** Whether item `id` of `type` exists and `user` may see it. */
    async isItemVisible(db: Db, type: LearningItemType, id: string, user: Pick<User, 'id' | 'role'>): Promise<boolean> {
      const table = commonColumnsOf(type);
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), visibleTo(type, user)))
        .limit(1);
      return row !== undefined;
    },

    /** Adds the entry unless it is there already (the primary key makes adding twice harmless). */
    async insertEntry(
      db: Db,
      entry: { userId: string; contentType: MyLearningType; contentId: string; createdAt: Date },
    ): Promise<void> {
      await db.insert(myLearning).values(entry).onConflictDoNothing();
    },

    /** True when there was an entry to remove. */
    async deleteEntry(
      db: Db,
      entry: { userId: string; contentType: MyLearningType; contentId: string },
    ): Promise<boolean> {
      const deleted = await db
        .delete(myLearning)
        .where(
          and(
            eq(myLearning.userId, entry.userId),
            eq(myLearning.contentType, entry.contentType),
            eq(myLearning.contentId, entry.contentId),
          ),
        )
        .returning({ contentId: myLearning.contentId });
      return deleted.length > 0;
    },

    /** Takes an item out of every user's list. */
    async deleteEntriesOfItem(db: Db, contentType: MyLearningType, contentId: string): Promise<void> {
      await db
        .delete(myLearning)
        .where(and(eq(myLearning.contentType, contentType), eq(myLearning.contentId, contentId)));
    },

    /** The items of one type in `user`'s list that they may still see, most recently added first, in one query. */
    async listItemsOf<K extends LearningItemType>(
      db: Db,
      type: K,
      user: Pick<User, 'id' | 'role'>,
      limit: number,
    ): Promise<ContentRows[K][]> {
      const table = commonColumnsOf(type);
      const rows = await db
        .select(selectableColumnsOf(type))
        .from(table)
        .innerJoin(
          myLearning,
          and(
            eq(myLearning.contentId, table.id),
            eq(myLearning.userId, user.id),
            eq(myLearning.contentType, LEARNING_TYPE_OF[type]),
          ),
        )
        .where(visibleTo(type, user))
        .orderBy(desc(myLearning.createdAt))
        .limit(limit);
      return rows as unknown as ContentRows[K][];
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
