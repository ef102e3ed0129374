import { describe, expect, it } from 'vitest';
import { hueOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('asha rao')).toBe('AR');
    expect(initialsOf('Ravi Kumar Singh')).toBe('RS');
  });

  it('takes two letters of a single word and splits on dots and underscores', () => {
    expect(initialsOf('asha')).toBe('AS');
    expect(initialsOf('asha_rao')).toBe('AR');
  });

  it('shows a question mark for an empty name', () => {
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('hueOf', () => {
  it('is stable and within the colour wheel', () => {
    expect(hueOf('asha')).toBe(hueOf('asha'));
    expect(hueOf('asha')).toBeGreaterThanOrEqual(0);
    expect(hueOf('asha')).toBeLessThan(360);
  });
});
