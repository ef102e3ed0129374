import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Category, ContentStatus, ItemType, SortOrder } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { contentCounts, courseLectures, files, type StoredFile } from '../../db/schema/index.ts';
import {
  CONTENT_TABLES,
  commonColumnsOf,
  isPubliclyVisible,
  isWatchingColumn,
  selectableColumnsOf,
  type ContentRows,
  type Lecture,
} from './content.items.ts';
import { findLecturesOf } from './content.lectures.ts';

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

/** `%`, `_` and `\\` match themselves (backslash is PostgreSQL's default LIKE escape). */
export const escapeLikePattern = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The conditions a filter sets, in a fixed order: with the type, the shape of a list's statements. */
const FILTER_KEYS = ['category', 'status', 'ownerId', 'isPublicOnly', 'titleContains'] as const;

function shapeOf(filter: ContentFilter): string {
  return FILTER_KEYS.filter((key) => {
    const value = filter[key];
    return value !== undefined && value !== '' && value !== false;
  }).join('_');
}

/** The filter's values under the placeholder names `whereOf` uses. */
function placeholderValues(filter: ContentFilter): Record<string, unknown> {
  return {
    category: filter.category,
    status: filter.status,
    ownerId: filter.ownerId,
    titlePattern: filter.titleContains === undefined ? undefined : `%${escapeLikePattern(filter.titleContains)}%`,
  };
}

/** The WHERE of a filter of `shape`, its values as placeholders (see placeholderValues). */
function whereOf(type: ItemType, shape: string): SQL | undefined {
  const table = commonColumnsOf(type);
  const has = new Set(shape.split('_'));
  return and(
    has.has('category') ? eq(table.category, sql.placeholder('category')) : undefined,
    has.has('status') ? eq(table.status, sql.placeholder('status')) : undefined,
    has.has('ownerId') ? eq(table.ownerId, sql.placeholder('ownerId')) : undefined,
    has.has('isPublicOnly') ? isPubliclyVisible(type) : undefined,
    has.has('titleContains') ? ilike(table.title, sql.placeholder('titlePattern')) : undefined,
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
     * How many rows match `filter`: a sum over content_counts (kept exact by triggers) unless the
     * filter has a title search, which only a count over the rows can answer.
     */
    async countRows(db: Db, type: ItemType, filter: ContentFilter): Promise<number> {
      const shape = shapeOf(filter);
      const statement = preparedStatement(db, `content_count_${type}_${shape}`, (name) => {
        const has = new Set(shape.split('_'));
        if (has.has('titleContains')) {
          return db.select({ total: count() }).from(commonColumnsOf(type)).where(whereOf(type, shape)).prepare(name);
        }
        return db
          .select({ total: sql<number>`coalesce(sum(${contentCounts.rows}), 0)::int` })
          .from(contentCounts)
          .where(
            and(
              eq(contentCounts.itemType, type),
              has.has('category') ? eq(contentCounts.category, sql.placeholder('category')) : undefined,
              has.has('status') ? eq(contentCounts.status, sql.placeholder('status')) : undefined,
              has.has('ownerId') ? eq(contentCounts.ownerKey, sql.placeholder('ownerId')) : undefined,
              has.has('isPublicOnly')
                ? sql`(${contentCounts.status} = 'public' and ${contentCounts.isPublic})`
                : undefined,
            ),
          )
          .prepare(name);
      });
      const [counted] = await statement.execute(placeholderValues(filter));
      return Number(counted?.total ?? 0);
    },

    /**
     * One page of a list, given its total. The page's ids come from one range of a (created_at, id)
     * index (index-only), read from whichever end is nearer, so the last page costs what the first
     * does; only those rows are then read, with `isWatching` for `userId` from the same query (an
     * EXISTS on my_learning's primary key), never a query per item.
     */
    async listRows<K extends ItemType>(
      db: Db,
      type: K,
      filter: ContentFilter,
      window: PageWindow,
      total: number,
      userId: string,
    ): Promise<(ContentRows[K] & { isWatching: boolean })[]> {
      const limit = Math.min(window.limit, total - window.offset);
      if (limit <= 0) return [];
      // From the far end, the page starts `total - offset - limit` rows in and runs the other way.
      const fromFarEnd = window.offset > total / 2;
      const offset = fromFarEnd ? total - window.offset - limit : window.offset;
      const descending = (window.sortBy !== 'oldest') !== fromFarEnd;
      const shape = shapeOf(filter);
      const statement = preparedStatement(
        db,
        `content_list_${type}_${shape}_${descending ? 'desc' : 'asc'}`,
        (name) => {
          const table = commonColumnsOf(type);
          const order = descending ? [desc(table.createdAt), desc(table.id)] : [asc(table.createdAt), asc(table.id)];
          const pageIds = db
            .select({ id: table.id })
            .from(table)
            .where(whereOf(type, shape))
            .orderBy(...order)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'));
          return db
            .select({ ...selectableColumnsOf(type), isWatching: isWatchingColumn(type, sql.placeholder('userId')) })
            .from(table)
            .where(inArray(table.id, pageIds))
            .orderBy(...order)
            .prepare(name);
        },
      );
      const rows = await statement.execute({ ...placeholderValues(filter), limit, offset, userId });
      if (fromFarEnd) rows.reverse();
      return rows as unknown as (ContentRows[K] & { isWatching: boolean })[];
    },

    /** The lectures of several courses, in order, by course id. */
    findLecturesOf,

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
        const where = and(
          options.category === undefined ? undefined : eq(table.category, options.category),
          options.ownerId === undefined ? undefined : eq(table.ownerId, options.ownerId),
        );
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
