import { describe, expect, it } from 'vitest';
import { cutText, readListParams, writeListParams } from './list-params';

describe('dashboard list params', () => {
  it('defaults to sciTechnology, public and page 1', () => {
    expect(readListParams(new URLSearchParams())).toEqual({
      search: '',
      category: 'sciTechnology',
      status: 'public',
      page: 1,
    });
  });

  it('ignores unknown categories, statuses and pages', () => {
    expect(readListParams(new URLSearchParams('category=art&status=gone&page=-3'))).toMatchObject({
      category: 'sciTechnology',
      status: 'public',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const params = { search: ' calculus ', category: 'commerce', status: 'draft', page: 3 } as const;
    const query = writeListParams(params);
    expect(query.toString()).toBe('search=calculus&category=commerce&status=draft&page=3');
    expect(readListParams(query)).toEqual({ ...params, search: 'calculus' });
    expect(writeListParams({ search: '', category: 'sciTechnology', status: 'public', page: 1 }).toString()).toBe('');
  });

  it('cuts texts to the display length', () => {
    expect(cutText('2026-11-22T10:00:00.000Z', 10)).toBe('2026-11-22');
    expect(cutText('short', 50)).toBe('short');
  });
});

describe('"All" in the dashboard filters', () => {
  it('keeps all for category and status, and writes it to the URL', () => {
    const params = readListParams(new URLSearchParams('category=all&status=all'));
    expect(params).toMatchObject({ category: 'all', status: 'all' });
    expect(writeListParams(params).toString()).toBe('category=all&status=all');
  });

  it('still opens on the spec’s defaults', () => {
    expect(readListParams(new URLSearchParams())).toMatchObject({ category: 'sciTechnology', status: 'public' });
  });
});
