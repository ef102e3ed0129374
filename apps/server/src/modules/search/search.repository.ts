import { getTableName, sql, type SQL } from 'drizzle-orm';
import { ITEM_TYPES, type ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { courseLectures, courses, notes, pdfPages, pyqs, type User } from '../../db/schema/index.ts';
import {
  commonColumnsOf,
  isPubliclyVisible,
  selectableColumnsOf,
  visibleTo,
  type ContentRows,
  type Lecture,
} from '../content/content.items.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { matchQuery, wordQueries, type SearchWord } from './search.words.ts';

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
/**
 * Up to this many matching pages, a typed-word search's PDF-only hits come from each matching file's
 * best rank, which the index's thread gives to the items that use the file: PostgreSQL ranks every
 * matching page (a few µs each) but joins nothing to the notes and PYQs. At 1,000,000 items a pair of
 * words on about 12,000 pages took 567 ms through the join along the items, newest first
 * (docs/benchmarks.md, 2026-11-28, fifth session); beyond this the walk, which stops early, is kept.
 */
const FILES_RANKED_PAGES = 20_000;
/**
 * The matching pages up to which a search ranks them by file (pdfMatches with `itemsOfFiles`), for a
 * library of `pages` pages: search.page-words.ts applies the same bound to the pages it holds.
 */
export const pagesRankedByFile = (pages: number): number =>
  Math.max(FEW_PAGES, Math.round(Math.sqrt(PAGES_PER_MATCH_COST * pages)), FILES_RANKED_PAGES);

/**
 * What a search matches and how it ranks: the tsquery every hit satisfies, the vectors it is matched
 * against, and the rank of a candidate item or PDF page (higher is better). Two kinds: typed words
 * (prefixes and typos over the 'simple' word vectors, docs/decisions/0014) and, for text with quotes
 * or a minus, PostgreSQL's websearch syntax over the stemmed English vectors.
 */
interface Matcher {
  query: SQL;
  itemVector: (table: ReturnType<typeof commonColumnsOf>) => SQL;
  pageVector: SQL;
  itemRank: (vector: SQL) => SQL;
  pageRank: (vector: SQL) => SQL;
  config: 'simple' | 'english';
}

/** The websearch matcher, as before issue 11: title matches first, then ts_rank_cd. */
function websearchMatcher(text: string): Matcher {
  const query = sql`websearch_to_tsquery('english', ${text})`;
  return {
    query,
    itemVector: (table) => sql`${table.searchVector}`,
    pageVector: sql`${pdfPages.searchVector}`,
    itemRank: (vector) =>
      sql`(case when ts_filter(${vector}, '{a}') @@ ${query} then 2 else 1 end + ts_rank_cd(${vector}, ${query}, 32))::float8`,
    pageRank: (vector) => sql`ts_rank_cd(${vector}, ${query}, 32)::float8`,
    config: 'english',
  };
}

/**
 * Field weights (title, then tags/subject/professor/mentor, then description) times match kind (exact
 * 3, prefix 2, typo 1). PDF text weighs 1/4: a word's best PDF score (0.75) is below its worst score
 * in the item's own text (2), so PDF-only hits come after every item whose own text has as many words.
 */
export const FIELD_WEIGHTS = { A: 8, B: 4, C: 2 } as const;
export const PDF_WEIGHT = 0.25;
export const KIND_WEIGHTS = { exact: 3, prefix: 2, typo: 1 } as const;
/** Each word found adds this, so items with more of the words rank above any with fewer. */
export const PER_WORD_FOUND = 1000;

/** The score of one word in a vector: the best field × kind it matches in, 0 when absent. */
function wordScore(vector: SQL, word: SearchWord, weighted: boolean): SQL {
  const queries = wordQueries(word);
  const cases: { score: number; query: string }[] = [];
  const fields = weighted ? (['A', 'B', 'C'] as const) : ([''] as const);
  for (const field of fields) {
    const fieldWeight = field === '' ? PDF_WEIGHT : FIELD_WEIGHTS[field];
    cases.push({ score: fieldWeight * KIND_WEIGHTS.exact, query: queries.exact(field) });
    cases.push({ score: fieldWeight * KIND_WEIGHTS.prefix, query: queries.prefix(field) });
    const typo = queries.typo(field);
    if (typo !== null) cases.push({ score: fieldWeight * KIND_WEIGHTS.typo, query: typo });
  }
  // Best first, so the first condition that holds gives the score.
  cases.sort((a, b) => b.score - a.score);
  const whens = cases.map(
    ({ score, query }) => sql`when ${vector} @@ ${query}::tsquery then ${sql.raw(String(score))}`,
  );
  return sql`(case ${sql.join(whens, sql` `)} else 0 end)`;
}

/**
 * The rank of a vector for typed words: PER_WORD_FOUND per word found plus each word's score. A vector
 * that matched every word (`all`: each word's exact, prefix or typo query is part of the match) has
 * found them all, so only the scores are computed: each word's conditions once, not twice (a page's
 * conditions were most of ranking twenty thousand of them).
 */
function wordsRank(vector: SQL, words: readonly SearchWord[], weighted: boolean, mode: 'all' | 'some'): SQL {
  const scores = words.map((word) => wordScore(vector, word, weighted));
  if (mode === 'all')
    return sql`(${sql.raw(String(PER_WORD_FOUND * words.length))} + ${sql.join(scores, sql` + `)})::float8`;
  const found = scores.map((score) => sql`(${score} > 0)::int`);
  return sql`(select (${sql.raw(String(PER_WORD_FOUND))} * (${sql.join(found, sql` + `)}) + ${sql.join(scores, sql` + `)})::float8)`;
}

function wordsMatcher(words: readonly SearchWord[], mode: 'all' | 'some'): Matcher {
  return {
    query: sql`${matchQuery(words, mode)}::tsquery`,
    itemVector: (table) => sql`${table.searchWords}`,
    pageVector: sql`${pdfPages.searchWords}`,
    itemRank: (vector) => wordsRank(vector, words, true, mode),
    pageRank: (vector) => wordsRank(vector, words, false, mode),
    config: 'simple',
  };
}

/** The match counts, capped, of each type (only visible items) and of PDF pages. */
interface MatchCounts {
  items: Partial<Record<ItemType, number>>;
  /** Matching PDF pages (counted up to `few` + 1) and the threshold `few` of the way to read them. */
  pages: { count: number; few: number };
}

const cappedCount = (from: SQL, cap: number) =>
  sql`(select count(*)::int from (select 1 from ${from} limit ${sql.raw(String(cap + 1))}) capped)`;

/**
 * Matches in the item's own vector, the newest CANDIDATES_PER_BRANCH of them, each with its rank and
 * creation time (ties go to the newer item). Only the candidates are ranked.
 */
function metadataHits(type: ItemType, matcher: Matcher, user: Searcher, matches: number): SQL {
  const table = commonColumnsOf(type);
  const vector = matcher.itemVector(table);
  const limit = sql.raw(String(CANDIDATES_PER_BRANCH));
  const newest =
    matches > MANY_MATCHES
      ? sql`select ${table.id} as id, ${table.createdAt} as created_at, ${vector} as vector from ${table}
          where ${vector} @@ ${matcher.query}${andVisible(type, user)}
          order by ${table.createdAt} desc, ${table.id} desc limit ${limit}`
      : sql`select id, created_at, vector from (
            select ${table.id} as id, ${table.createdAt} as created_at, ${vector} as vector from ${table}
            where ${vector} @@ ${matcher.query}${andVisible(type, user)}
            offset 0
          ) matched order by created_at desc, id desc limit ${limit}`;
  return sql`(select ${type}::text as type, candidate.id, candidate.created_at,
      ${matcher.itemRank(sql`candidate.vector`)} as rank
    from (${newest}) candidate)`;
}

/**
 * Matches in the pages of the PDFs of visible notes or PYQs (a PDF used by several items hits each),
 * the newest CANDIDATES_PER_BRANCH items. Few matching pages: from the pages to the items that use
 * them (newest first), then only those items' files are ranked, each once. Many: along the items
 * newest first until enough have a matching page, which with pages that dense stops early.
 */
function pdfHits(type: 'note' | 'pyq', matcher: Matcher, user: Searcher, pages: MatchCounts['pages']): SQL {
  const table = type === 'note' ? notes : pyqs;
  const limit = sql.raw(String(CANDIDATES_PER_BRANCH));
  const { query, pageVector } = matcher;
  if (pages.count <= pages.few) {
    // The lateral join keeps the planner on the file_id index (a hash join would read every item); its
    // `offset 0` keeps the planner from flattening it into exactly that hash join, which it did for a
    // rare word (1.3 s of 1.8 at 100k items, reading all 40,000 notes to join 4).
    return sql`(with item as (
        select item.id, item.file_id, item.created_at
        from (select distinct ${pdfPages.fileId} as file_id from ${pdfPages} where ${pageVector} @@ ${query}) matched
        cross join lateral (
          select ${table.id} as id, ${table.fileId} as file_id, ${table.createdAt} as created_at from ${table}
          where ${table.fileId} = matched.file_id${andVisible(type, user)}
          offset 0
        ) item
        order by item.created_at desc, item.id desc limit ${limit}
      ), ranked as (
        select ${pdfPages.fileId} as file_id, max(${matcher.pageRank(pageVector)}) as rank
        from ${pdfPages} where ${pdfPages.fileId} in (select file_id from item) and ${pageVector} @@ ${query}
        group by ${pdfPages.fileId}
      )
      select ${type}::text as type, item.id, item.created_at, ranked.rank from item join ranked on ranked.file_id = item.file_id)`;
  }
  return sql`(select ${type}::text as type, ${table.id} as id, ${table.createdAt} as created_at,
      ${matcher.pageRank(pageVector)} as rank
    from ${pdfPages} join ${table} on ${table.fileId} = ${pdfPages.fileId}
    where ${pageVector} @@ ${query}${andVisible(type, user)}
    order by ${table.createdAt} desc, ${table.id} desc limit ${limit})`;
}

/** The matching pages up to which they are read from the pages to the items (pdfHits), from the table's size. */
function fewPagesOf(): SQL {
  // reltuples is -1 until the table was first analysed.
  return sql`(select greatest(${sql.raw(String(FEW_PAGES))}, sqrt(${sql.raw(String(PAGES_PER_MATCH_COST))} * greatest(reltuples, 0)))::int
    from pg_class where oid = ${sql.raw(`'${getTableName(pdfPages)}'::regclass`)})`;
}

async function countMatches(
  db: Db,
  matcher: Matcher,
  types: readonly ItemType[],
  user: Searcher,
  withPages: boolean,
): Promise<MatchCounts> {
  const columns = types.map((type) => {
    const table = commonColumnsOf(type);
    const from = sql`${table} where ${matcher.itemVector(table)} @@ ${matcher.query}${andVisible(type, user)}`;
    return sql`${cappedCount(from, MANY_MATCHES)} as ${sql.identifier(type)}`;
  });
  const fewPages = fewPagesOf();
  // The matching pages through the word index, read lazily up to the cap: in a CTE of their own, since
  // under the cap's LIMIT the planner guesses that a sequential scan meets enough matches soon, and for
  // a rare word it reads every page instead (0.7 s at 30,000 pages against well under a millisecond).
  const pages = withPages
    ? sql`few.pages as few_pages,
      (select count(*)::int from (select 1 from page_match limit few.pages + 1) capped) as pages`
    : sql`few.pages as few_pages, 0 as pages`;
  const pageMatch = withPages
    ? sql`with page_match as materialized (select 1 from ${pdfPages} where ${matcher.pageVector} @@ ${matcher.query}) `
    : sql``;
  const itemColumns = columns.length > 0 ? sql`${sql.join(columns, sql`, `)}, ` : sql``;
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`${pageMatch}select ${itemColumns}${pages}
      from (select ${fewPages} as pages) few`),
  );
  const items: MatchCounts['items'] = {};
  for (const type of types) items[type] = Number(row?.[type] ?? 0);
  return { items, pages: { count: Number(row?.pages ?? 0), few: Number(row?.few_pages ?? FEW_PAGES) } };
}

