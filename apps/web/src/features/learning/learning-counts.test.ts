import { describe, expect, it } from 'vitest';
import { learningCounts } from './learning-counts';

describe('learningCounts', () => {
  it('counts notes, lectures and PYQ, with Total Courses fixed at 0', () => {
    expect(learningCounts({ notesData: [1, 2], videoData: [1], pyqData: [] })).toEqual([
      { label: 'Notes', value: 2 },
      { label: 'Lectures', value: 1 },
      { label: 'PYQ', value: 0 },
      { label: 'Total Courses', value: 0 },
    ]);
  });
});
