import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { findRunningEmbeddedServer } from './db/embedded-server.ts';
import { useServerData } from '../test/support/processes.ts';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

interface RunningServer {
  url: string;
  pid: number;
  exited: Promise<{ code: number | null; stderr: string }>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Starts the real entry point as `npm start` would, on a free port, and waits until it listens.
 * `ownGroup` gives it a process group of its own (with the embedded PostgreSQL server it starts), as a
 * terminal or a service manager does, so a test can kill the whole group.
 */
function startServer(env: Record<string, string>, options: { ownGroup?: boolean } = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownGroup === true,
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match?.[1]) resolve({ url: match[1], pid: child.pid!, exited, kill: (signal) => child.kill(signal) });
    });
    void exited.then(({ code }) => reject(new Error(`server exited with ${String(code)} before listening: ${stderr}`)));
  });
}

const serverData = useServerData('prepshelf-server-');

// Each case starts real Node processes that open a database: give them room on a busy machine.
describe('the server process', { timeout: 240_000 }, () => {
  it('stops at start with one line naming an invalid variable', async () => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DATA_DIR: serverData.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid environment variable PORT: must be a port number between 0 and 65535',
    ]);
  });

  it('serves, then drains and exits cleanly on SIGTERM, and starts again on the same data', async () => {
    const first = await startServer({ DATA_DIR: serverData.dataDir, ...serverData.databaseEnv });
    const ping = await fetch(`${first.url}/api/ping`);
    expect(await ping.text()).toBe('pong');
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);

    first.kill('SIGTERM');
    const { code } = await first.exited;
    expect(code).toBe(0);

    // The embedded server stopped with it (or PostgreSQL got its connections back): a second start works.
    const second = await startServer({ DATA_DIR: serverData.dataDir, ...serverData.databaseEnv });
    const healthAgain = await fetch(`${second.url}/api/health`);
    expect(await healthAgain.json()).toMatchObject({ success: true });
    second.kill('SIGINT');
    expect((await second.exited).code).toBe(0);
  });
});

describe('graceful shutdown', { timeout: 120_000 }, () => {
  /** A request whose body arrives in two parts, so it is in flight when the signal comes. */
  function slowRegistration(url: string, email: string) {
    const body = JSON.stringify({
      Username: 'Late',
      Email: email,
      Password: 'late password',
      ConfirmPassword: 'late password',
    });
    const { port } = new URL(url);
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/register',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 20));
    return { answered, finish: () => request.end(body.slice(20)) };
  }

  it('on SIGTERM stops taking connections, finishes the request in flight, then exits 0', async () => {
    const server = await startServer({ DATA_DIR: path.join(serverData.dataDir, 'drain'), ...serverData.databaseEnv });
    const inFlight = slowRegistration(server.url, 'in.flight@college.example.edu');
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No new connection is taken while it drains.
    await expect(fetch(`${server.url}/api/ping`)).rejects.toThrow();
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(201);
    expect((await server.exited).code).toBe(0);
  });

  it('gives up on a request that never finishes after its grace period, and exits anyway', async () => {
    const server = await startServer({ DATA_DIR: path.join(serverData.dataDir, 'stuck'), ...serverData.databaseEnv });
    const stuck = slowRegistration(server.url, 'never.done@college.example.edu');
    stuck.answered.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.kill('SIGTERM');
    const { code } = await server.exited;
    // SHUTDOWN_GRACE_MS (10 s) in server.ts, with room for a loaded machine.
    expect(Date.now() - signalled).toBeLessThan(30_000);
    expect(code).toBe(1);
  });
});

const usersCli = fileURLToPath(new URL('./cli/users.ts', import.meta.url));

function runUsersCli(env: Record<string, string>, email: string) {
  const child = spawn(
    process.execPath,
    [usersCli, 'create', '--role', 'Instructor', '--email', email, '--username', 'Teacher'],
    { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', USER_PASSWORD: 'teacher password', ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

async function logIn(url: string, email: string) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: 'teacher password' }),
  });
}

// These start and stop the embedded PostgreSQL server itself; CI's run on PostgreSQL 15 leaves them out.
describe.skipIf(inject('testServerKind') === 'postgres')('the embedded PostgreSQL server', { timeout: 180_000 }, () => {
  let embeddedDir: string;
  beforeAll(async () => {
    embeddedDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-embedded-'));
  });
  afterAll(async () => {
    await rm(embeddedDir, { recursive: true, force: true });
  });

  it('refuses a second PrepShelf on the same DATA_DIR with one clear line, and npm run users works beside it', async () => {
    const first = await startServer({ DATA_DIR: embeddedDir });
    try {
      const second = await startServer({ DATA_DIR: embeddedDir }).then(
        () => undefined,
        (error: Error) => error.message,
      );
      expect(second).toMatch(
        /exited with 1 before listening: PrepShelf failed to start: Another PrepShelf \(process \d+\) is already running on /,
      );
      expect(second?.trim().split('\n')).toHaveLength(1);

      // The product sets no scheduling priority: the database server runs at Node's (docs/decisions/0027).
      const postmaster = Number(
        (await readFile(path.join(embeddedDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      expect(getPriority(postmaster)).toBe(getPriority());

      // While the product runs, the command uses its server.
      const created = await runUsersCli({ DATA_DIR: embeddedDir }, 'while.running@college.example.edu');
      expect(created).toMatchObject({ code: 0 });
      expect((await logIn(first.url, 'while.running@college.example.edu')).status).toBe(200);
    } finally {
      first.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);
    }

    // With the product stopped, it starts the server itself, and stops it again.
    const created = await runUsersCli({ DATA_DIR: embeddedDir }, 'while.stopped@college.example.edu');
    expect(created).toMatchObject({ code: 0 });
    const again = await startServer({ DATA_DIR: embeddedDir });
    try {
      expect((await logIn(again.url, 'while.stopped@college.example.edu')).status).toBe(200);
      expect((await logIn(again.url, 'while.running@college.example.edu')).status).toBe(200);
    } finally {
      again.kill('SIGTERM');
      await again.exited;
    }
  });

  it('comes back with every acknowledged write after a kill -9 of the whole process group', async () => {
    const server = await startServer({ DATA_DIR: embeddedDir }, { ownGroup: true });
    const emails = Array.from({ length: 5 }, (_, i) => `acknowledged.${i}@college.example.edu`);
    for (const email of emails) {
      const answer = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          Username: 'Student',
          Email: email,
          Password: 'student password',
          ConfirmPassword: 'student password',
        }),
      });
      expect(answer.status).toBeLessThan(300);
    }
    process.kill(-server.pid, 'SIGKILL');
    await server.exited;

    const restarted = await startServer({ DATA_DIR: embeddedDir });
    try {
      const running = await findRunningEmbeddedServer(embeddedDir);
      expect(running).toBeDefined();
      const client = new pg.Client({ connectionString: running!.url });
      await client.connect();
      try {
        const found = await client.query('select email from users where email = any($1::text[])', [emails]);
        expect(found.rows.map((row: { email: string }) => row.email).sort()).toEqual([...emails].sort());
      } finally {
        await client.end();
      }
    } finally {
      restarted.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);
    }
  });
});
