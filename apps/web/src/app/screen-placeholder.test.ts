import { describe, expect, it } from 'vitest';
import { listKindOf } from './screen-placeholder';

describe('listKindOf', () => {
  it('knows the four public lists, in any case and with a trailing slash', () => {
    expect(listKindOf('/notes')).toBe('note');
    expect(listKindOf('/Q-paper')).toBe('pyq');
    expect(listKindOf('/q-paper/')).toBe('pyq');
    expect(listKindOf('/video')).toBe('video');
    expect(listKindOf('/cource')).toBe('course');
  });

  it('is null for every other screen', () => {
    expect(listKindOf('/myLearning')).toBeNull();
    expect(listKindOf('/notes/extra')).toBeNull();
    expect(listKindOf('/')).toBeNull();
  });
});
