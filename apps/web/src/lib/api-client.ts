import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { notifySessionChange } from './session';

/** The one result type of every API call: failures of any kind fold into `{ ok: false, message }`. */
export type ApiResult<T> =
  | { ok: true; data: T; status: number }
  /** `body`: the server's JSON answer, for the few failures that carry more than a message (login's needsVerification). */
  | { ok: false; message: string; status: number; body?: unknown };

/** Structural stand-in for a zod schema, so the client needs no validation library of its own. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Appended to the URL; null and undefined values are skipped. */
  query?: Record<string, QueryValue>;
  /** Checks the shape of a successful reply; a mismatch becomes an error result. */
  schema?: ResponseSchema<T>;
  /** `text` for the plain-text endpoints such as /api/ping. */
  parseAs?: 'json' | 'text';
  signal?: AbortSignal;
  /** Extra request headers (login's DeviceToken). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` in the browser or `http://127.0.0.1:3000/api` in tests. */
  baseUrl: string;
  /** Read at each call; defaults to the browser's localStorage. */
  getStorage?: () => Pick<Storage, 'getItem' | 'removeItem'> | undefined;
  /** Called after a 401 cleared the stored session. */
  onSessionExpired?: () => void;
}

export const API_MESSAGES = {
  network: "We couldn't reach PrepShelf. Please check your internet connection and try again.",
  /** The browser knows it has no network: said plainly, with where saved PDFs are. */
  offline: "You're offline — saved notes are on your Offline shelf.",
  notJson: 'The server sent a reply we could not read. Please try again.',
  unexpectedShape: 'The server sent an unexpected reply. Please try again.',
  aborted: 'The request was cancelled.',
  byStatus: {
    400: 'Some of the information sent was not valid.',
    401: 'Please log in to continue.',
    403: 'You are not allowed to do that.',
    404: 'We could not find what you asked for.',
    409: 'That conflicts with something that already exists.',
    413: 'That is too large to upload.',
    415: 'That kind of file is not accepted here.',
    429: 'Too many requests. Please wait a moment and try again.',
  } as Record<number, string>,
  server: 'Something went wrong on our side. Please try again.',
} as const;

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageForStatus(status: number): string {
  return API_MESSAGES.byStatus[status] ?? (status >= 500 ? API_MESSAGES.server : API_MESSAGES.unexpectedShape);
}

function readMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const message = body.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<ApiResult<T>>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, 'method' | 'body'>,
  ): Promise<ApiResult<T>>;
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, 'method' | 'body'>,
  ): Promise<ApiResult<T>>;
  patch<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, 'method' | 'body'>,
  ): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<ApiResult<T>>;
}

let isLanguageSyncStarted = false;

/**
 * The first signed-in call (in a browser) starts saving the signed-in user's switches of language on the
 * account (lib/i18n/account-language-sync.ts, loaded then: not in the entry, and not in unit tests).
 */
function startAccountLanguageSync(): void {
  if (isLanguageSyncStarted || globalThis.document === undefined) return;
  isLanguageSyncStarted = true;
  import('./i18n/account-language-sync').then(
    ({ syncAccountLanguage }) => syncAccountLanguage(apiClient),
    () => {
      isLanguageSyncStarted = false;
    },
  );
}

export function createApiClient(clientOptions: ApiClientOptions): ApiClient {
  const getStorage = clientOptions.getStorage ?? defaultStorage;

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    const storage = getStorage();
    // Read at each call: the token may have been stored or cleared since the previous one.
    const token = storage?.getItem(STORAGE_KEYS.token) ?? null;
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: options.parseAs === 'text' ? 'text/plain, */*' : 'application/json',
    };
    if (token) {
      headers[AUTH_HEADER] = token;
      startAccountLanguageSync();
    }
    // Server messages come in the page's language (<html lang>), not the browser's: the two agree.
    headers['Accept-Language'] = globalThis.document?.documentElement.lang || 'en';
    const hasBody = options.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(buildUrl(clientOptions.baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: hasBody ? JSON.stringify(options.body) : null,
        signal: options.signal ?? null,
      });
    } catch (error) {
      const isAbort = error instanceof DOMException && error.name === 'AbortError';
      const isOffline = globalThis.navigator?.onLine === false;
      const message = isAbort ? API_MESSAGES.aborted : isOffline ? API_MESSAGES.offline : API_MESSAGES.network;
      return { ok: false, status: 0, message };
    }

    const { status } = response;
    if (status === 401 && token && storage) {
      // The server no longer accepts this token: forget it so the guards send the user to /auth.
      storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.role);
      storage.removeItem(STORAGE_KEYS.userId);
      storage.removeItem(STORAGE_KEYS.profile);
      clientOptions.onSessionExpired?.();
    }

    let text: string;
    try {
      text = await response.text();
    } catch {
      return { ok: false, status, message: API_MESSAGES.network };
    }

    if (options.parseAs === 'text') {
      if (response.ok) return { ok: true, status, data: text as T };
      return { ok: false, status, message: readMessage(tryParseJson(text)) ?? messageForStatus(status) };
    }

    const body = tryParseJson(text);
    if (body === NOT_JSON) {
      return { ok: false, status, message: response.ok ? API_MESSAGES.notJson : messageForStatus(status) };
    }
    if (!response.ok) return { ok: false, status, message: readMessage(body) ?? messageForStatus(status), body };
    if (isRecord(body) && body.success === false) {
      return { ok: false, status, message: readMessage(body) ?? API_MESSAGES.unexpectedShape };
    }
    if (options.schema) {
      const parsed = options.schema.safeParse(body);
      if (!parsed.success) return { ok: false, status, message: API_MESSAGES.unexpectedShape };
      return { ok: true, status, data: parsed.data };
    }
    return { ok: true, status, data: body as T };
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}

const NOT_JSON = Symbol('not-json');

function tryParseJson(text: string): unknown {
  if (text.trim() === '') return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** The browser's client: same origin, `/api`; a refused token also tells the open screens to re-render. */
export const apiClient = createApiClient({
  baseUrl: '/api',
  onSessionExpired: notifySessionChange,
});
