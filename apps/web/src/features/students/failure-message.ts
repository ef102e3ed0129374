import { API_MESSAGES } from '../../lib/api-client';
import { serverMessageOr } from './student-params';

const GENERIC = [
  API_MESSAGES.network,
  API_MESSAGES.notJson,
  API_MESSAGES.unexpectedShape,
  API_MESSAGES.aborted,
  API_MESSAGES.server,
  ...Object.values(API_MESSAGES.byStatus),
];

/** The server's message when it sent one, otherwise the spec's fallback toast. */
export function failureMessage(error: Error, fallback: string): string {
  return serverMessageOr(error.message, GENERIC, fallback);
}
