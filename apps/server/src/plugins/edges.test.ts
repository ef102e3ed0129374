import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, SERVER_MESSAGES } from '@prepshelf/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createAccounts, multipart, uniquePng, type Accounts } from '../../test/support/files.ts';

/** Writes `head` to a fresh connection, then each of `trickle` one at a time as the server reads; resolves with all it answered. */
function rawExchange(port: number, head: string, trickle: readonly string[] = [], pauseMs = 0): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      let next = 0;
      const step = () => {
        if (next >= trickle.length || socket.destroyed) return;
        socket.write(trickle[next++]!);
        timer = setTimeout(step, pauseMs);
      };
      step();
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', () => undefined);
  });
}

const statusLine = (answer: string) => answer.split('\r\n')[0];
const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('answers made before a route runs use {success:false, message}', () => {
  let t: TestApp;
  let accounts: Accounts;
  let webDir: string;
  let port: number;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>PrepShelf</title>');
    t = await createTestApp({
      webDistDir: webDir,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
      // Short enough for a test; the defaults are REQUEST_TIMEOUTS.
      timeouts: { requestMs: 1500, idleMs: 20_000, checkEveryMs: 250 },
    });
    accounts = await createAccounts(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('414 for a path parameter that is too long', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${'a'.repeat(200)}/progress`,
      headers: { AuthToken: accounts.Student.token },
      payload: { page: 1 },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.uriTooLong });
  });

  it('400 for an address that does not decode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/files/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.badUrl });
  });

  it('413 for an upload with two files ("reach files limit")', async () => {
    const body = multipart([
      { name: 'file', filename: 'a.png', contentType: 'image/png', content: uniquePng() },
      { name: 'file', filename: 'b.png', contentType: 'image/png', content: uniquePng() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...body.headers, AuthToken: accounts.Admin.token },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.tooManyParts });
  });

  it('/api/.. paths are unknown API paths (404 JSON), not the static files’ 403', async () => {
    for (const rawPath of ['/api/..', '/api/../package.json', '/api/%2e%2e/x', '/api/nope/..']) {
      const answer = await rawExchange(port, `GET ${rawPath} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect({ rawPath, status: statusLine(answer) }).toEqual({ rawPath, status: 'HTTP/1.1 404 Not Found' });
      expect(bodyOf(answer)).toMatchObject({ success: false });
    }
  });

  it('408 with a JSON body for a body sent a byte at a time, and the connection closes (issue 12 #9)', async () => {
    const body = JSON.stringify({ Email: 'slow@college.example.edu', Password: 'x'.repeat(40) });
    const head =
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    // About 20 s to send it all: the server gives up long before (1.5 s here, 300 s by default).
    const answer = await rawExchange(port, head, [...body], 250);
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(bodyOf(answer)).toEqual({ success: false, message: SERVER_MESSAGES.requestTimeout });
  });

  it('431 with a JSON body for headers that are too large', async () => {
    const answer = await rawExchange(port, `GET /api/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusLine(answer)).toContain('431');
    expect(bodyOf(answer)).toEqual({ success: false, message: SERVER_MESSAGES.headersTooLarge });
  });

  it('Google sign-in while it is off answers 503 and writes no error line', async () => {
    logLines.length = 0;
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/start', remoteAddress: '10.50.0.1' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.googleUnavailable });
      const callback = await t.app.inject({
        method: 'GET',
        url: '/api/auth/google?code=x',
        remoteAddress: '10.50.0.1',
      });
      expect(callback.statusCode).toBe(503);
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
