import { describe, expect, it } from 'vitest';
import { buildSearchPath, readSearchParams } from './search-params';

describe('the search address', () => {
  it('does nothing for blank or whitespace-only text', () => {
    expect(buildSearchPath('')).toBeNull();
    expect(buildSearchPath(' \t\n ')).toBeNull();
  });

  it('encodes the text, the type and a page after the first', () => {
    expect(buildSearchPath('  cell & wall ')).toBe('/searchcontent?search=cell+%26+wall');
    expect(buildSearchPath('krebs', 'pyq', 2)).toBe('/searchcontent?search=krebs&type=pyq&page=2');
    expect(buildSearchPath('krebs', '', 1)).toBe('/searchcontent?search=krebs');
  });

  it('reads the text, a known type (older names too) and the page', () => {
    expect(readSearchParams(new URLSearchParams('search=%20osmosis%20&type=Notes&page=3'))).toEqual({
      search: 'osmosis',
      type: 'notes',
      page: 3,
    });
    expect(readSearchParams(new URLSearchParams('search=x&type=podcasts&page=-1'))).toEqual({
      search: 'x',
      type: '',
      page: 1,
    });
    expect(readSearchParams(new URLSearchParams(''))).toEqual({ search: '', type: '', page: 1 });
  });
});
