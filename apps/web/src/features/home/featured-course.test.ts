import { describe, expect, it } from 'vitest';
import { courseContentsPreview, courseLevelLabel, cutText } from './featured-course';

describe('courseContentsPreview', () => {
  it('cuts course contents to 50 characters and marks the cut', () => {
    const contents = 'Laws of thermodynamics, entropy, cycles, heat engines and refrigerators';
    const preview = courseContentsPreview(contents);
    expect(preview).toBe(`${contents.slice(0, 50).trimEnd()}…`);
    expect(preview.length).toBeLessThanOrEqual(51);
  });

  it('leaves short contents whole', () => {
    expect(courseContentsPreview('Ten short lectures')).toBe('Ten short lectures');
    expect(cutText('x'.repeat(50), 50)).toBe('x'.repeat(50));
  });
});

describe('courseLevelLabel', () => {
  it('defaults to Intermediate', () => {
    expect(courseLevelLabel(undefined)).toBe('Intermediate');
    expect(courseLevelLabel('  ')).toBe('Intermediate');
    expect(courseLevelLabel('Beginner')).toBe('Beginner');
  });
});
