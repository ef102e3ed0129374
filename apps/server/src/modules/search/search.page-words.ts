import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parseTsvector, type FileRank } from './search.index.ts';
import { KIND_WEIGHTS, PDF_WEIGHT, PER_WORD_FOUND, pagesRankedByFile } from './search.repository.ts';
import { SortedWords, type SearchWord } from './search.words.ts';

/**
 * The words of every PDF page, held where the search index lives (docs/decisions/0024's addendum of
 * 2026-11-30, thirteenth session): a search whose words only PDF pages hold finds each matching file's
 * best rank here, as PostgreSQL's word index would (search.repository.ts's pdfMatches), without asking
 * it. At a million items such a search cost PostgreSQL 110–180 ms, and the bench's first pairs are many
 * of them. Built from the pages' `search_words` vectors (PostgreSQL's own 'simple' parsing), kept in
 * step with the content version: when the pages' own version moved (content_version.pages_version,
 * which only their trigger moves), each file's pages' signature (their count and the sum of their row
 * versions) tells which files to read again. Given up for the process when the library's pages hold more than MAX_POSTINGS words:
 * PostgreSQL then searches them, as before.
 */

/** Page words (a word once per page) past which the pages are not held: 128 MB of postings. */
export const MAX_POSTINGS = 32_000_000;
/** Pages read per query while the index is built. */
const READ_BATCH = 20_000;
/** Files whose pages are read per query when they changed. */
const CHANGED_FILES_BATCH = 1_000;
/** Dead pages (of files changed or deleted since the build) past which the next sync builds anew. */
const MAX_DEAD_PAGES = 10_000;

/** A word's pages (slots), in the order they were added. */
class Postings {
  slots = new Uint32Array(4);
  length = 0;
  push(slot: number): void {
    if (this.length === this.slots.length) {
      const grown = new Uint32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length] = slot;
    this.length += 1;
  }
}

class TooManyWords extends Error {}

interface PageRow {
  fileId: string;
  words: string;
  xmin: string;
}

/** A file's pages' signature: how many, and the sum of their row versions (any change moves one). */
const signatureOf = (pages: number, xminSum: number | string) => `${pages}:${xminSum}`;

/** Every page's words, by page slot; each page's file. */
class Pages {
  readonly fileIds: string[] = [];
  readonly fileSlot = new Map<string, number>();
  /** Per file slot: its pages' slots (empty once removed), and its pages' signature. */
  readonly filePages: number[][] = [];
  readonly fileSignature: string[] = [];
  pageFile = new Uint32Array(1024);
  alive = new Uint8Array(1024);
  count = 0;
  live = 0;
  postingCount = 0;
  readonly postings = new Map<string, Postings>();
  /** Every word, sorted (prefixes are looked up by binary search). */
  readonly vocabulary = new SortedWords();

  /** Adds a file's pages (its rows, in page order), replacing those it had. `words` collects new words. */
  addFile(fileId: string, rows: readonly PageRow[], newWords: string[]): void {
    this.removeFile(fileId);
    let file = this.fileSlot.get(fileId);
    if (file === undefined) {
      file = this.fileIds.length;
      this.fileIds.push(fileId);
      this.fileSlot.set(fileId, file);
      this.filePages.push([]);
      this.fileSignature.push('');
    }
    const slots: number[] = [];
    let xminSum = 0;
    for (const row of rows) {
      const page = this.count;
      if (page === this.pageFile.length) {
        const grownFiles = new Uint32Array(page * 2);
        grownFiles.set(this.pageFile);
        this.pageFile = grownFiles;
        const grownAlive = new Uint8Array(page * 2);
        grownAlive.set(this.alive);
        this.alive = grownAlive;
      }
      this.pageFile[page] = file;
      this.alive[page] = 1;
      this.count += 1;
      this.live += 1;
      slots.push(page);
      xminSum += Number(row.xmin);
      for (const [word] of parseTsvector(row.words)) {
        let postings = this.postings.get(word);
        if (postings === undefined) {
          postings = new Postings();
          this.postings.set(word, postings);
          newWords.push(word);
        }
        postings.push(page);
        this.postingCount += 1;
      }
    }
    this.filePages[file] = slots;
    this.fileSignature[file] = signatureOf(rows.length, xminSum);
  }

