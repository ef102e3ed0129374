import { API_MESSAGES, type ApiResult } from '../../lib/api-client';

/** Messages our api client writes itself: they stand for "the server said nothing", not for its words. */
const CLIENT_WRITTEN = new Set<string>([
  ...Object.values(API_MESSAGES.byStatus),
  API_MESSAGES.server,
  API_MESSAGES.notJson,
  API_MESSAGES.unexpectedShape,
]);

/**
 * The toast of a failed save (spec §8): the server's own message when it sent one, the fallback when it
 * answered without one, the exception text when it could not be reached at all.
 */
export function failureMessage(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  texts: { fallback: string; exception: string },
): string {
  if (result.status === 0) return texts.exception;
  return CLIENT_WRITTEN.has(result.message) ? texts.fallback : result.message;
}
