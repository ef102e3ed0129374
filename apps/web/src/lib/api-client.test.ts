import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@prepshelf/contract';
import { API_MESSAGES, createApiClient, type ApiClient } from './api-client';
import { MemoryStorage } from './testing/memory-storage';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let closedBaseUrl: string;
const seen: SeenRequest[] = [];

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'Content-Type': type });
  res.end(body);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({ method: req.method ?? '', url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const path = url.split('?')[0] ?? '';
      switch (path) {
        case '/api/echo':
          send(res, 200, JSON.stringify({ success: true, method: req.method, token: req.headers.authtoken ?? null }));
          return;
        case '/api/refused':
          send(res, 200, JSON.stringify({ success: false, message: 'Email already exists' }));
          return;
        case '/api/conflict':
          send(res, 409, JSON.stringify({ success: false, message: 'That username is taken.' }));
          return;
        case '/api/bare-500':
          send(res, 500, JSON.stringify({ success: false }));
          return;
        case '/api/html':
          send(res, 502, '<html><body>Bad gateway</body></html>', 'text/html');
          return;
        case '/api/html-ok':
          send(res, 200, '<html><body>Hello</body></html>', 'text/html');
          return;
        case '/api/ping':
          send(res, 200, 'pong', 'text/plain');
          return;
        case '/api/unauthorized':
          send(res, 401, JSON.stringify({ success: false, message: 'Please log in to continue.' }));
          return;
        default:
          send(res, 404, JSON.stringify({ success: false, message: 'Not found' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  // A port that was open a moment ago and is now closed: connecting to it fails.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedBaseUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/api`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let storage: MemoryStorage;
let expiredCalls: number;
let client: ApiClient;

beforeEach(() => {
  seen.length = 0;
  storage = new MemoryStorage();
  expiredCalls = 0;
  client = createApiClient({
    baseUrl,
    getStorage: () => storage,
    onSessionExpired: () => {
      expiredCalls += 1;
    },
  });
});

describe('api client', () => {
  it('returns the parsed body of a successful JSON reply', async () => {
    const result = await client.get<{ success: boolean; method: string }>('/echo');
    expect(result).toEqual({ ok: true, status: 200, data: { success: true, method: 'GET', token: null } });
  });

  it('sends no AuthToken header while no token is stored', async () => {
    await client.get('/echo');
    expect(seen[0]?.headers.authtoken).toBeUndefined();
  });

  it('reads the token at each call, so a token stored after creation is sent', async () => {
    await client.get('/echo');
    storage.setItem(STORAGE_KEYS.token, 'tok-1');
    await client.get('/echo');
    storage.setItem(STORAGE_KEYS.token, 'tok-2');
    await client.get('/echo');
    expect(seen.map((request) => request.headers.authtoken)).toEqual([undefined, 'tok-1', 'tok-2']);
  });

  it('sends bodies as JSON with a JSON content type', async () => {
    await client.post('/echo', { Email: 'a@b.c', Password: 'secret' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ Email: 'a@b.c', Password: 'secret' });
  });

  it("sends a call's extra headers (login's DeviceToken) beside its own", async () => {
    storage.setItem(STORAGE_KEYS.token, 'tok-1');
    await client.post('/echo', {}, { headers: { DeviceToken: 'device-1' } });
    expect(seen[0]?.headers.devicetoken).toBe('device-1');
    expect(seen[0]?.headers.authtoken).toBe('tok-1');
  });

  it('appends query parameters and skips empty ones', async () => {
    await client.get('/echo', { query: { search: 'a b&c', type: undefined, page: 2, category: null } });
    expect(seen[0]?.url).toBe('/api/echo?search=a+b%26c&page=2');
  });

  it('folds a 2xx reply with success false into an error with the server message', async () => {
    const result = await client.post('/refused', {});
    expect(result).toEqual({ ok: false, status: 200, message: 'Email already exists' });
  });

  it('uses the server message of a non-2xx JSON reply', async () => {
    const result = await client.post('/conflict', {});
    expect(result).toMatchObject({ ok: false, status: 409, message: 'That username is taken.' });
    // The whole answer rides along, for failures that carry more than a message (login's needsVerification).
    expect(result.ok ? undefined : result.body).toMatchObject({ message: 'That username is taken.' });
  });

  it('gives a readable message when a failed reply has none', async () => {
    const result = await client.get('/bare-500');
    expect(result).toMatchObject({ ok: false, status: 500, message: API_MESSAGES.server });
  });

  it('turns a non-JSON error page into a readable error', async () => {
    const result = await client.get('/html');
    expect(result).toEqual({ ok: false, status: 502, message: API_MESSAGES.server });
  });

  it('refuses a 2xx reply that is not JSON when JSON was expected', async () => {
    const result = await client.get('/html-ok');
    expect(result).toEqual({ ok: false, status: 200, message: API_MESSAGES.notJson });
  });

  it('reads plain-text replies when asked to', async () => {
    const result = await client.get<string>('/ping', { parseAs: 'text' });
    expect(result).toEqual({ ok: true, status: 200, data: 'pong' });
  });

  it('turns a network failure into an error with status 0', async () => {
    const offline = createApiClient({ baseUrl: closedBaseUrl, getStorage: () => storage });
    const result = await offline.get('/echo');
    expect(result).toEqual({ ok: false, status: 0, message: API_MESSAGES.network });
  });

  it('says plainly that the device is offline when the browser knows it has no network', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const offline = createApiClient({ baseUrl: closedBaseUrl, getStorage: () => storage });
      const result = await offline.get('/echo');
      expect(result).toEqual({ ok: false, status: 0, message: API_MESSAGES.offline });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('checks the reply against a schema when one is given', async () => {
    const schema = {
      safeParse: (value: unknown) =>
        typeof value === 'object' && value !== null && 'user' in value
          ? { success: true as const, data: value }
          : { success: false as const },
    };
    const result = await client.get('/echo', { schema });
    expect(result).toEqual({ ok: false, status: 200, message: API_MESSAGES.unexpectedShape });
  });

  it('clears the stored session when the server refuses the stored token', async () => {
    storage.setItem(STORAGE_KEYS.token, 'expired');
    storage.setItem(STORAGE_KEYS.role, 'Student');
    storage.setItem('unrelated', 'kept');
    const result = await client.get('/unauthorized');
    expect(result).toMatchObject({ ok: false, status: 401, message: 'Please log in to continue.' });
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.role)).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(expiredCalls).toBe(1);
  });

  it('does not report an expired session for a 401 without a stored token', async () => {
    const result = await client.post('/unauthorized', { Email: 'x', Password: 'y' });
    expect(result.ok).toBe(false);
    expect(expiredCalls).toBe(0);
  });
});