  /** Marks a file's pages dead (their postings stay until the next build). */
  removeFile(fileId: string): void {
    const file = this.fileSlot.get(fileId);
    if (file === undefined) return;
    for (const page of this.filePages[file]!) {
      this.alive[page] = 0;
      this.live -= 1;
    }
    this.filePages[file] = [];
    this.fileSignature[file] = '';
  }

  addWords(words: readonly string[]): void {
    this.vocabulary.add(words);
  }

  /** The vocabulary's words that begin with `prefix`, itself included. */
  wordsStartingWith(prefix: string): string[] {
    return this.vocabulary.startingWith(prefix);
  }
}

/** How a word matched a page, best first: exact 3, prefix 2, typo 1 (KIND_WEIGHTS), none 0. */
const KIND_OF = [0, KIND_WEIGHTS.typo, KIND_WEIGHTS.prefix, KIND_WEIGHTS.exact] as const;

export function createPageWords(db: Db, options: { maxPostings?: number } = {}) {
  const maxPostings = options.maxPostings ?? MAX_POSTINGS;
  let pages: Pages | undefined;
  let builtVersion = -1;
  let builds = 0;
  /** Syncs that compared every file's pages' signature (PDF pages changed), and the pages' version they read. */
  let updates = 0;
  let syncedPagesVersion = -1;
  /** The pages held more words than MAX_POSTINGS once: PostgreSQL searches them from then on. */
  let tooLarge = false;
  let syncing: Promise<void> | undefined;
  /** Per typed word, how it matched each page (KIND_OF's index); reused by each search. */
  const kinds: Uint8Array[] = [];
  /** Per file slot, its best page's rank in the search being answered. */
  let fileRanks = new Float64Array(0);

  const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

  function addAll(into: Pages, rows: readonly PageRow[], newWords: string[]): void {
    let from = 0;
    for (let at = 1; at <= rows.length; at += 1) {
      if (at < rows.length && rows[at]!.fileId === rows[from]!.fileId) continue;
      into.addFile(rows[from]!.fileId, rows.slice(from, at), newWords);
      from = at;
      if (into.postingCount > maxPostings) throw new TooManyWords(`more than ${maxPostings} page words`);
    }
  }

  /** Every page, read a batch at a time in (file, page) order; a file's pages are added together. */
  async function build(): Promise<Pages> {
    const fresh = new Pages();
    const newWords: string[] = [];
    let pending: PageRow[] = [];
    let after: { fileId: string; page: number } | undefined;
    for (;;) {
      const where = after === undefined ? sql`true` : sql`(file_id, page_number) > (${after.fileId}, ${after.page})`;
      const batch = rowsOf<PageRow & { page: number }>(
        await db.execute(sql`select file_id as "fileId", page_number as page, search_words::text as words,
            xmin::text as xmin
          from pdf_pages where ${where} order by file_id, page_number limit ${READ_BATCH}`),
      );
      const last = batch.at(-1);
      // The last file's pages may go on in the next batch: they are added with it.
      const complete = last === undefined ? [...pending] : [...pending, ...batch];
      pending = [];
      if (last !== undefined && batch.length === READ_BATCH) {
        while (complete.length > 0 && complete.at(-1)!.fileId === last.fileId) pending.unshift(complete.pop()!);
      }
      addAll(fresh, complete, newWords);
      if (batch.length < READ_BATCH) break;
      after = { fileId: last!.fileId, page: last!.page };
    }
    addAll(fresh, pending, newWords);
    fresh.addWords(newWords);
    return fresh;
  }

  /**
   * Reads again the pages of files whose signature changed since they were read and applies it all at
   * once; false (nothing applied) when so many changed that building anew is cheaper.
   */
  async function update(held: Pages): Promise<boolean> {
    const current = rowsOf<{ fileId: string; pages: number; xminSum: string }>(
      await db.execute(sql`select file_id as "fileId", count(*)::int as pages, sum(xmin::text::int8)::text as "xminSum"
        from pdf_pages group by file_id`),
    );
    const present = new Set<string>();
    const changed: string[] = [];
    let changedPages = 0;
    for (const { fileId, pages: count, xminSum } of current) {
      present.add(fileId);
      const file = held.fileSlot.get(fileId);
      if (file === undefined || held.fileSignature[file] !== signatureOf(count, xminSum)) {
        changed.push(fileId);
        changedPages += count;
      }
    }
    if (changedPages > Math.max(READ_BATCH, held.live / 2)) return false;
    const gone = held.fileIds.filter((fileId, file) => held.filePages[file]!.length > 0 && !present.has(fileId));
    const read: PageRow[] = [];
    for (let from = 0; from < changed.length; from += CHANGED_FILES_BATCH) {
      const files = changed.slice(from, from + CHANGED_FILES_BATCH);
      read.push(
        ...rowsOf<PageRow>(
          await db.execute(sql`select file_id as "fileId", search_words::text as words, xmin::text as xmin
            from pdf_pages where file_id in ${files} order by file_id, page_number`),
        ),
      );
    }
    for (const fileId of gone) held.removeFile(fileId);
    // A file listed as changed whose pages are gone by now has none to add.
    for (const fileId of changed) held.removeFile(fileId);
    const newWords: string[] = [];
    addAll(held, read, newWords);
    held.addWords(newWords);
    return true;
  }

  async function syncTo(version: number): Promise<void> {
    if (tooLarge) return;
    try {
      // Read before the pages: a change made while they are read moves it again, and the next sync
      // reads that change.
      const [row] = rowsOf<{ pagesVersion: string }>(
        await db.execute(sql`select pages_version::text as "pagesVersion" from content_version where id = 1`),
      );
      const pagesVersion = Number(row?.pagesVersion ?? 0);
      if (pages !== undefined && pagesVersion === syncedPagesVersion) {
        // Only items changed.
        builtVersion = version;
        return;
      }
      const dead = pages === undefined ? 0 : pages.count - pages.live;
      if (pages === undefined || dead > Math.max(MAX_DEAD_PAGES, pages.live) || !(await update(pages))) {
        pages = undefined;
        pages = await build();
        builds += 1;
      } else {
        updates += 1;
      }
      syncedPagesVersion = pagesVersion;
      builtVersion = version;
    } catch (error) {
      if (!(error instanceof TooManyWords)) throw error;
      tooLarge = true;
      pages = undefined;
      builtVersion = -1;
    }
  }

  /** A cleared buffer per typed word, sized for the pages. */
  function kindsFor(words: number, size: number): Uint8Array[] {
    for (let at = 0; at < words; at += 1) {
      if (kinds[at] === undefined || kinds[at]!.length < size) kinds[at] = new Uint8Array(Math.max(size, 1024));
    }
    return kinds.slice(0, words);
  }

  return {
    /** Resolves once the pages are held as they were at content `version` (or later), or are too many to hold. */
    async ready(version: number): Promise<void> {
      while (!tooLarge && builtVersion < version) {
        syncing ??= syncTo(version).finally(() => {
          syncing = undefined;
        });
        await syncing;
      }
    },

    /**
     * Each file with a page that holds every word (`all`) or some (`some`), as a word, a word it
     * begins, or one of its typo candidates, with its best page's rank as PostgreSQL ranks PDF text
     * (per word found PER_WORD_FOUND, plus PDF_WEIGHT × the kind's weight). Undefined when the pages
     * are not held at content `version`, or when more pages match than a search ranks by file
     * (pagesRankedByFile): PostgreSQL answers those.
     */
    filesMatching(words: readonly SearchWord[], mode: 'all' | 'some', version: number): FileRank[] | undefined {
      const held = pages;
      if (held === undefined || builtVersion < version) return undefined;
      if (words.length === 0) return [];
      const size = held.count;
      const marks = kindsFor(words.length, size);
      /** Per word, the page lists that hold it in some way. */
      const lists: Postings[][] = words.map(() => []);
      try {
        words.forEach(({ word, typos }, at) => {
          const mark = marks[at]!;
          for (const found of held.wordsStartingWith(word)) {
            const postings = held.postings.get(found)!;
            lists[at]!.push(postings);
            const kind = found === word ? 3 : 2;
            const slots = postings.slots;
            for (let k = 0; k < postings.length; k += 1) {
              const page = slots[k]!;
              if (mark[page]! < kind) mark[page] = kind;
            }
          }
          for (const typo of typos) {
            // A typo candidate that begins with the word matched as a prefix above.
            if (typo.startsWith(word)) continue;
            const postings = held.postings.get(typo);
            if (postings === undefined) continue;
            lists[at]!.push(postings);
            const slots = postings.slots;
            for (let k = 0; k < postings.length; k += 1) {
              const page = slots[k]!;
              if (mark[page] === 0) mark[page] = 1;
            }
          }
        });
        if (fileRanks.length < held.fileIds.length) fileRanks = new Float64Array(held.fileIds.length * 2);
        const touched: number[] = [];
        const cap = pagesRankedByFile(held.live);
        let matched = 0;
        /**
         * Ranks a page that matches, once: its marks are then cleared, so a page in two of the lists (a
         * word and its typo, or two words with `some`) is not counted again. False past the cap.
         */
        const rank = (page: number): boolean => {
          if (held.alive[page] === 0) return true;
          let sum = 0;
          let found = 0;
          for (let at = 0; at < marks.length; at += 1) {
            const kind = marks[at]![page]!;
            if (kind === 0) {
              if (mode === 'all') return true;
              continue;
            }
            found += 1;
            sum += PDF_WEIGHT * KIND_OF[kind]!;
          }
          if (found === 0) return true;
          for (let at = 0; at < marks.length; at += 1) marks[at]![page] = 0;
          matched += 1;
          if (matched > cap) return false;
          const pageRank = PER_WORD_FOUND * found + sum;
          const file = held.pageFile[page]!;
          if (fileRanks[file] === 0) touched.push(file);
          if (pageRank > fileRanks[file]!) fileRanks[file] = pageRank;
          return true;
        };
        // Every page that holds every word holds the one on fewest pages: only its pages are ranked.
        // With `some`, any word's pages.
        const pagesOf = (word: Postings[]) => word.reduce((sum, postings) => sum + postings.length, 0);
        const rarest = lists.reduce((best, word) => (pagesOf(word) < pagesOf(best) ? word : best));
        const drivers = mode === 'all' ? [rarest] : lists;
        let withinCap = true;
        outer: for (const driver of drivers) {
          for (const postings of driver) {
            const slots = postings.slots;
            for (let k = 0; k < postings.length; k += 1) {
              if (!rank(slots[k]!)) {
                withinCap = false;
                break outer;
              }
            }
          }
        }
        const files: FileRank[] = [];
        for (const file of touched) {
          files.push({ fileId: held.fileIds[file]!, rank: fileRanks[file]! });
          fileRanks[file] = 0;
        }
        return withinCap ? files : undefined;
      } finally {
        words.forEach((_, at) => {
          const mark = marks[at]!;
          for (const postings of lists[at]!) {
            const slots = postings.slots;
            for (let k = 0; k < postings.length; k += 1) mark[slots[k]!] = 0;
          }
        });
      }
    },

    /** Sizes, for tests and the decision record's figures. */
    stats: () => ({
      pages: pages?.live ?? 0,
      files: pages?.fileIds.length ?? 0,
      words: pages?.vocabulary.length ?? 0,
      postings: pages?.postingCount ?? 0,
      builtVersion,
      builds,
      updates,
      tooLarge,
    }),
  };
}
export type PageWords = ReturnType<typeof createPageWords>;
