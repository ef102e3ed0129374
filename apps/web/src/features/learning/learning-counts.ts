import type { MessageId } from '../../locales/message-id';

export interface LearningCount {
  /** The count's label (Notes, Lectures, PYQ, Total Courses in English). */
  labelId: MessageId;
  value: number;
}

/**
 * The four counts of the My Learning page (spec §2): Notes, Lectures, PYQ, and Total Courses: the
 * courses the student is enrolled in (the spec's fixed 0 was the original client's limit; enrolment
 * is stored now, a departure the contract records).
 */
export function learningCounts(lists: {
  notesData: unknown[];
  videoData: unknown[];
  pyqData: unknown[];
  enrolledCourses: unknown[];
}): LearningCount[] {
  return [
    { labelId: 'myLearning.count.notes', value: lists.notesData.length },
    { labelId: 'myLearning.count.lectures', value: lists.videoData.length },
    { labelId: 'myLearning.count.pyq', value: lists.pyqData.length },
    { labelId: 'myLearning.count.courses', value: lists.enrolledCourses.length },
  ];
}
