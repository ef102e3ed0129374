import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { notes, pdfPages, pyqs, type User } from '../../db/schema/index.ts';
import {
  commonColumnsOf,
  isPubliclyVisible,
  isWatchingColumn,
  selectableColumnsOf,
  visibleTo,
  type ContentRows,
} from '../content/content.items.ts';
import { findLecturesOf } from '../content/content.lectures.ts';

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

/**
 * The most matches of one kind (an item type's own text, or its PDFs' pages) that are ranked: the
 * newest ones. A rare word's matches all fit, so its ranking is complete; a word in a large share of
 * the library costs this many rankings instead of one per match, so a search takes about as long with
 * a million items as with ten thousand. `total` then counts the ranked results (docs/decisions/0010).
 */
export const CANDIDATES_PER_BRANCH = 1000;

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
 * How many matches make a branch "many": counting stops there. Up to it, every match is read through
 * the GIN index and the newest CANDIDATES_PER_BRANCH are kept (cost grows with the matches, at most
 * this many); past it, the (created_at, id) index is walked newest first until enough rows match,
 * which with matches this dense stops early. Deciding from a count, not from the planner's guess,
 * matters: for two words that rarely meet the guess can be far too high, and a walk that finds nothing
 * reads the whole table.
 */
const MANY_MATCHES = 2000;
/**
 * For PDF pages the same choice, at a threshold that grows with the library: going from the pages
 * costs about as much per matching page as walking costs per item passed over, and the walk passes
 * over about CANDIDATES × files / matches items, so the two cost the same near
 * sqrt(PAGES_PER_MATCH_COST × all pages) matching pages (measured: about 1,450 at 30,000 pages).
 * The number of pages is the statistics' estimate; never below FEW_PAGES.
 */
const FEW_PAGES = 500;
const PAGES_PER_MATCH_COST = 70;

/** The match counts, capped, of each type asked for (only visible items) and of PDF pages. */
interface MatchCounts {
  items: Partial<Record<ItemType, number>>;
  /** Matching PDF pages (counted up to `few` + 1) and the threshold `few` of the way to read them. */
  pages: { count: number; few: number };
}

const cappedCount = (from: SQL, cap: number) =>
  sql`(select count(*)::int from (select 1 from ${from} limit ${sql.raw(String(cap + 1))}) capped)`;

/**
 * Matches in the item's own weighted vector, the newest CANDIDATES_PER_BRANCH of them. Rank tiers keep
 * every title match above every other match: 2 + score when the title (weight A) matches, 1 + score for
 * tags and text, where the score is ts_rank_cd normalised into [0, 1) (flag 32: rank / (rank + 1)). PDF
 * matches score 0 + score. Only the candidates are ranked.
 */
function metadataHits(type: ItemType, query: SQL, user: Searcher, matches: number): SQL {
  const table = commonColumnsOf(type);
  const limit = sql.raw(String(CANDIDATES_PER_BRANCH));
  const newest =
    matches > MANY_MATCHES
      ? sql`select ${table.id} as id, ${table.searchVector} as vector from ${table}
          where ${table.searchVector} @@ ${query}${andVisible(type, user)}
          order by ${table.createdAt} desc, ${table.id} desc limit ${limit}`
      : sql`select id, vector from (
            select ${table.id} as id, ${table.createdAt} as created_at, ${table.searchVector} as vector from ${table}
            where ${table.searchVector} @@ ${query}${andVisible(type, user)}
            offset 0
          ) matched order by created_at desc, id desc limit ${limit}`;
  return sql`(select ${type}::text as type, candidate.id,
      (case when ts_filter(candidate.vector, '{a}') @@ ${query} then 2 else 1 end
        + ts_rank_cd(candidate.vector, ${query}, 32))::float8 as rank
    from (${newest}) candidate)`;
}

