import { describe, expect, it } from 'vitest';
import { FEATURED_COURSES_LIMIT, readFeaturedCourses } from './use-featured-courses';

const course = (id: string) => ({
  _id: id,
  title: `Course ${id}`,
  mentor: 'M',
  price: 999,
  offerPercent: 10,
  offerPrice: 899,
  courseContents: '',
  courseImage: 'a'.repeat(64),
});

describe('readFeaturedCourses', () => {
  it('keeps well-formed courses, at most four', () => {
    const body = { success: true, data: ['1', '2', '3', '4', '5'].map(course) };
    expect(readFeaturedCourses(body).map((item) => item._id)).toEqual(['1', '2', '3', '4']);
    expect(FEATURED_COURSES_LIMIT).toBe(4);
  });

  it('drops malformed items and survives malformed replies', () => {
    expect(readFeaturedCourses({ data: [course('1'), { _id: 2 }, null, { title: 'x' }] })).toHaveLength(1);
    expect(readFeaturedCourses(null)).toEqual([]);
    expect(readFeaturedCourses({ success: false, message: 'no' })).toEqual([]);
    expect(readFeaturedCourses('pong')).toEqual([]);
  });
});
