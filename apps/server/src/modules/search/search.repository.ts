import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { courseLectures, notes, pdfPages, pyqs, type User } from '../../db/schema/index.ts';
import {
  commonColumnsOf,
  isPubliclyVisible,
  isWatchingColumn,
  selectableColumnsOf,
  visibleTo,
  type ContentRows,
  type Lecture,
} from '../content/content.items.ts';

export type Searcher = Pick<User, 'id' | 'role'> | undefined;

/** One ranked hit: an item, its rank and, for a PDF match, the best page and its marked headline. */
export interface SearchHit {
  type: ItemType;
  id: string;
  rank: number;
  page: number | null;
  /** ts_headline of the best page, matches between HEADLINE_START and HEADLINE_STOP. */
  headline: string | null;
}

/** Private-use characters mark the matches in a headline; they are stripped from the page text first. */
export const HEADLINE_START = '\uE000';
export const HEADLINE_STOP = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/** Both drivers answer raw queries with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function visibility(type: ItemType, user: Searcher): SQL | undefined {
  return user === undefined ? isPubliclyVisible(type) : visibleTo(type, user);
}

const andVisible = (type: ItemType, user: Searcher) => {
  const condition = visibility(type, user);
  return condition === undefined ? sql`` : sql` and ${condition}`;
};

/**
 * Matches in the item's own weighted vector. Rank tiers keep every title match above every other
 * match: 2 + score when the title (weight A) matches, 1 + score for tags and text, where the score is
 * ts_rank_cd normalised into [0, 1) (flag 32: rank / (rank + 1)). PDF matches score 0 + score.
 */
function metadataHits(type: ItemType, query: SQL, user: Searcher): SQL {
  const table = commonColumnsOf(type);
  return sql`select ${type}::text as type, ${table.id} as id,
      (case when ts_filter(${table.searchVector}, '{a}') @@ ${query} then 2 else 1 end
        + ts_rank_cd(${table.searchVector}, ${query}, 32))::float8 as rank
    from ${table}
    where ${table.searchVector} @@ ${query}${andVisible(type, user)}`;
}

/** Matches in the pages of the PDFs of visible notes or PYQs (a PDF used by several items hits each). */
function pdfHits(type: 'note' | 'pyq', query: SQL, user: Searcher): SQL {
  const table = type === 'note' ? notes : pyqs;
  return sql`select ${type}::text as type, ${table.id} as id,
      ts_rank_cd(${pdfPages.searchVector}, ${query}, 32)::float8 as rank
    from ${pdfPages} join ${table} on ${table.fileId} = ${pdfPages.fileId}
    where ${pdfPages.searchVector} @@ ${query}${andVisible(type, user)}`;
}

/** Every query of the search module. */
export function createSearchRepository() {
  return {
    /**
     * One page of hits for `text` (websearch syntax: "quoted phrases", or, -exclusion) over `types`,
     * best first, with the number of matching items. The text is always a bound parameter and
     * websearch_to_tsquery never raises on bad syntax, so any input is safe.
     */
    async searchHits(
      db: Db,
      options: { text: string; types: readonly ItemType[]; user: Searcher; limit: number; offset: number },
    ): Promise<{ hits: SearchHit[]; total: number }> {
      const query = sql`websearch_to_tsquery('english', ${options.text})`;
      const branches = options.types.flatMap((type) =>
        type === 'note' || type === 'pyq'
          ? [metadataHits(type, query, options.user), pdfHits(type, query, options.user)]
          : [metadataHits(type, query, options.user)],
      );
      // Rank per item first (a hash aggregate over the matches); the best page and its headline only
      // for the page of results, so a common word costs one ranking pass and no per-match sorting.
      const items = sql`with hits as (${sql.join(branches, sql` union all `)})
        select type, id, max(rank) as rank from hits group by type, id`;
      const fileOf = sql`case r.type
        when 'note' then (select ${notes.fileId} from ${notes} where ${notes.id} = r.id)
        when 'pyq' then (select ${pyqs.fileId} from ${pyqs} where ${pyqs.id} = r.id) end`;
      const result = await db.execute(sql`select r.type, r.id, r.rank, r.total, best.page, best.headline
        from (
          select i.*, (count(*) over ())::int as total from (${items}) i
          order by i.rank desc, i.type, i.id limit ${options.limit} offset ${options.offset}
        ) r
        left join lateral (
          select ${pdfPages.pageNumber} as page,
            ts_headline('english', translate(${pdfPages.text}, ${HEADLINE_START + HEADLINE_STOP}, ''), ${query}, ${HEADLINE_OPTIONS}) as headline
          from ${pdfPages}
          where r.type in ('note', 'pyq') and ${pdfPages.fileId} = ${fileOf} and ${pdfPages.searchVector} @@ ${query}
          order by ts_rank_cd(${pdfPages.searchVector}, ${query}, 32) desc, ${pdfPages.pageNumber}
          limit 1
        ) best on true
        order by r.rank desc, r.type, r.id`);
      const rows = rowsOf<{
        type: ItemType;
        id: string;
        rank: number | string;
        page: number | null;
        total: number;
        headline: string | null;
      }>(result);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && options.offset > 0) {
        // Past the last page: the window count saw no rows, so count on its own.
        const counted = rowsOf<{ total: number }>(
          await db.execute(sql`select count(*)::int as total from (${items}) i`),
        );
        total = counted[0]?.total ?? 0;
      }
      return {
        hits: rows.map((row) => ({
          type: row.type,
          id: row.id,
          rank: Number(row.rank),
          page: row.page,
          headline: row.headline,
        })),
        total,
      };
    },

    /** The rows of `ids` of one type with the caller's isWatching, in one query. */
    async findRows<K extends ItemType>(
      db: Db,
      type: K,
      ids: readonly string[],
      userId: string | undefined,
    ): Promise<(ContentRows[K] & { isWatching: boolean })[]> {
      if (ids.length === 0) return [];
      const table = commonColumnsOf(type);
      const rows = await db
        .select({
          ...selectableColumnsOf(type),
          isWatching: userId === undefined ? sql<boolean>`false` : isWatchingColumn(type, userId),
        })
        .from(table)
        .where(inArray(table.id, [...ids]));
      return rows as unknown as (ContentRows[K] & { isWatching: boolean })[];
    },

    /** The lectures of several courses, in order, by course id. */
    async findLecturesOf(db: Db, courseIds: readonly string[]): Promise<Map<string, Lecture[]>> {
      const byCourse = new Map<string, Lecture[]>();
      if (courseIds.length === 0) return byCourse;
      const rows = await db
        .select({ courseId: courseLectures.courseId, title: courseLectures.title, videoUrl: courseLectures.videoUrl })
        .from(courseLectures)
        .where(inArray(courseLectures.courseId, [...courseIds]))
        .orderBy(asc(courseLectures.courseId), asc(courseLectures.position));
      for (const row of rows) {
        const list = byCourse.get(row.courseId) ?? [];
        list.push({ title: row.title, videoUrl: row.videoUrl });
        byCourse.set(row.courseId, list);
      }
      return byCourse;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