/**
 * Matches in the pages of the PDFs of visible notes or PYQs (a PDF used by several items hits each),
 * the newest CANDIDATES_PER_BRANCH items. Few matching pages: from the pages to the items that use
 * them (newest first), then only those items' files are ranked, each once. Many: along the items
 * newest first until enough have a matching page, which with pages that dense stops early.
 */
function pdfHits(type: 'note' | 'pyq', query: SQL, user: Searcher, pages: MatchCounts['pages']): SQL {
  const table = type === 'note' ? notes : pyqs;
  const limit = sql.raw(String(CANDIDATES_PER_BRANCH));
  if (pages.count <= pages.few) {
    // The lateral join keeps the planner on the file_id index (a hash join would read every item).
    return sql`(with item as (
        select item.id, item.file_id
        from (select distinct ${pdfPages.fileId} as file_id from ${pdfPages} where ${pdfPages.searchVector} @@ ${query}) matched
        cross join lateral (
          select ${table.id} as id, ${table.fileId} as file_id, ${table.createdAt} as created_at from ${table}
          where ${table.fileId} = matched.file_id${andVisible(type, user)}
        ) item
        order by item.created_at desc, item.id desc limit ${limit}
      ), ranked as (
        select ${pdfPages.fileId} as file_id, max(ts_rank_cd(${pdfPages.searchVector}, ${query}, 32))::float8 as rank
        from ${pdfPages} where ${pdfPages.fileId} in (select file_id from item) and ${pdfPages.searchVector} @@ ${query}
        group by ${pdfPages.fileId}
      )
      select ${type}::text as type, item.id, ranked.rank from item join ranked on ranked.file_id = item.file_id)`;
  }
  return sql`(select ${type}::text as type, ${table.id} as id,
      ts_rank_cd(${pdfPages.searchVector}, ${query}, 32)::float8 as rank
    from ${pdfPages} join ${table} on ${table.fileId} = ${pdfPages.fileId}
    where ${pdfPages.searchVector} @@ ${query}${andVisible(type, user)}
    order by ${table.createdAt} desc, ${table.id} desc limit ${limit})`;
}

async function countMatches(db: Db, query: SQL, types: readonly ItemType[], user: Searcher): Promise<MatchCounts> {
  const columns = types.map((type) => {
    const table = commonColumnsOf(type);
    const from = sql`${table} where ${table.searchVector} @@ ${query}${andVisible(type, user)}`;
    return sql`${cappedCount(from, MANY_MATCHES)} as ${sql.identifier(type)}`;
  });
  // reltuples is -1 until the table was first analysed.
  const fewPages = sql`(select greatest(${sql.raw(String(FEW_PAGES))}, sqrt(${sql.raw(String(PAGES_PER_MATCH_COST))} * greatest(reltuples, 0)))::int
    from pg_class where oid = ${sql.raw(`'${getTableName(pdfPages)}'::regclass`)})`;
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select ${sql.join(columns, sql`, `)}, few.pages as few_pages,
      (select count(*)::int from (select 1 from ${pdfPages} where ${pdfPages.searchVector} @@ ${query} limit few.pages + 1) capped) as pages
      from (select ${fewPages} as pages) few`),
  );
  const items: MatchCounts['items'] = {};
  for (const type of types) items[type] = Number(row?.[type] ?? 0);
  return { items, pages: { count: Number(row?.pages ?? 0), few: Number(row?.few_pages ?? FEW_PAGES) } };
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
      // First how many match (capped), which picks each branch's way and leaves out empty ones.
      const counts = await countMatches(db, query, options.types, options.user);
      const branches = options.types.flatMap((type) => [
        ...((counts.items[type] ?? 0) > 0 ? [metadataHits(type, query, options.user, counts.items[type] ?? 0)] : []),
        ...((type === 'note' || type === 'pyq') && counts.pages.count > 0
          ? [pdfHits(type, query, options.user, counts.pages)]
          : []),
      ]);
      if (branches.length === 0) return { hits: [], total: 0 };
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
    findLecturesOf,
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
