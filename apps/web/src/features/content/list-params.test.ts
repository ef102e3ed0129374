import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params';

describe('readListParams', () => {
  it('defaults to sciTechnology, latest first, page 1', () => {
    expect(readListParams(new URLSearchParams())).toEqual({ category: 'sciTechnology', sortBy: 'latest', page: 1 });
  });

  it('reads category, sort order and page from the URL', () => {
    expect(readListParams(new URLSearchParams('category=commerce&sortBy=oldest&page=3'))).toEqual({
      category: 'commerce',
      sortBy: 'oldest',
      page: 3,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(readListParams(new URLSearchParams('category=space&sortBy=random&page=-2'))).toEqual({
      category: 'sciTechnology',
      sortBy: 'latest',
      page: 1,
    });
    expect(readListParams(new URLSearchParams('page=0')).page).toBe(1);
    expect(readListParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(readListParams(new URLSearchParams('page=1e9')).page).toBe(1);
  });
});

describe('the remembered stream', () => {
  it('shows the remembered stream when the URL names none, and the URL’s when it does', () => {
    expect(readListParams(new URLSearchParams(), 'commerce').category).toBe('commerce');
    expect(readListParams(new URLSearchParams('category=space'), 'artscivils').category).toBe('artscivils');
    expect(readListParams(new URLSearchParams('category=sciTechnology'), 'commerce').category).toBe('sciTechnology');
  });

  it('writes the remembered stream out when another parameter changes', () => {
    expect(writeListParams(new URLSearchParams(), { page: 2 }, 'commerce').get('category')).toBe('commerce');
  });
});

describe('writeListParams', () => {
  it('keeps other parameters and writes every list parameter out', () => {
    const next = writeListParams(new URLSearchParams('category=commerce&foo=bar'), { page: 2 });
    expect(Object.fromEntries(next)).toEqual({ category: 'commerce', foo: 'bar', sortBy: 'latest', page: '2' });
  });

  it('goes back to page 1 when the sort order changes', () => {
    const next = writeListParams(new URLSearchParams('category=commerce&page=4'), { sortBy: 'oldest' });
    expect(readListParams(next)).toEqual({ category: 'commerce', sortBy: 'oldest', page: 1 });
  });
});
