import { useEffect, useState } from 'react';
import { AUTH_HEADER, PING_RETRY_MS, STORAGE_KEYS } from '@prepshelf/contract';
import type { FeaturedCourse } from './featured-course';

/*
 * Home's data (spec §2): ping the backend every second until it answers `pong`, then, when logged in,
 * load the featured courses. Plain `fetch` on purpose: the API client, TanStack Query and zod would not
 * fit the landing page's JavaScript budget (docs/decisions/0005). The token is read at each call.
 */

export const FEATURED_COURSES_LIMIT = 4;
let wasAwake = false;

function isFeaturedCourse(item: unknown): item is FeaturedCourse {
  const course = item as Partial<Record<keyof FeaturedCourse, unknown>> | null;
  return (
    typeof course === 'object' &&
    course !== null &&
    typeof course._id === 'string' &&
    typeof course.title === 'string' &&
    typeof course.price === 'number' &&
    typeof course.offerPrice === 'number'
  );
}

/** The course items of a course list reply; anything malformed is dropped. */
export function readFeaturedCourses(body: unknown): FeaturedCourse[] {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.filter(isFeaturedCourse).slice(0, FEATURED_COURSES_LIMIT) : [];
}

export function useFeaturedCourses(isLoggedIn: boolean): { isAwake: boolean; courses: FeaturedCourse[] } {
  const [isAwake, setIsAwake] = useState(wasAwake);
  const [courses, setCourses] = useState<FeaturedCourse[]>([]);

  useEffect(() => {
    if (isAwake) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const ping = () => {
      fetch('/api/ping', { signal: controller.signal })
        .then((response) => response.text())
        .then((text) => {
          if (text.trim() !== 'pong') throw new Error('not awake yet');
          wasAwake = true;
          setIsAwake(true);
        })
        .catch(() => {
          if (!controller.signal.aborted) timer = setTimeout(ping, PING_RETRY_MS);
        });
    };
    ping();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [isAwake]);

  useEffect(() => {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    if (!isAwake || !isLoggedIn || !token) return;
    const controller = new AbortController();
    fetch(`/api/content/getAllPublicCourse?limit=${FEATURED_COURSES_LIMIT}`, {
      headers: { [AUTH_HEADER]: token },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: unknown) => setCourses(readFeaturedCourses(body)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not fetch the featured courses:', error);
      });
    return () => controller.abort();
  }, [isAwake, isLoggedIn]);

  return { isAwake, courses: isLoggedIn ? courses : [] };
}
