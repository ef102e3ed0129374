import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createScratchPostgresDatabase } from '../test/harness.ts';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

interface RunningServer {
  url: string;
  exited: Promise<{ code: number | null; stderr: string }>;
  kill(signal: NodeJS.Signals): void;
}

/** Starts the real entry point as `npm start` would, on a free port, and waits until it listens. */
function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
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
      if (match?.[1]) resolve({ url: match[1], exited, kill: (signal) => child.kill(signal) });
    });
    void exited.then(({ code }) => reject(new Error(`server exited with ${String(code)} before listening: ${stderr}`)));
  });
}

let dataDir: string;
let databaseEnv: Record<string, string> = {};
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-server-'));
  // On the embedded engine the server starts its own PostgreSQL under DATA_DIR, as `npm start` does.
  if (inject('testServerKind') === 'postgres') {
    const scratch = await createScratchPostgresDatabase();
    databaseEnv = { DATABASE_URL: scratch.url };
    dropDatabase = scratch.drop;
  }
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

// Each case starts real Node processes that open a database: give them room on a busy machine.
describe('the server process', { timeout: 120_000 }, () => {
  it('stops at start with one line naming an invalid variable', async () => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DATA_DIR: dataDir },
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
    const first = await startServer({ DATA_DIR: dataDir, ...databaseEnv });
    const ping = await fetch(`${first.url}/api/ping`);
    expect(await ping.text()).toBe('pong');
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);

    first.kill('SIGTERM');
    const { code } = await first.exited;
    expect(code).toBe(0);

    // The embedded server stopped with it (or PostgreSQL got its connections back): a second start works.
    const second = await startServer({ DATA_DIR: dataDir, ...databaseEnv });
    const healthAgain = await fetch(`${second.url}/api/health`);
    expect(await healthAgain.json()).toMatchObject({ success: true });
    second.kill('SIGINT');
    expect((await second.exited).code).toBe(0);
  });
});
