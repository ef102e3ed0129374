import { describe, expect, it } from 'vitest';
import { countPages, getPageRange, type PageRangeItem } from './page-range';

/** Renders a range as a compact string: pages as numbers, ellipses as "…". */
function show(items: PageRangeItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

describe('getPageRange', () => {
  it('shows nothing when there are no pages', () => {
    expect(getPageRange(1, 0)).toEqual([]);
  });

  it('shows a single page once', () => {
    expect(show(getPageRange(1, 1))).toBe('1');
  });

  it('shows every page when there are few', () => {
    expect(show(getPageRange(1, 2))).toBe('1 2');
    expect(show(getPageRange(2, 3))).toBe('1 2 3');
    expect(show(getPageRange(3, 5))).toBe('1 2 3 4 5');
  });

  it('puts an ellipsis before the last page when the current page is near the start', () => {
    expect(show(getPageRange(1, 10))).toBe('1 2 … 10');
    expect(show(getPageRange(2, 10))).toBe('1 2 3 … 10');
  });

  it('puts an ellipsis after the first page when the current page is near the end', () => {
    expect(show(getPageRange(10, 10))).toBe('1 … 9 10');
    expect(show(getPageRange(9, 10))).toBe('1 … 8 9 10');
  });

  it('shows the neighbours of a middle page between two ellipses', () => {
    expect(show(getPageRange(5, 10))).toBe('1 … 4 5 6 … 10');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(show(getPageRange(4, 10))).toBe('1 2 3 4 5 … 10');
    expect(show(getPageRange(7, 10))).toBe('1 … 6 7 8 9 10');
  });

  it('widens the window with more neighbours', () => {
    expect(show(getPageRange(10, 20, 2))).toBe('1 … 8 9 10 11 12 … 20');
  });

  it('clamps a current page outside the range', () => {
    expect(show(getPageRange(0, 10))).toBe('1 2 … 10');
    expect(show(getPageRange(99, 10))).toBe('1 … 9 10');
  });

  it('never repeats a page and keeps pages in order', () => {
    for (let total = 1; total <= 15; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = getPageRange(current, total).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
      }
    }
  });
});

describe('countPages', () => {
  it('rounds partial pages up', () => {
    expect(countPages(11, 10)).toBe(2);
    expect(countPages(10, 10)).toBe(1);
    expect(countPages(0, 10)).toBe(0);
  });
});
