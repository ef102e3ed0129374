import { describe, expect, it } from 'vitest';
import { displayHandle } from './handle';

describe('displayHandle', () => {
  it('turns a name with spaces into a readable handle', () => {
    expect(displayHandle('Meera Joshi')).toBe('@meera.joshi');
    expect(displayHandle('  R.  Sharma ')).toBe('@r.sharma');
  });

  it('keeps letters of any script, digits, dots, dashes and underscores', () => {
    expect(displayHandle('अनु शर्मा')).toBe('@अनु.शर्मा');
    expect(displayHandle('reader-1a2b_c')).toBe('@reader-1a2b_c');
    expect(displayHandle('Ravi <script>')).toBe('@ravi.script');
  });

  it('falls back to the public id when nothing readable is left', () => {
    expect(displayHandle('!!!', 'PS7K2Q')).toBe('@PS7K2Q');
  });
});
