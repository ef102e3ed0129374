import { messageResponseSchema, type MyLearningBody } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

/** POST /api/content/removeFromMyLearning (removing what is not there is harmless). */
export function removeFromMyLearning(body: MyLearningBody): Promise<ApiResult<{ message?: string }>> {
  return apiClient.post('/content/removeFromMyLearning', body, { schema: messageResponseSchema });
}
