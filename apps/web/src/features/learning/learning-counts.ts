export interface LearningCount {
  label: string;
  value: number;
}

/**
 * The four counts of the My Learning page (spec §2): Notes, Lectures, PYQ, and Total Courses, which is
 * fixed at 0 (courses are not kept in My Learning).
 */
export function learningCounts(lists: {
  notesData: unknown[];
  videoData: unknown[];
  pyqData: unknown[];
}): LearningCount[] {
  return [
    { label: 'Notes', value: lists.notesData.length },
    { label: 'Lectures', value: lists.videoData.length },
    { label: 'PYQ', value: lists.pyqData.length },
    { label: 'Total Courses', value: 0 },
  ];
}
