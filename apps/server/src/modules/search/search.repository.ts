import { sql, type SQL } from 'drizzle-orm';
import { ITEM_TYPES, type ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { courseLectures, courses, pdfPages, searchItems, type User } from '../../db/schema/index.ts';
import {
  commonColumnsOf,
  isPubliclyVisible,
  selectableColumnsOf,
  visibleTo,
  type ContentRows,
  type Lecture,
} from '../content/content.items.ts';
import { matchQuery, titlePhraseQuery, wordQueries, type SearchWord } from './search.words.ts';

/**
 * Every query of search (docs/decisions/0027). How a result ranks is written once, here:
 *
 * - each term (a typed word, or the whole text in websearch syntax) scores its best field, then its
 *   best kind there: field title 30, tags/subject/professor/mentor 20, description 10, a PDF page 0;
 *   plus kind exact 3, prefix 2, typo or glossary synonym 1 (a tenth of that in a PDF page);
 * - a result's rank is PER_WORD_FOUND per term found plus the terms' scores, so items with more of the
 *   words come first, then title above tags above description above PDF text, exact above prefix
 *   above typo; a PDF-only hit ranks below every item whose own text holds as many words;
 * - a title that is exactly the typed text gains 2 × TITLE_BONUS, one that holds the typed words in
 *   that order TITLE_BONUS: it comes first;
 * - equal ranks go to the newer item (created, then id, descending).
 */
export const FIELD_WEIGHTS = { A: 30, B: 20, C: 10 } as const;
export const KIND_WEIGHTS = { exact: 3, prefix: 2, other: 1 } as const;
/** A PDF page's kind weights are scaled by this, so a PDF-only hit ranks below any own-text one. */
export const PDF_WEIGHT = 0.1;
export const PER_WORD_FOUND = 1000;
export const TITLE_BONUS = 100_000;

/**
 * A typed word is matched through the index as the vocabulary's words that begin with it (exact
 * lexemes: GIN merges their lists) when at most this many do, else as a prefix (`'w':*`, a slower
 * partial match of the index). Both find the same items: the vocabulary holds every word of 2 to 40
 * letters, and the typed word itself is always one of them.
 */
export const MAX_COMPLETIONS = 32;

export type Searcher = Pick<User, 'id' | 'role'> | undefined;
export type TypeCounts = Record<ItemType, number>;
export const NO_COUNTS: TypeCounts = { note: 0, pyq: 0, video: 0, course: 0 };

/** Private-use characters mark the matches in a headline; they are stripped from the page text first. */
export const HEADLINE_START = '\uE000';
export const HEADLINE_STOP = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

type Field = keyof typeof FIELD_WEIGHTS;
/**
 * One term of a search: whether it matches in a field (null: a page, which has no fields) and, best
 * first, the kinds it may match as there (weight, and the test).
 */
interface Term {
  inField: (vector: SQL, field: Field | null) => SQL;
  kinds: { weight: number; matches: (vector: SQL, field: Field | null) => SQL }[];
}

/** What a search matches: the tsquery every hit satisfies (on items and pages), its terms, how it ranks. */
export interface Matcher {
  query: SQL;
  terms: Term[];
  mode: 'all' | 'some';
  /** The vector column of items and pages it is matched against. */
  vector: 'searchWords' | 'searchVector';
  config: 'simple' | 'english';
  /** The typed text, for the title bonus (typed words in 'all' mode only). */
  text: string | null;
}

/** Typed words (prefixes, typos, synonyms) over the 'simple' word vectors (docs/decisions/0014). */
export function wordsMatcher(words: readonly SearchWord[], mode: 'all' | 'some', text: string | null): Matcher {
  const terms = words.map((word): Term => {
    const queries = wordQueries(word);
    const kinds: { weight: number; query: (weights: string) => string | null }[] = [
      { weight: KIND_WEIGHTS.exact, query: queries.exact },
      { weight: KIND_WEIGHTS.prefix, query: queries.prefix },
      ...(queries.other() === null ? [] : [{ weight: KIND_WEIGHTS.other, query: queries.other }]),
    ];
    return {
      inField: (vector, field) => sql`${vector} @@ ${matchQuery([word], 'all', field ?? '')}::tsquery`,
      kinds: kinds.map(({ weight, query }) => ({
        weight,
        matches: (vector: SQL, field: Field | null) => sql`${vector} @@ ${query(field ?? '')}::tsquery`,
      })),
    };
  });
  return {
    query: sql`${matchQuery(words, mode)}::tsquery`,
    terms,
    mode,
    vector: 'searchWords',
    config: 'simple',
    text: mode === 'all' ? text : null,
  };
}

/** Text with quotes or a minus: PostgreSQL's websearch syntax over the stemmed English vectors, one term. */
export function websearchMatcher(text: string): Matcher {
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const filters = { A: '{a}', B: '{b}', C: '{c}' } as const;
  const inField = (vector: SQL, field: Field | null) =>
    field === null ? sql`${vector} @@ ${query}` : sql`ts_filter(${vector}, ${filters[field]}) @@ ${query}`;
  return {
    query,
    terms: [{ inField, kinds: [{ weight: KIND_WEIGHTS.exact, matches: inField }] }],
    mode: 'all',
    vector: 'searchVector',
    config: 'english',
    text: null,
  };
}

/** A term's score in `vector`: its best field's weight plus its best kind's there, 0 when absent. */
function termScore(vector: SQL, term: Term, fields: readonly (Field | null)[]): SQL {
  const whens = fields.map((field) => {
    const fieldWeight = field === null ? 0 : FIELD_WEIGHTS[field];
    const kindWeight = field === null ? PDF_WEIGHT : 1;
    const score = (weight: number) => sql.raw(`${fieldWeight + kindWeight * weight}::float8`);
    const kinds = term.kinds
      .slice(0, -1)
      .map((kind) => sql`when ${kind.matches(vector, field)} then ${score(kind.weight)}`);
    const last = score(term.kinds.at(-1)!.weight);
    const kind = kinds.length === 0 ? last : sql`case ${sql.join(kinds, sql` `)} else ${last} end`;
    return sql`when ${term.inField(vector, field)} then ${kind}`;
  });
  return sql`(case ${sql.join(whens, sql` `)} else 0::float8 end)`;
}

/** The rank of `vector` (an item's, or a PDF page's when `fields` is [null]): see the top of this file. */
function rankOf(vector: SQL, matcher: Matcher, fields: readonly (Field | null)[]): SQL {
  const scores = matcher.terms.map((term) => termScore(vector, term, fields));
  // Every hit of 'all' holds every term: only the scores are computed.
  if (matcher.mode === 'all')
    return sql`(${sql.raw(String(PER_WORD_FOUND * matcher.terms.length))} + ${sql.join(scores, sql` + `)})::float8`;
  const named = scores.map((score, at) => sql`${score} as ${sql.identifier(`s${at}`)}`);
  const found = scores.map((_, at) => sql`(${sql.identifier(`s${at}`)} > 0)::int`);
  const sum = scores.map((_, at) => sql.identifier(`s${at}`));
  return sql`(select (${sql.raw(String(PER_WORD_FOUND))} * (${sql.join(found, sql` + `)}) + ${sql.join(sum, sql` + `)})::float8
    from (select ${sql.join(named, sql`, `)}) scores)`;
}

/** The title bonus: the whole typed text as the title, or its words in order in the title (`words`: its word vector). */
function titleBonus(matcher: Matcher, words: SQL, title: SQL): SQL {
  const phrase = matcher.text === null ? null : titlePhraseQuery(matcher.text);
  if (phrase === null) return sql`0`;
  const exact = matcher.text!.toLowerCase().replace(/\s+/g, ' ');
  return sql`(case when ${words} @@ ${phrase}::tsquery then
      case when lower(regexp_replace(${title}, '\s+', ' ', 'g')) = ${exact} then ${sql.raw(String(2 * TITLE_BONUS))} else ${sql.raw(String(TITLE_BONUS))} end
    else 0 end)`;
}

/**
 * The search table's rows `user` may see: the one visibility rule (content.items.ts), applied once
 * to the search table's columns of the same names, its `type` column naming each row's type.
 */
function visibleItems(user: Searcher): SQL {
  if (user === undefined) return isPubliclyVisible(searchItems.type, searchItems);
  return visibleTo(searchItems.type, user, searchItems) ?? sql`true`;
}

const itemVector = (matcher: Matcher): SQL => sql`${searchItems[matcher.vector]}`;

/**
 * The visible items whose own text matches (or `matches`, a narrower condition), each ranked while
 * its row of the narrow search table is read (carrying the vectors on to rank them later costs more
 * than ranking every hit: docs/decisions/0027). Where `unranked` holds, the rank is not computed.
 */
function itemHits(matcher: Matcher, user: Searcher, options: { matches?: SQL; unranked?: SQL } = {}): SQL {
  const vector = itemVector(matcher);
  const { matches = sql`${vector} @@ ${matcher.query}`, unranked = sql`false` } = options;
  const rank = sql`${rankOf(vector, matcher, ['A', 'B', 'C'])} + ${titleBonus(matcher, vector, sql`${searchItems.title}`)}`;
  return sql`select ${searchItems.type} as type, ${searchItems.id} as id, ${searchItems.createdAt} as created_at,
      ${searchItems.fileId} as file_id, case when ${unranked} then null else ${rank} end as rank
    from ${searchItems} where ${matches} and ${visibleItems(user)}`;
}

/**
 * The title tier: hits whose title holds every term. Each of their terms scores at least title +
 * other kind (31), at least 31·n for n terms, and only they can gain TITLE_BONUS; a hit with a term
 * outside its title scores at most 33·(n−1) + 23 = 33·n − 10, less while n ≤ TITLE_TIER_TERMS. So
 * when the tier fills the page, the page is the tier's best and only the tier is ranked (found
 * through its own GIN index on the titles' words, migration 0022); the other hits are only counted.
 * Null for 'some' (the number of words found comes first there) and for longer texts.
 */
const TITLE_TIER_TERMS = 4;
function titleTier(matcher: Matcher): SQL | null {
  if (matcher.mode !== 'all' || matcher.terms.length > TITLE_TIER_TERMS) return null;
  return sql`ts_filter(${itemVector(matcher)}, '{a}') @@ ${matcher.query}`;
}

/** The visible notes and PYQs whose own text does not match but whose PDF has a matching page (`page_files`). */
function pdfHits(matcher: Matcher, user: Searcher): SQL {
  return sql`select ${searchItems.type} as type, ${searchItems.id} as id, ${searchItems.createdAt} as created_at,
      ${searchItems.fileId} as file_id, page_files.rank as rank
    from page_files join ${searchItems} on ${searchItems.fileId} = page_files.file_id
    where not (${itemVector(matcher)} @@ ${matcher.query}) and ${visibleItems(user)}`;
}

/**
 * A row of `type` as one JSON object: its selectable columns under their field names, as Drizzle would
 * map them, and a course's lectures in order.
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

/** The row (as JSON) of the hit `alias` (type, id) of every type. */
const rowOf = (alias: string): SQL =>
  sql`case ${sql.raw(alias)}.type ${sql.join(
    ITEM_TYPES.map((type) => {
      const table = commonColumnsOf(type);
      return sql`when ${type} then (select ${rowJsonOf(type)} from ${table} where ${table.id} = ${sql.raw(alias)}.id)`;
    }),
    sql` `,
  )} end`;

/**
 * The CTEs `counted` (every hit's type, for the counts) and `page_hits` (the page asked for, ranked).
 * Without a title tier every hit is ranked once (`hits`). With one, the tier's hits are ranked first
 * (`title_hits`: few, unless they fill the page); when they fill it, the page comes from the tier and
 * the other hits are only counted (their rank is never computed), else every hit is ranked once.
 */
function pageHits(
  matcher: Matcher,
  options: { types: readonly ItemType[]; user: Searcher; limit: number; offset: number; withPdf: boolean },
): SQL {
  const chosen = sql`type in (${sql.join(
    options.types.map((type) => sql`${type}`),
    sql`, `,
  )})`;
  const columns = sql`type, id, created_at, file_id, rank`;
  const page = sql`order by rank desc, created_at desc, id desc limit ${options.limit} offset ${options.offset}`;
  const hitsUnless = (unranked?: SQL) => {
    const items = itemHits(matcher, options.user, { unranked });
    return options.withPdf ? sql`${items} union all ${pdfHits(matcher, options.user)}` : items;
  };
  const tier = titleTier(matcher);
  if (tier === null) {
    return sql`hits as materialized (${hitsUnless()}),
      counted as (select type from hits),
      page_hits as (select ${columns} from hits where ${chosen} ${page})`;
  }
  const fills = sql`(select yes from fills)`;
  return sql`title_hits as materialized (${itemHits(matcher, options.user, { matches: sql`${tier} and ${chosen}` })}),
    fills as materialized (select count(*) >= ${options.limit + options.offset} as yes from title_hits),
    hits as materialized (${hitsUnless(fills)}),
    counted as (select type from hits),
    page_hits as (
      (select ${columns} from title_hits where ${fills} ${page})
      union all
      (select ${columns} from hits where not ${fills} and ${chosen} ${page})
    )`;
}

/** A row of a hit: its type, and the row as the lists read it (a course's with its lectures). */
export type ItemRow = {
  [K in ItemType]: { type: K; row: ContentRows[K] & (K extends 'course' ? { lectures: Lecture[] } : unknown) };
}[ItemType];

/** One ranked hit with its item's row and, for a note or PYQ, its PDF's best page and marked headline. */
export type SearchHit = ItemRow & { rank: number; page: number | null; headline: string | null };

/** Text with quotes or a word after a minus keeps PostgreSQL's websearch syntax (phrases, exclusions). */
export function usesWebsearchSyntax(text: string): boolean {
  return text.includes('"') || /(^|\s)-[\p{L}\p{N}]/u.test(text);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createSearchRepository() {
  return {
    /**
     * For each word, in order, from the vocabulary (`search_vocabulary`, migration 0012): its typo
     * candidates (`prepshelf_typo_words`: pg_trgm proposes, levenshtein and double metaphone decide;
     * none for `maxEdits` 0) and the words that begin with it, or null when more than
     * MAX_COMPLETIONS do.
     */
    async vocabularyOf(
      db: Db,
      words: readonly { word: string; maxEdits: number }[],
    ): Promise<{ typos: string[]; completions: string[] | null }[]> {
      if (words.length === 0) return [];
      const list = (values: readonly (string | number)[], type: string) =>
        sql`array[${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )}]::${sql.raw(type)}`;
      const rows = rowsOf<{ typos: string[]; completions: string[] }>(
        await db.execute(sql`select
            case when t.edits > 0 then array(select word from prepshelf_typo_words(t.word, t.edits)) else '{}' end as typos,
            array(select v.word from search_vocabulary v
              where v.word >= (t.word collate "C") and v.word < (t.word || chr(1114111)) collate "C"
              order by v.word limit ${sql.raw(String(MAX_COMPLETIONS + 1))}) as completions
          from unnest(${list(
            words.map((one) => one.word),
            'text[]',
          )}, ${list(
            words.map((one) => one.maxEdits),
            'int[]',
          )}) with ordinality as t(word, edits, n) order by t.n`),
      );
      return rows.map((row) => ({
        typos: row.typos,
        completions: row.completions.length > MAX_COMPLETIONS ? null : row.completions,
      }));
    },

    /** Typo candidates of each word (`vocabularyOf`), in the words' order. */
    async typosOf(db: Db, words: readonly { word: string; maxEdits: number }[]): Promise<string[][]> {
      return (await this.vocabularyOf(db, words)).map((found) => found.typos);
    },

    /**
     * One page of hits, best first, with each type's count. The page holds `types`; `counts` hold every
     * type. With `withPdf`, notes and PYQs found by a page of their PDF alone are hits too; the page's
     * notes and PYQs carry their PDF's best page and its headline either way.
     */
    async searchPage(
      db: Db,
      matcher: Matcher,
      options: { types: readonly ItemType[]; user: Searcher; limit: number; offset: number; withPdf: boolean },
    ): Promise<{ hits: SearchHit[]; counts: TypeCounts }> {
      const pageVector = sql`${pdfPages[matcher.vector]}`;
      const pageRank = rankOf(pageVector, matcher, [null]);
      const pageFiles = options.withPdf
        ? sql`page_files as (
            select ${pdfPages.fileId} as file_id, max(${pageRank}) as rank from ${pdfPages}
            where ${pageVector} @@ ${matcher.query} group by ${pdfPages.fileId}
          ), `
        : sql``;
      const marks = HEADLINE_START + HEADLINE_STOP;
      const rows = rowsOf<{
        type: ItemType | null;
        row: ItemRow['row'] | null;
        rank: number | null;
        page: number | null;
        headline: string | null;
        notes: number;
        pyqs: number;
        videos: number;
        courses: number;
      }>(
        await db.execute(sql`with ${pageFiles}${pageHits(matcher, options)}
          select hit.type, hit.rank, best.page, best.headline, ${rowOf('hit')} as row, counts.*
          from (select count(*) filter (where type = 'note')::int as notes,
              count(*) filter (where type = 'pyq')::int as pyqs,
              count(*) filter (where type = 'video')::int as videos,
              count(*) filter (where type = 'course')::int as courses from counted) counts
          left join page_hits hit on true
          left join lateral (
            select ${pdfPages.pageNumber} as page,
              ts_headline(${sql.raw(`'${matcher.config}'`)}, translate(${pdfPages.text}, ${marks}, ''), ${matcher.query}, ${HEADLINE_OPTIONS}) as headline
            from ${pdfPages}
            where ${pdfPages.fileId} = hit.file_id and ${pageVector} @@ ${matcher.query}
            order by ${pageRank} desc, ${pdfPages.pageNumber}
            limit 1
          ) best on true
          order by hit.rank desc, hit.created_at desc, hit.id desc`),
      );
      const first = rows[0];
      const counts: TypeCounts = {
        note: first?.notes ?? 0,
        pyq: first?.pyqs ?? 0,
        video: first?.videos ?? 0,
        course: first?.courses ?? 0,
      };
      const hits = rows.flatMap((row): SearchHit[] =>
        row.type === null || row.row === null
          ? []
          : [
              {
                type: row.type,
                row: row.row,
                rank: Number(row.rank),
                page: row.page,
                headline: row.headline,
              } as SearchHit,
            ],
      );
      return { hits, counts };
    },

    /**
     * At most `limit` visible items whose titles hold every word (as a word, a prefix, or a typo or
     * synonym), newest first, with their rows.
     */
    async suggestions(
      db: Db,
      words: readonly SearchWord[],
      options: { user: Searcher; limit: number },
    ): Promise<ItemRow[]> {
      if (words.length === 0) return [];
      const query = matchQuery(words, 'all', 'A');
      return rowsOf<ItemRow>(
        await db.execute(sql`select hit.type, ${rowOf('hit')} as row from (
            select ${searchItems.type} as type, ${searchItems.id} as id, ${searchItems.createdAt} as created_at
            from ${searchItems} where ${searchItems.searchWords} @@ ${query}::tsquery and ${visibleItems(options.user)}
            order by ${searchItems.createdAt} desc, ${searchItems.id} desc limit ${sql.raw(String(options.limit))}
          ) hit order by hit.created_at desc, hit.id desc`),
      );
    },

    /**
     * For a word that found nothing, the nearest words of the vocabulary (pg_trgm similarity) that some
     * visible item's own text holds, best first.
     */
    async nearestWords(db: Db, word: string, options: { user: Searcher; limit: number }): Promise<string[]> {
      const rows = rowsOf<{ word: string }>(
        await db.execute(sql`select v.word from (
            select word, rows, similarity(word, ${word}) as near from search_vocabulary
            where word % ${word} and word <> ${word} order by near desc, rows desc limit 20
          ) v where exists (select 1 from ${searchItems}
            where ${searchItems.searchWords} @@ to_tsquery('simple', quote_literal(v.word)) and ${visibleItems(options.user)})
          order by v.near desc, v.rows desc, v.word limit ${sql.raw(String(options.limit))}`),
      );
      return rows.map((row) => row.word);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
