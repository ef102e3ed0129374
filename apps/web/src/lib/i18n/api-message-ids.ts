import type { MessageId } from '../../locales/message-id';
import { API_MESSAGES } from '../api-client';

/*
 * The catalog key of each of the api client's own failure texts. They stay English in its results
 * (features compare them); shown on a page or in a toast they are said in its language. The server's
 * messages come in that language already (Accept-Language).
 */
export const API_MESSAGE_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [API_MESSAGES.network, 'api.network'],
  [API_MESSAGES.offline, 'api.offline'],
  [API_MESSAGES.notJson, 'api.notJson'],
  [API_MESSAGES.unexpectedShape, 'api.unexpectedShape'],
  [API_MESSAGES.aborted, 'api.aborted'],
  [API_MESSAGES.server, 'api.server'],
  ...Object.entries(API_MESSAGES.byStatus).map(([status, text]) => [text, `api.status${status}` as MessageId] as const),
]);
