import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uniquePng } from '../test/support/files.ts';
import { useServerData } from '../test/support/processes.ts';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const ADMIN = { email: 'drain@college.example.edu', password: 'drain admin password' };

const serverData = useServerData('prepshelf-drain-');

/** The real entry point on a free port; resolves once it listens, and lets a test wait for a log line. */
function startServer() {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DATA_DIR: serverData.dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...serverData.databaseEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const waiter of waiters.filter((w) => w.pattern.test(stdout))) waiter.resolve();
  });
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      if (pattern.test(stdout)) resolve();
      else waiters.push({ pattern, resolve });
    });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const listening = waitFor(/Server listening at http:\/\/127\.0\.0\.1:\d+/).then(
    () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1] ?? '',
  );
  return { child, waitFor, exited, listening };
}

describe('shutting down', { timeout: 120_000 }, () => {
  it('finishes a request in flight after SIGTERM, refuses new connections, and exits 0', async () => {
    const server = startServer();
    const url = await server.listening;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: ADMIN.email, Password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };

    // An upload whose body is only half sent when the signal comes.
    const boundary = 'drain-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const png = uniquePng();
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const { port } = new URL(url);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/files/upload',
      headers: {
        AuthToken: token,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + png.length + tail.length,
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    request.write(head);
    request.write(png.subarray(0, 10));
    // Wait until the server has the request in hand (Fastify logs it as incoming) before the signal.
    await server.waitFor(/"path":"\/api\/files\/upload"[^\n]*"msg":"incoming request"/);

    server.child.kill('SIGTERM');
    await server.waitFor(/shutting down: draining requests/);
    // The listener is closed: a new connection is refused (or answered 503 while closing).
    const late = await fetch(`${url}/api/ping`).then(
      (response) => response.status,
      () => 'refused' as const,
    );
    expect([503, 'refused']).toContain(late);

    request.end(Buffer.concat([png.subarray(10), tail]));
    const done = await answered;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ success: true, fileId: expect.any(String) });
    expect(await server.exited).toBe(0);
  });
});
