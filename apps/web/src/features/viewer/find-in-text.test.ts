import { describe, expect, it } from 'vitest';
import {
  buildPageText,
  escapeHtml,
  findInDocument,
  findInText,
  foldCase,
  highlightItemHtml,
  rangesInItem,
} from './find-in-text';

describe('find in a PDF text', () => {
  it('joins a page’s items, with a space after an item that ends a line', () => {
    const page = buildPageText([
      { str: 'Photo', hasEOL: false },
      { str: 'synthesis in', hasEOL: true },
      { str: 'plants' },
    ]);
    expect(page.text).toBe('Photosynthesis in plants');
    expect(page.itemStarts).toEqual([0, 5, 18]);
  });

  it('finds every occurrence whatever the case, without overlaps', () => {
    expect(findInText('Mitochondria, MITOCHONDRIA and mitochondria', 'mitochondria')).toEqual([
      { start: 0, end: 12 },
      { start: 14, end: 26 },
      { start: 31, end: 43 },
    ]);
    expect(findInText('aaaa', 'aa')).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ]);
  });

  it('matches the query’s spaces against any whitespace and ignores a blank query', () => {
    expect(findInText('cell\twall', '  cell   wall ')).toEqual([{ start: 0, end: 9 }]);
    expect(findInText('anything', '   ')).toEqual([]);
  });

  it('treats regular-expression characters as plain text', () => {
    expect(findInText('costs $5 (approx.) or .*', '(approx.)')).toEqual([{ start: 9, end: 18 }]);
    expect(findInText('costs $5', '.*')).toEqual([]);
  });

  it('keeps offsets when a character changes length in lower case', () => {
    expect(foldCase('İstanbul').length).toBe('İstanbul'.length);
    expect(findInText('İstanbul ISTANBUL', 'istanbul')).toEqual([{ start: 9, end: 17 }]);
  });

  it('numbers matches by page across the document', () => {
    const pages = [buildPageText([{ str: 'alpha' }]), buildPageText([{ str: 'beta alpha' }])];
    expect(findInDocument(pages, 'ALPHA')).toEqual([
      { start: 0, end: 5, pageNumber: 1 },
      { start: 5, end: 10, pageNumber: 2 },
    ]);
  });

  it('cuts a match that runs across items into each item’s part and flags the current one', () => {
    const page = buildPageText([{ str: 'Photo' }, { str: 'synthesis' }]);
    const matches = findInText(page.text, 'tosyn');
    expect(rangesInItem(page, 0, 5, matches, matches[0])).toEqual([{ start: 3, end: 5, isCurrent: true }]);
    expect(rangesInItem(page, 1, 9, matches)).toEqual([{ start: 0, end: 3, isCurrent: false }]);
    expect(rangesInItem(page, 7, 3, matches)).toEqual([]);
  });
});

describe('marking matches in a text-layer item', () => {
  it('escapes the PDF’s text, so it can never become markup', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
    expect(highlightItemHtml('<script>', [])).toBe('&lt;script&gt;');
  });

  it('wraps each range in a mark and the current one in the current mark', () => {
    expect(
      highlightItemHtml('a <b> a', [
        { start: 0, end: 1, isCurrent: false },
        { start: 6, end: 7, isCurrent: true },
      ]),
    ).toBe('<mark class="find-match">a</mark> &lt;b&gt; <mark class="find-match find-match-current">a</mark>');
  });

  it('escapes the text inside a mark too', () => {
    expect(highlightItemHtml('x<y', [{ start: 1, end: 2, isCurrent: false }])).toBe(
      'x<mark class="find-match">&lt;</mark>y',
    );
  });
});
