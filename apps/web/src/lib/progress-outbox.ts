import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { apiClient, type ApiResult, type ResponseSchema } from './api-client';

/*
 * Where a player's position goes on its way to the server: a course lecture's and a standalone video's
 * alike. A save that cannot be sent (no network) waits in this browser's storage, one per address, and
 * is sent again when the connection is back; each carries the client's time, and the server keeps the
 * later one, so an old save arriving late changes nothing. An answer from the server, even a refusal,
 * is final.
 */

/** The body of every progress save: the client's time decides which of two saves wins. */
export interface ProgressBody {
  updatedAt?: string;
}

const KEY = 'PrepShelfPendingProgress';

type Waiting = Record<string, ProgressBody>;

function readWaiting(): Waiting {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Waiting) : {};
  } catch {
    return {};
  }
}

function writeWaiting(waiting: Waiting): void {
  try {
    if (Object.keys(waiting).length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(waiting));
  } catch {
    // Storage full or blocked: the position is lost, nothing else.
  }
}

function keep(path: string, body: ProgressBody): void {
  const waiting = readWaiting();
  const previous = waiting[path];
  if (previous?.updatedAt !== undefined && body.updatedAt !== undefined && previous.updatedAt > body.updatedAt) return;
  waiting[path] = body;
  writeWaiting(waiting);
}

function forget(path: string, body: ProgressBody): void {
  const waiting = readWaiting();
  if (waiting[path] !== undefined && waiting[path].updatedAt === body.updatedAt) {
    delete waiting[path];
    writeWaiting(waiting);
  }
}

/** PUT `path` (under /api) with a position; kept until the server has answered. */
export async function putProgress<T>(
  path: string,
  body: ProgressBody,
  schema: ResponseSchema<T>,
): Promise<ApiResult<T>> {
  keep(path, body);
  const result = await apiClient.put(path, body, { schema });
  if (result.ok || result.status !== 0) forget(path, body);
  return result;
}

/** The same save while the page is going away (pagehide): a keepalive request the browser finishes alone. */
export function putProgressOnExit(path: string, body: ProgressBody): void {
  keep(path, body);
  let token: string | null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return;
  }
  if (!token) return;
  void fetch(`/api${path}`, {
    method: 'PUT',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify(body),
  }).then(
    (response) => {
      if (response.status > 0) forget(path, body);
    },
    () => undefined,
  );
}

/**
 * Sends the saves that waited (their order does not matter: each carries its time) and answers how many
 * reached the server; it stops at the first that still finds no network.
 */
export async function sendWaitingProgress(): Promise<number> {
  let sent = 0;
  for (const [path, body] of Object.entries(readWaiting())) {
    const result = await apiClient.put(path, body);
    if (!result.ok && result.status === 0) break;
    forget(path, body);
    sent += 1;
  }
  return sent;
}
