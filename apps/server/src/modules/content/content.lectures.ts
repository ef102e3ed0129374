import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseLectures } from '../../db/schema/index.ts';
import type { Lecture } from './content.items.ts';

/** The lectures of several courses, in order, by course id (one query for any number of courses). */
export async function findLecturesOf(db: Db, courseIds: readonly string[]): Promise<Map<string, Lecture[]>> {
  const byCourse = new Map<string, Lecture[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({ courseId: courseLectures.courseId, title: courseLectures.title, videoUrl: courseLectures.videoUrl })
    .from(courseLectures)
    .where(inArray(courseLectures.courseId, [...new Set(courseIds)]))
    .orderBy(asc(courseLectures.courseId), asc(courseLectures.position));
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push({ title: row.title, videoUrl: row.videoUrl });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}
