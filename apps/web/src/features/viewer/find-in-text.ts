/*
 * Find-in-document over pdf.js text content. A page's text is its text items joined in order (an item
 * that ends a line is followed by a space), so a phrase can run across items; a match is then cut back
 * into per-item ranges to mark in the text layer.
 */

/** What find needs of a pdf.js text item (`TextItem` has more). */
export interface TextItemLike {
  str: string;
  hasEOL?: boolean;
}

export interface PageText {
  /** The items' text joined in order. */
  text: string;
  /** Where each item starts in `text`. */
  itemStarts: number[];
}

export interface TextRange {
  start: number;
  end: number;
}

export interface DocumentMatch extends TextRange {
  /** From 1. */
  pageNumber: number;
}

/** A range inside one text item; `isCurrent` for the match the reader has jumped to. */
export interface ItemRange extends TextRange {
  isCurrent: boolean;
}

/** The longest find text used; longer input is cut. */
export const FIND_MAX_LENGTH = 200;

export function buildPageText(items: readonly TextItemLike[]): PageText {
  let text = '';
  const itemStarts: number[] = [];
  for (const item of items) {
    itemStarts.push(text.length);
    text += item.str;
    if (item.hasEOL === true && !/\s$/.test(item.str)) text += ' ';
  }
  return { text, itemStarts };
}

/**
 * Lower-cases character by character, keeping a character whose lower case has another length (such
 * as 'İ'), so offsets in the folded text are offsets in the original.
 */
export function foldCase(text: string): string {
  let folded = '';
  for (const character of text) {
    const lower = character.toLowerCase();
    folded += lower.length === character.length ? lower : character;
  }
  return folded;
}

/** The find text as it is matched: trimmed, inner whitespace as single spaces, cut to FIND_MAX_LENGTH. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, FIND_MAX_LENGTH);
}

/** Every non-overlapping, case-insensitive occurrence of `query` in `text`, in order. */
export function findInText(text: string, query: string): TextRange[] {
  const needle = foldCase(normaliseQuery(query));
  if (needle === '') return [];
  // Whitespace of any kind in the page (a tab, a line end) matches the query's single spaces.
  const haystack = foldCase(text.replace(/\s/g, ' '));
  const ranges: TextRange[] = [];
  let from = 0;
  for (;;) {
    const start = haystack.indexOf(needle, from);
    if (start === -1) return ranges;
    ranges.push({ start, end: start + needle.length });
    from = start + needle.length;
  }
}

/** The matches of every page, in reading order; `pages[0]` is page 1. */
export function findInDocument(pages: readonly PageText[], query: string): DocumentMatch[] {
  return pages.flatMap((page, index) =>
    findInText(page.text, query).map((range) => ({ ...range, pageNumber: index + 1 })),
  );
}

/**
 * The parts of the page's matches that fall inside item `itemIndex`, in the item's own offsets.
 * `current` is the match the reader has jumped to, if it is on this page.
 */
export function rangesInItem(
  page: PageText,
  itemIndex: number,
  itemLength: number,
  matches: readonly TextRange[],
  current?: TextRange,
): ItemRange[] {
  const itemStart = page.itemStarts[itemIndex];
  if (itemStart === undefined) return [];
  const itemEnd = itemStart + itemLength;
  const ranges: ItemRange[] = [];
  for (const match of matches) {
    const start = Math.max(match.start, itemStart);
    const end = Math.min(match.end, itemEnd);
    if (start >= end) continue;
    ranges.push({
      start: start - itemStart,
      end: end - itemStart,
      isCurrent: current !== undefined && current.start === match.start && current.end === match.end,
    });
  }
  return ranges;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Class names of the marks in the text layer (styled in pdf-reader.css). */
export const MARK_CLASS = 'find-match';
export const CURRENT_MARK_CLASS = 'find-match-current';

/**
 * The markup of one text-layer item with its ranges marked. react-pdf's `customTextRenderer` takes
 * HTML, so the PDF's own text (which anyone who uploads a PDF controls) is escaped here: the only
 * elements in the result are our <mark>s.
 */
export function highlightItemHtml(text: string, ranges: readonly ItemRange[]): string {
  if (ranges.length === 0) return escapeHtml(text);
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let html = '';
  let position = 0;
  for (const range of sorted) {
    const start = Math.max(range.start, position);
    const end = Math.min(range.end, text.length);
    if (start >= end) continue;
    html += escapeHtml(text.slice(position, start));
    const className = range.isCurrent ? `${MARK_CLASS} ${CURRENT_MARK_CLASS}` : MARK_CLASS;
    html += `<mark class="${className}">${escapeHtml(text.slice(start, end))}</mark>`;
    position = end;
  }
  return html + escapeHtml(text.slice(position));
}
