import type { MessageId } from '../../locales/message-id';

export interface LearningCount {
  /** The count's label (Notes, Lectures, PYQ, Total Courses in English). */
  labelId: MessageId;
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
    { labelId: 'myLearning.count.notes', value: lists.notesData.length },
    { labelId: 'myLearning.count.lectures', value: lists.videoData.length },
    { labelId: 'myLearning.count.pyq', value: lists.pyqData.length },
    { labelId: 'myLearning.count.courses', value: 0 },
  ];
}