/** Text with quotes or a word after a minus keeps PostgreSQL's websearch syntax (phrases, exclusions). */
export function usesWebsearchSyntax(text: string): boolean {
  return text.includes('"') || /(^|\s)-[\p{L}\p{N}]/u.test(text);
}

export const ALL_ITEM_TYPES: readonly ItemType[] = ['note', 'pyq', 'video', 'course'];
/** A note or PYQ found by its PDF's pages, with the best page's rank. */
export interface PdfMatch {
  type: ItemType;
  id: string;
  rank: number;
  created: number;
}
/** A PDF's best page for a search, and its headline (matches between HEADLINE_START and HEADLINE_STOP). */
export interface BestPage {
  page: number;
  headline: string | null;
}
/** A PDF page's text, or a file's page count alone when it has too many pages to read (pageTexts). */
export interface PageText {
  file: string;
  pageCount: number;
  page: number | null;
  text: string | null;
}
export type TypeCounts = Record<ItemType, number>;

/** A row of findItemRows: its type, and the row as the lists read it (a course's with its lectures). */
export type ItemRow = {
  [K in ItemType]: { type: K; row: ContentRows[K] & (K extends 'course' ? { lectures: Lecture[] } : unknown) };
}[ItemType];

/**
 * A row of `type` as one JSON object: its selectable columns under their field names, as Drizzle would
 * map them (timestamps as text that Date reads, numbers as numbers, arrays as arrays), and a course's
 * lectures in order.
 */
