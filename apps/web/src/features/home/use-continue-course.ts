import { useEffect, useState } from 'react';
import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';

/** The course to continue on the personal home: its lecture to continue and how many there are. */
export interface ContinueCourse {
  courseId: string;
  title: string;
  lecture: number;
  total: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The enrolled course worked on last (or, before any lecture was played, enrolled in last) from
 * GET /api/courses/mine, read by hand: the personal home ships without zod (the landing budget).
 */
export function pickContinueCourse(body: unknown): ContinueCourse | null {
  if (!isRecord(body) || !Array.isArray(body.courses)) return null;
  let best: (ContinueCourse & { activeAt: string }) | null = null;
  for (const entry of body.courses) {
    if (!isRecord(entry) || !isRecord(entry.course) || !isRecord(entry.enrolment) || !isRecord(entry.progress))
      continue;
    const { course, enrolment, progress } = entry;
    if (enrolment.status !== 'enrolled' || typeof progress.continueLecture !== 'number') continue;
    if (typeof course._id !== 'string' || typeof course.title !== 'string' || typeof progress.total !== 'number')
      continue;
    const activeAt = typeof progress.lastActiveAt === 'string' ? progress.lastActiveAt : '';
    // The list comes most recent enrolment first: a later one only wins by having been watched later.
    if (best === null || activeAt > best.activeAt) {
      best = {
        courseId: course._id,
        title: course.title,
        lecture: progress.continueLecture,
        total: progress.total,
        activeAt,
      };
    }
  }
  if (best === null) return null;
  const { activeAt: _activeAt, ...course } = best;
  return course;
}

/** Loads the course to continue once per mount; null while loading, on failure, or without one. */
export function useContinueCourse(): ContinueCourse | null {
  const [course, setCourse] = useState<ContinueCourse | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let token: string | null;
    try {
      token = localStorage.getItem(STORAGE_KEYS.token);
    } catch {
      return;
    }
    if (!token) return;
    fetch('/api/courses/mine', { headers: { [AUTH_HEADER]: token }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setCourse(pickContinueCourse(body)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return course;
}
