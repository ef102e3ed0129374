import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Category, ContentStatus, ItemType, SortOrder } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { courseLectures, files, type StoredFile } from '../../db/schema/index.ts';
import {
  CONTENT_TABLES,
  commonColumnsOf,
  isPubliclyVisible,
  isWatchingColumn,
  selectableColumnsOf,
  type ContentRows,
  type Lecture,
} from './content.items.ts';

/** Which rows a list holds; every given condition must hold. */
export interface ContentFilter {
  category?: Category;
  status?: ContentStatus;
  ownerId?: string;
  isPublicOnly?: boolean;
  /** Plain, case-insensitive substring of the title (no wildcards). */
  titleContains?: string;
}

export interface PageWindow {
  offset: number;
  limit: number;
  sortBy: SortOrder;
}

/** `%`, `_` and `\` match themselves (backslash is PostgreSQL's default LIKE escape). */
export const escapeLikePattern = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function whereOf(type: ItemType, filter: ContentFilter): SQL | undefined {
  const table = commonColumnsOf(type);
  return and(
    filter.category === undefined ? undefined : eq(table.category, filter.category),
    filter.status === undefined ? undefined : eq(table.status, filter.status),
    filter.ownerId === undefined ? undefined : eq(table.ownerId, filter.ownerId),
    filter.isPublicOnly === true ? isPubliclyVisible(type) : undefined,
    filter.titleContains === undefined || filter.titleContains === ''
      ? undefined
      : ilike(table.title, `%${escapeLikePattern(filter.titleContains)}%`),
  );
}

/** Every query of the content module. `db` may be a transaction. */
export function createContentRepository() {
  return {
    async findRow<K extends ItemType>(db: Db, type: K, id: string): Promise<ContentRows[K] | undefined> {
      const table = commonColumnsOf(type);
      const [row] = await db.select(selectableColumnsOf(type)).from(table).where(eq(table.id, id)).limit(1);
      return row as unknown as ContentRows[K] | undefined;
    },

    async insertRow<K extends ItemType>(db: Db, type: K, values: Record<string, unknown>): Promise<ContentRows[K]> {
      const [row] = await db
        .insert(commonColumnsOf(type))
        .values(values as never)
        .returning(selectableColumnsOf(type));
      return row as unknown as ContentRows[K];
    },

    async updateRow<K extends ItemType>(
      db: Db,
      type: K,
      id: string,
      changes: Record<string, unknown>,
    ): Promise<ContentRows[K] | undefined> {
      const table = commonColumnsOf(type);
      const [row] = await db
        .update(table)
        .set(changes as never)
        .where(eq(table.id, id))
        .returning(selectableColumnsOf(type));
      return row as unknown as ContentRows[K] | undefined;
    },

    /** Whether the item is in `userId`'s My Learning list. */
    async isInMyLearning(db: Db, type: ItemType, id: string, userId: string): Promise<boolean> {
      const table = commonColumnsOf(type);
      const [row] = await db
        .select({ isWatching: isWatchingColumn(type, userId) })
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      return row?.isWatching === true;
    },

    async deleteRow(db: Db, type: ItemType, id: string): Promise<boolean> {
      const table = commonColumnsOf(type);
      const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return deleted.length === 1;
    },

    /**
     * One page of a list with its total. `isWatching` for `userId` comes from the same query as the
     * rows (an EXISTS on my_learning's primary key), never from a query per item.
     */
    async listRows<K extends ItemType>(
      db: Db,
      type: K,
      filter: ContentFilter,
      window: PageWindow,
      userId: string,
    ): Promise<{ rows: (ContentRows[K] & { isWatching: boolean })[]; total: number }> {
      const table = commonColumnsOf(type);
      const where = whereOf(type, filter);
      const order =
        window.sortBy === 'oldest' ? [asc(table.createdAt), asc(table.id)] : [desc(table.createdAt), desc(table.id)];
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...selectableColumnsOf(type), isWatching: isWatchingColumn(type, userId) })
          .from(table)
          .where(where)
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return { rows: rows as unknown as (ContentRows[K] & { isWatching: boolean })[], total: counted?.total ?? 0 };
    },

    /** The lectures of several courses in one query, in order, by course id. */
    async findLecturesOf(db: Db, courseIds: readonly string[]): Promise<Map<string, Lecture[]>> {
      const byCourse = new Map<string, Lecture[]>();
      if (courseIds.length === 0) return byCourse;
      const rows = await db
        .select({ courseId: courseLectures.courseId, title: courseLectures.title, videoUrl: courseLectures.videoUrl })
        .from(courseLectures)
        .where(inArray(courseLectures.courseId, [...new Set(courseIds)]))
        .orderBy(asc(courseLectures.courseId), asc(courseLectures.position));
      for (const row of rows) {
        const list = byCourse.get(row.courseId) ?? [];
        list.push({ title: row.title, videoUrl: row.videoUrl });
        byCourse.set(row.courseId, list);
      }
      return byCourse;
    },

    /** Replaces a course's lectures with `lectures`, in order (call inside a transaction). */
    async replaceLectures(db: Db, courseId: string, lectures: readonly Lecture[]): Promise<void> {
      await db.delete(courseLectures).where(eq(courseLectures.courseId, courseId));
      if (lectures.length === 0) return;
      await db.insert(courseLectures).values(lectures.map((lecture, position) => ({ courseId, position, ...lecture })));
    },

    /** The newest items across the four types (optionally one category, one owner), newest first. */
    async listLatestUploads(
      db: Db,
      options: { category?: Category; ownerId?: string; limit: number },
    ): Promise<{ id: string; type: ItemType; title: string; createdAt: Date | string; status: ContentStatus }[]> {
      const branches = (Object.keys(CONTENT_TABLES) as ItemType[]).map((type) => {
        const table = commonColumnsOf(type);
        const where = whereOf(type, { category: options.category, ownerId: options.ownerId });
        // Each branch is cut to `limit` on its own (created_at indexes) before the merge.
        return sql`(select ${table.id} as id, ${type}::text as type, ${table.title} as title, ${table.createdAt} as created_at, ${table.status}::text as status from ${table} ${where ? sql`where ${where}` : sql``} order by ${table.createdAt} desc limit ${options.limit})`;
      });
      const result = await db.execute(
        sql`${sql.join(branches, sql` union all `)} order by created_at desc limit ${options.limit}`,
      );
      // Both drivers answer raw queries with `rows`.
      const { rows } = result as {
        rows: { id: string; type: ItemType; title: string; created_at: Date | string; status: ContentStatus }[];
      };
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        createdAt: row.created_at,
        status: row.status,
      }));
    },

    /** The stored file `fileId`, if there is one. */
    async findFile(db: Db, fileId: string): Promise<Pick<StoredFile, 'id' | 'kind'> | undefined> {
      const [file] = await db
        .select({ id: files.id, kind: files.kind })
        .from(files)
        .where(eq(files.id, fileId))
        .limit(1);
      return file;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
