import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  AUTH_HEADER,
  STORAGE_KEYS,
  courseLearnResponseSchema,
  lectureProgressResponseSchema,
  messageResponseSchema,
  type CourseLearnResponse,
  type LectureProgressBody,
  type LectureProgressResponse,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

export type CourseLearn = Omit<CourseLearnResponse, 'success'>;

export const courseKeys = {
  all: ['courses'] as const,
  learn: (courseId: string) => ['courses', 'learn', courseId] as const,
};

const coursePath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;

/** GET /api/courses/{courseId}/learn: the course page, with the caller's enrolment and progress. */
export function useCourseLearn(courseId: string) {
  return useQuery({
    queryKey: courseKeys.learn(courseId),
    queryFn: async ({ signal }): Promise<CourseLearn> => {
      const result = await apiClient.get(`${coursePath(courseId)}/learn`, {
        schema: courseLearnResponseSchema,
        signal,
      });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data;
    },
    staleTime: 0,
  });
}

/** DELETE /api/courses/{courseId}/enrolment. */
export async function leaveCourse(courseId: string): Promise<string> {
  const result = await apiClient.delete(`${coursePath(courseId)}/enrolment`, { schema: messageResponseSchema });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.message ?? '';
}

export interface PendingSave {
  courseId: string;
  number: number;
  body: LectureProgressBody;
}

/** Saves that could not reach the server (offline), one per lecture, sent again later: the later timestamp wins there. */
const PENDING_KEY = 'PrepShelfPendingLectureProgress';

function readPending(): Record<string, PendingSave> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, PendingSave>) : {};
  } catch {
    return {};
  }
}

function writePending(pending: Record<string, PendingSave>): void {
  try {
    if (Object.keys(pending).length === 0) localStorage.removeItem(PENDING_KEY);
    else localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the position is lost, nothing else.
  }
}

const pendingId = (save: PendingSave) => `${save.courseId}:${save.number}`;

function keepPending(save: PendingSave): void {
  const pending = readPending();
  const previous = pending[pendingId(save)];
  if (previous?.body.updatedAt !== undefined && save.body.updatedAt !== undefined) {
    if (previous.body.updatedAt > save.body.updatedAt) return;
  }
  pending[pendingId(save)] = save;
  writePending(pending);
}

function forgetPending(save: PendingSave): void {
  const pending = readPending();
  const stored = pending[pendingId(save)];
  if (stored !== undefined && stored.body.updatedAt === save.body.updatedAt) {
    delete pending[pendingId(save)];
    writePending(pending);
  }
}

/**
 * PUT /api/courses/{courseId}/lectures/{number}/progress. A save that cannot be sent (no network)
 * waits in storage for `flushPendingSaves`; an answer from the server, even a refusal, is final.
 */
export async function saveLectureProgress(save: PendingSave): Promise<LectureProgressResponse | null> {
  keepPending(save);
  const result = await apiClient.put(`${coursePath(save.courseId)}/lectures/${save.number}/progress`, save.body, {
    schema: lectureProgressResponseSchema,
  });
  if (result.ok || result.status !== 0) forgetPending(save);
  if (!result.ok) {
    if (result.status === 0) throw new ApiResultError(result.message, 0);
    return null;
  }
  return result.data;
}

/** The same save while the page is going away (pagehide): a keepalive request the browser finishes alone. */
export function sendLectureProgressOnExit(save: PendingSave): void {
  keepPending(save);
  let token: string | null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return;
  }
  if (!token) return;
  void fetch(`/api${coursePath(save.courseId)}/lectures/${save.number}/progress`, {
    method: 'PUT',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify(save.body),
  }).then(
    (response) => {
      if (response.status > 0) forgetPending(save);
    },
    () => undefined,
  );
}

/** Sends the saves kept while offline (oldest lectures first does not matter: each carries its time). */
export async function flushPendingSaves(queryClient: QueryClient): Promise<void> {
  const saves = Object.values(readPending());
  for (const save of saves) {
    try {
      await saveLectureProgress(save);
    } catch {
      return;
    }
  }
  if (saves.length > 0) await queryClient.invalidateQueries({ queryKey: courseKeys.all });
}
