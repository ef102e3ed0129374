import { useQuery } from '@tanstack/react-query';
import { myLearningResponseSchema, type MyLearningResponse } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import { contentKeys } from '../../content/api/query-keys';

/** The lists the web app shows: notes, videos, PYQs and the enrolled courses with their progress. */
export type MyLearningLists = Omit<MyLearningResponse, 'success'>;

/** GET /api/content/getDatafromMyLearning: the caller's notes, videos, PYQs and enrolled courses. */
export async function getMyLearning(signal?: AbortSignal): Promise<MyLearningLists> {
  const result = await apiClient.get('/content/getDatafromMyLearning', {
    schema: myLearningResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  const { notesData, videoData, pyqData, enrolledCourses } = result.data;
  return { notesData, videoData, pyqData, enrolledCourses };
}

/** Shares its key with the cards' add/remove, which update it optimistically and then refetch it. */
export function useMyLearning() {
  return useQuery({
    queryKey: contentKeys.myLearning,
    queryFn: ({ signal }) => getMyLearning(signal),
    staleTime: 0,
  });
}
