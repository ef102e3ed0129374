import { describe, expect, it } from 'vitest';
import { pickContinueCourse } from './use-continue-course';

const entry = (id: string, status: string, continueLecture: number | null, lastActiveAt: string | null) => ({
  course: { _id: id, title: `Course ${id}` },
  enrolment: { status },
  progress: { watched: 0, total: 12, continueLecture, lastActiveAt },
});

describe('the course to continue on the personal home', () => {
  it('is the enrolled course watched last, with its lecture and the lecture count', () => {
    const body = {
      courses: [
        entry('a', 'enrolled', 1, null),
        entry('b', 'enrolled', 4, '2026-12-01T10:00:00.000Z'),
        entry('c', 'requested', 1, null),
        entry('d', 'enrolled', 2, '2026-11-01T10:00:00.000Z'),
      ],
    };
    expect(pickContinueCourse(body)).toEqual({ courseId: 'b', title: 'Course b', lecture: 4, total: 12 });
  });

  it('is the latest enrolment before any lecture was played, and none without an enrolled course', () => {
    expect(pickContinueCourse({ courses: [entry('a', 'enrolled', 1, null), entry('b', 'enrolled', 1, null)] })).toEqual(
      {
        courseId: 'a',
        title: 'Course a',
        lecture: 1,
        total: 12,
      },
    );
    expect(
      pickContinueCourse({ courses: [entry('c', 'declined', 1, null), entry('e', 'enrolled', null, null)] }),
    ).toBeNull();
    expect(pickContinueCourse({ success: false })).toBeNull();
  });
});
