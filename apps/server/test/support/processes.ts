import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createScratchPostgresDatabase } from '../harness.ts';

/** Runs a Node script to its end with only PATH and `env` in its environment: its exit code and output. */
export function runNodeScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** Where a file's real server processes keep their data (filled in before its first test). */
export interface ServerData {
  dataDir: string;
  /** DATABASE_URL of a scratch database when the run has a PostgreSQL server; empty on the embedded engine. */
  databaseEnv: Record<string, string>;
}

/**
 * A fresh data directory for a file's server processes and, on a PostgreSQL run, a scratch database
 * (on the embedded engine the server starts its own PostgreSQL under DATA_DIR, as `npm start` does);
 * both are removed after the file's last test.
 */
export function useServerData(prefix: string): ServerData {
  const data: ServerData = { dataDir: '', databaseEnv: {} };
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    data.dataDir = await mkdtemp(path.join(tmpdir(), prefix));
    if (inject('testServerKind') === 'postgres') {
      const scratch = await createScratchPostgresDatabase();
      data.databaseEnv = { DATABASE_URL: scratch.url };
      dropDatabase = scratch.drop;
    }
  });
  afterAll(async () => {
    if (data.dataDir !== '') await rm(data.dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  });
  return data;
}
