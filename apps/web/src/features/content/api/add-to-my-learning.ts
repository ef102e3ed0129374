import { messageResponseSchema, type MyLearningBody } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

/** POST /api/content/addInMylearning (adding twice is harmless). */
export function addToMyLearning(body: MyLearningBody): Promise<ApiResult<{ message?: string }>> {
  return apiClient.post('/content/addInMylearning', body, { schema: messageResponseSchema });
}
