import { describe, expect, it } from 'vitest';
import { isCodeLoadFailure } from './screen-boundary';

describe('isCodeLoadFailure', () => {
  it('recognises the browsers’ errors for a lazy screen whose code did not arrive', () => {
    expect(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves every other error to the router’s error page', () => {
    expect(isCodeLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isCodeLoadFailure(new Error('Failed to fetch'))).toBe(false);
    expect(isCodeLoadFailure('dynamically imported module')).toBe(false);
  });
});
