import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { learningCounts } from './learning-counts';

const english = JSON.parse(
  readFileSync(new URL('../../locales/en/app/myLearning.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('learningCounts', () => {
  it('counts notes, lectures, PYQ and the enrolled courses', () => {
    const counts = learningCounts({ notesData: [1, 2], videoData: [1], pyqData: [], enrolledCourses: [1, 2, 3] });
    expect(counts.map((count) => ({ label: english[count.labelId], value: count.value }))).toEqual([
      { label: 'Notes', value: 2 },
      { label: 'Lectures', value: 1 },
      { label: 'PYQ', value: 0 },
      { label: 'Total Courses', value: 3 },
    ]);
  });
});