function rowJsonOf(type: ItemType): SQL {
  const fields = Object.entries(selectableColumnsOf(type)).map(
    ([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`,
  );
  if (type === 'course') {
    fields.push(
      sql`'lectures', (select coalesce(json_agg(json_build_object('title', ${courseLectures.title}, 'videoUrl', ${courseLectures.videoUrl}) order by ${courseLectures.position}), '[]'::json) from ${courseLectures} where ${courseLectures.courseId} = ${courses.id})`,
    );
  }
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}
export const NO_COUNTS: TypeCounts = { note: 0, pyq: 0, video: 0, course: 0 };

/** Every query of the search module. */
export function createSearchRepository() {
  return {
    /**
     * The notes and PYQs (visible to `user`) whose PDFs have a page with every word (`all`) or some
     * (`some`), the newest CANDIDATES_PER_BRANCH of each type, with the best page's rank: the part of
     * a search the in-process index leaves to PostgreSQL (docs/decisions/0024).
     */
    async pdfMatches(
      db: Db,
      options: {
        words: readonly SearchWord[];
        mode: 'all' | 'some';
        user: Searcher;
        /**
         * The visible items that use each file, with its rank (the search index knows them): given, and
         * the matching pages up to FILES_RANKED_PAGES, only the files' ranks are read here, every item of them ranked.
         */
        itemsOfFiles?: (files: readonly { fileId: string; rank: number }[]) => PdfMatch[];
      },
    ): Promise<PdfMatch[]> {
      if (options.words.length === 0) return [];
      const matcher = wordsMatcher(options.words, options.mode);
      const { itemsOfFiles } = options;
      let pages: MatchCounts['pages'];
      if (itemsOfFiles !== undefined) {
        // Each file's best page, from the word index: no join from the pages to the notes and PYQs
        // (about 30 µs a file, 40 ms for a pair on 1,081 pages at 100,000 items, against 8 ms here).
        // The matching pages are read once, counted and, when they are few enough, ranked by file: a
        // count first and a ranking after read them twice (docs/benchmarks.md, twelfth session).
        const rows = rowsOf<{ pages: number; few: number; fileId: string | null; rank: number | string | null }>(
          await db.execute(sql`with few as (select ${fewPagesOf()} as pages),
            page_match as materialized (
              select ${pdfPages.fileId} as file_id, ${matcher.pageVector} as vector from ${pdfPages}
              where ${matcher.pageVector} @@ ${matcher.query}
            ),
            capped as materialized (
              select file_id, vector from page_match
              limit (select greatest(pages, ${sql.raw(String(FILES_RANKED_PAGES))}) + 1 from few)
            ),
            counted as (select count(*)::int as pages from capped)
            select counted.pages, few.pages as few, ranked.file_id as "fileId", ranked.rank
            from counted cross join few left join lateral (
              select file_id, max(${matcher.pageRank(sql`vector`)}) as rank from capped
              where counted.pages <= greatest(few.pages, ${sql.raw(String(FILES_RANKED_PAGES))})
              group by file_id
            ) ranked on true`),
        );
        pages = { count: Number(rows[0]?.pages ?? 0), few: Number(rows[0]?.few ?? FEW_PAGES) };
        if (pages.count === 0) return [];
        if (pages.count <= Math.max(pages.few, FILES_RANKED_PAGES)) {
          const files = rows.flatMap((row) =>
            row.fileId === null ? [] : [{ fileId: row.fileId, rank: Number(row.rank) }],
          );
          return itemsOfFiles(files);
        }
      } else {
        pages = (await countMatches(db, matcher, [], options.user, true)).pages;
        if (pages.count === 0) return [];
      }
      const branches = (['note', 'pyq'] as const).map((type) => pdfHits(type, matcher, options.user, pages));
      const rows = rowsOf<{ type: ItemType; id: string; rank: number | string; created: string }>(
        await db.execute(sql`select type, id, max(rank) as rank,
            (extract(epoch from max(created_at)) * 1000000)::int8::text as created
          from (${sql.join(branches, sql` union all `)}) hits group by type, id`),
      );
      return rows.map((row) => ({ type: row.type, id: row.id, rank: Number(row.rank), created: Number(row.created) }));
    },

    /**
     * For each of `files` (PDFs), the page that matches the words best (every word, or some) and its
     * marked headline; files without such a page are not in the answer. A page of hits asks once per
     * PDF, however many of its notes and PYQs use it.
     */
    async bestPages(
      db: Db,
      options: { words: readonly SearchWord[]; mode: 'all' | 'some'; files: readonly string[] },
    ): Promise<Map<string, BestPage>> {
      const files = [...new Set(options.files)];
      const found = new Map<string, BestPage>();
      if (files.length === 0 || options.words.length === 0) return found;
      // A named prepared statement (every word a parameter): each connection plans it once, and Node
      // builds no SQL. A page's rank is that of wordsRank for PDF text.
      const queries = options.words.map(wordQueries);
      const statement = preparedStatement(db, 'search_best_file_pages', (name) =>
        db
          .select({
            file: sql<string>`r.file`,
            page: sql<number>`best.page`,
            headline: sql<string | null>`best.headline`,
          })
          .from(
            sql`unnest(${sql.placeholder('files')}::text[]) as r(file)
          cross join lateral (
            select p.page_number as page,
              ts_headline('simple', translate(p.text, ${sql.placeholder('marks')}::text, ''), ${sql.placeholder('query')}::tsquery, ${sql.placeholder('options')}::text) as headline
            from pdf_pages p
            where p.file_id = r.file
              and p.search_words @@ ${sql.placeholder('query')}::tsquery
            order by (select sum(case
                when p.search_words @@ w.exact then ${sql.raw(String(PER_WORD_FOUND + PDF_WEIGHT * KIND_WEIGHTS.exact))}::float8
                when p.search_words @@ w.prefix then ${sql.raw(String(PER_WORD_FOUND + PDF_WEIGHT * KIND_WEIGHTS.prefix))}::float8
                when w.typo is not null and p.search_words @@ w.typo then ${sql.raw(String(PER_WORD_FOUND + PDF_WEIGHT * KIND_WEIGHTS.typo))}::float8
                else 0 end)
              from unnest(${sql.placeholder('exact')}::tsquery[], ${sql.placeholder('prefix')}::tsquery[], ${sql.placeholder('typo')}::tsquery[]) as w(exact, prefix, typo)) desc,
              p.page_number
            limit 1
          ) best`,
          )
          .prepare(name),
      );
      const rows = await statement.execute({
        files,
        marks: HEADLINE_START + HEADLINE_STOP,
        query: matchQuery(options.words, options.mode),
        options: HEADLINE_OPTIONS,
        exact: queries.map((query) => query.exact()),
        prefix: queries.map((query) => query.prefix()),
        typo: queries.map((query) => query.typo()),
      });
      for (const row of rows) found.set(row.file, { page: row.page, headline: row.headline });
      return found;
    },

    /**
     * The pages of `files` (PDFs) with their text, in page order, for those of at most `maxPages`
     * pages; a larger file gives one row with its page count and no page (search.pdf-pages.ts keeps the
     * rest), a file without pages none.
     */
    async pageTexts(db: Db, files: readonly string[], maxPages: number): Promise<PageText[]> {
      if (files.length === 0) return [];
      const statement = preparedStatement(db, 'search_page_texts', (name) =>
        db
          .select({
            file: sql<string>`f.file`,
            pageCount: sql<number>`n.pages`,
            page: sql<number | null>`p.page_number`,
            text: sql<string | null>`p.text`,
          })
          .from(
            sql`unnest(${sql.placeholder('files')}::text[]) as f(file)
          cross join lateral (select count(*)::int as pages from pdf_pages where file_id = f.file) n
          left join lateral (
            select page_number, text from pdf_pages
            where file_id = f.file and n.pages <= ${sql.placeholder('maxPages')}::int
          ) p on true`,
          )
          .where(sql`n.pages > 0`)
          .orderBy(sql`f.file`, sql`p.page_number`)
          .prepare(name),
      );
      return statement.execute({ files: [...new Set(files)], maxPages });
    },

    /**
     * One page of hits for text in PostgreSQL's websearch syntax (quotes, a minus), best first, over
     * every type, with the number of ranked results per type: the page holds only `types`, and `total`
     * counts those. Typed words are searched by the search index instead (docs/decisions/0024).
     */
    async searchHits(
      db: Db,
      options: { websearch: string; types: readonly ItemType[]; user: Searcher; limit: number; offset: number },
    ): Promise<{ hits: SearchHit[]; total: number; counts: TypeCounts }> {
      const matcher = websearchMatcher(options.websearch);
      // First how many match (capped), which picks each branch's way and leaves out empty ones.
      const counts = await countMatches(db, matcher, ALL_ITEM_TYPES, options.user, true);
      const branches = ALL_ITEM_TYPES.flatMap((type) => [
        ...((counts.items[type] ?? 0) > 0 ? [metadataHits(type, matcher, options.user, counts.items[type] ?? 0)] : []),
        ...((type === 'note' || type === 'pyq') && counts.pages.count > 0
          ? [pdfHits(type, matcher, options.user, counts.pages)]
          : []),
      ]);
      if (branches.length === 0) return { hits: [], total: 0, counts: NO_COUNTS };
      const chosen = sql.join(
        options.types.map((type) => sql`${type}`),
        sql`, `,
      );
      // Rank per item first (a hash aggregate over the matches); the best page and its headline only
      // for the page of results, so a common word costs one ranking pass and no per-match sorting.
      const items = sql`with hits as (${sql.join(branches, sql` union all `)})
        select type, id, max(rank) as rank, max(created_at) as created_at from hits group by type, id`;
      const perType = sql`(count(*) filter (where i.type = 'note') over ())::int as notes,
        (count(*) filter (where i.type = 'pyq') over ())::int as pyqs,
        (count(*) filter (where i.type = 'video') over ())::int as videos,
        (count(*) filter (where i.type = 'course') over ())::int as courses`;
      const fileOf = sql`case r.type
        when 'note' then (select ${notes.fileId} from ${notes} where ${notes.id} = r.id)
        when 'pyq' then (select ${pyqs.fileId} from ${pyqs} where ${pyqs.id} = r.id) end`;
      const config = sql.raw(`'${matcher.config}'`);
      const result =
        await db.execute(sql`select r.type, r.id, r.rank, r.notes, r.pyqs, r.videos, r.courses, best.page, best.headline
        from (
          select * from (select i.*, ${perType} from (${items}) i) counted
          where type in (${chosen})
          order by rank desc, created_at desc, id desc limit ${options.limit} offset ${options.offset}
        ) r
        left join lateral (
          select ${pdfPages.pageNumber} as page,
            ts_headline(${config}, translate(${pdfPages.text}, ${HEADLINE_START + HEADLINE_STOP}, ''), ${matcher.query}, ${HEADLINE_OPTIONS}) as headline
          from ${pdfPages}
          where r.type in ('note', 'pyq') and ${pdfPages.fileId} = ${fileOf} and ${matcher.pageVector} @@ ${matcher.query}
          order by ${matcher.pageRank(matcher.pageVector)} desc, ${pdfPages.pageNumber}
          limit 1
        ) best on true
        order by r.rank desc, r.created_at desc, r.id desc`);
      type Row = {
        type: ItemType;
        id: string;
        rank: number | string;
        page: number | null;
        headline: string | null;
      } & Record<'notes' | 'pyqs' | 'videos' | 'courses', number>;
      let rows = rowsOf<Row>(result);
      let countRow: Pick<Row, 'notes' | 'pyqs' | 'videos' | 'courses'> | undefined = rows[0];
      if (rows.length === 0) {
        // Past the last page (or no result of the chosen types): the window saw no rows, so count on its own.
        [countRow] = rowsOf<Pick<Row, 'notes' | 'pyqs' | 'videos' | 'courses'>>(
          await db.execute(sql`select ${perType} from (${items}) i limit 1`),
        );
        rows = [];
      }
      const counts_: TypeCounts = {
        note: Number(countRow?.notes ?? 0),
        pyq: Number(countRow?.pyqs ?? 0),
        video: Number(countRow?.videos ?? 0),
        course: Number(countRow?.courses ?? 0),
      };
      return {
        hits: rows.map((row) => ({
          type: row.type,
          id: row.id,
          rank: Number(row.rank),
          page: row.page,
          headline: row.headline,
        })),
        total: options.types.reduce((sum, type) => sum + counts_[type], 0),
        counts: counts_,
      };
    },

    /**
     * The rows of `ids` (by type), courses with their lectures in order, in one prepared query: a
     * search's page holds every type, and a query per type (and one for lectures) cost the index's
     * thread a round trip each (docs/benchmarks.md, twelfth session).
     */
    async findItemRows(db: Db, ids: Readonly<Partial<Record<ItemType, readonly string[]>>>): Promise<ItemRow[]> {
      if (ITEM_TYPES.every((type) => (ids[type] ?? []).length === 0)) return [];
      const statement = preparedStatement(db, 'search_item_rows', (name) => {
        const rowsOf = (type: ItemType) => {
          const table = commonColumnsOf(type);
          return db
            .select({ type: sql<ItemType>`${sql.raw(`'${type}'`)}::text`.as('type'), row: rowJsonOf(type).as('row') })
            .from(table)
            .where(sql`${table.id} = any(${sql.placeholder(type)}::uuid[])`);
        };
        return rowsOf('note')
          .unionAll(rowsOf('pyq'))
          .unionAll(rowsOf('video'))
          .unionAll(rowsOf('course'))
          .prepare(name);
      });
      const rows = await statement.execute(
        Object.fromEntries(ITEM_TYPES.map((type) => [type, [...new Set(ids[type] ?? [])]])),
      );
      return rows as unknown as ItemRow[];
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
