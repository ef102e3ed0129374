import type { ApiResult } from '../../../lib/api-client';
import { API_MESSAGES } from '../../../lib/api-client';

/**
 * Texts the api client writes itself when the server gave no readable message. The spec's fallbacks
 * ('Verification failed.', 'Login error', …) replace them, since they say nothing the server said.
 */
const CLIENT_WRITTEN_MESSAGES: ReadonlySet<string> = new Set([
  ...Object.values(API_MESSAGES.byStatus),
  API_MESSAGES.server,
  API_MESSAGES.network,
  API_MESSAGES.notJson,
  API_MESSAGES.unexpectedShape,
  API_MESSAGES.aborted,
]);

export type FailedResult = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * True when the call never got a readable answer: the network failed, or the reply could not be read.
 * These are the spec's "exceptions" (its client threw), which get their own texts.
 */
export function isException(result: FailedResult): boolean {
  return (
    result.status === 0 || result.message === API_MESSAGES.notJson || result.message === API_MESSAGES.unexpectedShape
  );
}

/**
 * The toast text of a failed call (spec §8): the server's own message takes precedence; `fallback`
 * when the server answered without one; `exception` when there was no usable answer at all.
 */
export function failureMessage(result: FailedResult, texts: { fallback: string; exception: string }): string {
  if (isException(result)) return texts.exception;
  return CLIENT_WRITTEN_MESSAGES.has(result.message) ? texts.fallback : result.message;
}
