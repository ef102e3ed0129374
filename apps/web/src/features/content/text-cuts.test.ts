import { describe, expect, it } from 'vitest';
import { cutCourseContents, cutPyqSubject, cutText, cutVideoDescription, cutVideoTitle } from './text-cuts';

describe('cutText', () => {
  it('leaves a text within the limit whole, with no tooltip text', () => {
    expect(cutText('  Organic chemistry  ', 25)).toEqual({ shown: 'Organic chemistry', full: undefined });
    expect(cutText('x'.repeat(20), 20)).toEqual({ shown: 'x'.repeat(20), full: undefined });
  });

  it('cuts a longer text, marks the cut and keeps the whole text for the tooltip', () => {
    expect(cutText('Fundamentals of accounting', 14)).toEqual({
      shown: 'Fundamentals o…',
      full: 'Fundamentals of accounting',
    });
  });

  it('drops a trailing space at the cut', () => {
    expect(cutText('Data structures and algorithms', 16).shown).toBe('Data structures…');
  });
});

describe('the display cuts of spec §9', () => {
  it('cuts a PYQ subject at 25, a video title at 20 and its description at 85, course contents at 50', () => {
    const long = 'abcdefghij'.repeat(10);
    expect(cutPyqSubject(long).shown).toBe(`${long.slice(0, 25)}…`);
    expect(cutVideoTitle(long).shown).toBe(`${long.slice(0, 20)}…`);
    expect(cutVideoDescription(long).shown).toBe(`${long.slice(0, 85)}…`);
    expect(cutCourseContents(long).shown).toBe(`${long.slice(0, 50)}…`);
  });
});
