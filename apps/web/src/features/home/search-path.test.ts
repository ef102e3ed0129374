import { describe, expect, it } from 'vitest';
import { buildSearchPath } from './search-path';

describe('buildSearchPath', () => {
  it('does nothing for blank or whitespace-only text', () => {
    expect(buildSearchPath('')).toBeNull();
    expect(buildSearchPath('   \t\n')).toBeNull();
  });

  it('trims and encodes the search text', () => {
    expect(buildSearchPath('  organic chem & bio ')).toBe('/searchcontent?search=organic+chem+%26+bio');
  });

  it('adds the content type when one is chosen', () => {
    expect(buildSearchPath('laws', 'pyq')).toBe('/searchcontent?search=laws&type=pyq');
  });
});
