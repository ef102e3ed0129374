import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createScratchPostgresDatabase } from '../../test/harness.ts';
import { runNodeScript } from '../../test/support/processes.ts';

const cli = fileURLToPath(new URL('./users.ts', import.meta.url));
let env: Record<string, string>;
let dataDir: string;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-cli-'));
  const scratch = await createScratchPostgresDatabase();
  drop = scratch.drop;
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: scratch.url };
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await drop?.();
});

const runCli = (args: string[], extraEnv: Record<string, string> = {}) =>
  runNodeScript(cli, args, { ...env, ...extraEnv });

// Each case starts a Node process that opens the database, so give it room on a busy machine.
describe('npm run users -- create', { timeout: 120_000 }, () => {
  it('creates an Instructor who can then log in, verified, with the password from USER_PASSWORD', async () => {
    const created = await runCli(
      ['create', '--role', 'Instructor', '--email', 'Teacher@College.Example.edu', '--username', 'R. Sharma'],
      { USER_PASSWORD: 'instructor password' },
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Created Instructor R\. Sharma <teacher@college\.example\.edu> \(PS-[0-9A-Z]{10}\)\.$/m,
    );
    expect(created.stdout).not.toContain('instructor password');

    const app = await buildApp({ config: loadConfig(env), logger: false, webDistDir: null, startWorkers: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { Email: 'teacher@college.example.edu', Password: 'instructor password' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ user: { Role: 'Instructor', isVerified: true, Username: 'R. Sharma' } });
    } finally {
      await app.close();
    }
  });

  it('refuses a duplicate e-mail, an unknown role and a short password with one clear line', async () => {
    const duplicate = await runCli(
      ['create', '--role', 'Admin', '--email', 'teacher@college.example.edu', '--username', 'Again'],
      { USER_PASSWORD: 'another password' },
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');

    const badRole = await runCli(
      ['create', '--role', 'Janitor', '--email', 'j@college.example.edu', '--username', 'J'],
      {
        USER_PASSWORD: 'long enough pass',
      },
    );
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toMatch(/--role must be one of Admin, Instructor, Student/);

    const shortPassword = await runCli(
      ['create', '--role', 'Admin', '--email', 'a@college.example.edu', '--username', 'A'],
      {
        USER_PASSWORD: 'short',
      },
    );
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.stderr).toMatch(/at least 8/);

    const noTerminal = await runCli([
      'create',
      '--role',
      'Admin',
      '--email',
      'b@college.example.edu',
      '--username',
      'B',
    ]);
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.stderr).toMatch(/USER_PASSWORD/);
  });
});
