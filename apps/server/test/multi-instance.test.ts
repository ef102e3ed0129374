/**
 * The multi-instance tier: two PrepShelf processes on one PostgreSQL database, one Redis,
 * one local S3 server and one SMTP receiver, behind a small round-robin proxy, under a mixed load
 * (students reading, searching and saving to My Learning; staff uploading PDFs and adding notes; an
 * announcement to 2,000 users). One instance is killed with SIGKILL mid-load and started again. Then:
 * every acknowledged write is there, every announcement mail reached its recipient exactly once by
 * Message-ID, no answer was a 5xx but the killed instance's cut connections, and rate limits are shared.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from './support/s3-server.ts';
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver.ts';
import { hashSecret } from '../src/modules/auth/auth.crypto.ts';
import { REGISTRATIONS_PER_ADDRESS_HOUR } from '../src/modules/auth/auth.routes.ts';
import { createScratchPostgresDatabase } from './harness.ts';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const PASSWORD = 'a password for the load';
const ADMIN = { email: 'admin@multi.example.edu', password: 'the admin password of the tier' };
const RECIPIENTS = 2000;
const STUDENTS = 8;
const INSTRUCTORS = 2;
const LOAD_MS = 7000;
const LOAD_MAX_MS = 60_000;
const KILL_AT_MS = 2000;
const RESTART_AT_MS = 3500;

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  stderr: () => string;
}

/** Answers of the proxy: what the instances said, and connections cut by the kill. */
interface ProxyStats {
  cut: number;
  /** Of those, answers whose headers had been sent when the instance died (the client's connection is dropped). */
  cutMidAnswer: number;
  errors: string[];
  retriedRefused: number;
  /** Requests sent to the killed instance after the kill, reset unanswered and tried on the next one. */
  retriedDying: number;
}

/** The instance being killed: its port and when the kill was sent. */
interface Dying {
  port: number;
  since: number;
}

/**
 * A round-robin HTTP proxy in front of the instances, as a load balancer: a connection refused (an
 * instance that is down) is tried on the next instance; a connection cut mid-request is answered 502
 * with `x-proxy-cut`. The client's address comes from the test in X-Forwarded-For (TRUST_PROXY=1).
 */
async function startProxy(
  targets: () => number[],
  dying: () => Dying | undefined,
): Promise<{ url: string; stats: ProxyStats; close(): Promise<void> }> {
  const stats: ProxyStats = { cut: 0, cutMidAnswer: 0, errors: [], retriedRefused: 0, retriedDying: 0 };
  let next = 0;
  const server: Server = createHttpServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const ports = targets();
      const first = next++;
      const attempt = (tries: number) => {
        const port = ports[(first + tries - 1) % ports.length]!;
        const sentAt = Date.now();
        const forward = httpRequest(
          // A connection per request, so a dead instance shows as refused, not as a stale kept-alive socket.
          {
            host: '127.0.0.1',
            port,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
            agent: false,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            // The instance died while it sent this answer: the client's connection is dropped, and the
            // test's client counts the request as cut (`call`).
            answer.on('error', (error: NodeJS.ErrnoException) => {
              stats.cut += 1;
              stats.cutMidAnswer += 1;
              stats.errors.push(`${error.code ?? error.message} mid-answer`);
              outgoing.destroy();
            });
          },
        );
        forward.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && tries < ports.length) {
            stats.retriedRefused += 1;
            attempt(tries + 1);
            return;
          }
          // A connection made to the killed instance after the kill was sent (the kernel can still take it
          // into the dying process's backlog, then resets it): that process never ran it, so it goes to
          // the next instance like a refused one. Only requests in flight at the kill are cut.
          const killed = dying();
          if (
            error.code === 'ECONNRESET' &&
            !outgoing.headersSent &&
            killed?.port === port &&
            sentAt >= killed.since &&
            tries < ports.length
          ) {
            stats.retriedDying += 1;
            attempt(tries + 1);
            return;
          }
          stats.cut += 1;
          stats.errors.push(error.code ?? error.message);
          if (outgoing.headersSent) outgoing.destroy();
          else outgoing.writeHead(502, { 'x-proxy-cut': '1' }).end();
        });
        forward.end(body);
      };
      attempt(1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('two instances behind a proxy, one killed mid-load', { timeout: 420_000 }, () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let pool: pg.Pool;
  let s3: S3TestServer;
  let smtp: SmtpReceiver;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let dataDir: string;
  const instances: Instance[] = [];
  let dying: Dying | undefined;
  let env: Record<string, string>;

  async function startInstance(name: string): Promise<Instance> {
    const port = await freePort();
    let stderr = '';
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...env, PORT: String(port), DATA_DIR: path.join(dataDir, name) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited at start: ${stderr}`);
      const isUp = await fetch(`http://127.0.0.1:${port}/api/ping`).then(
        (response) => response.ok,
        () => false,
      );
      if (isUp) break;
      if (Date.now() > deadline) throw new Error(`${name} did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { name, port, child, stderr: () => stderr };
  }

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase({ fromTemplate: true });
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    s3 = await startS3TestServer();
    smtp = await startSmtpReceiver();
    dataDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-multi-'));
    proxy = await startProxy(
      () => instances.map((instance) => instance.port),
      () => dying,
    );
    env = {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: scratch.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: smtp.url,
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...s3.env,
    };

    // The people of the load, straight into the database (2,000 recipients, a few who log in).
    const passwordHash = await hashSecret(PASSWORD);
    await pool.query(
      `
      insert into users (public_id, username, email, password_hash, role, is_verified)
      select 'mi' || i, 'Recipient ' || i, 'recipient' || i || '@multi.example.edu', $1, 'Student', true
      from generate_series(1, $2::int) i`,
      [passwordHash, RECIPIENTS],
    );
    await pool.query(
      `
      insert into users (public_id, username, email, password_hash, role, is_verified)
      select 'ms' || i, 'Student ' || i, 'student' || i || '@multi.example.edu', $1, 'Student', true
      from generate_series(1, $2::int) i`,
      [passwordHash, STUDENTS],
    );
    await pool.query(
      `
      insert into users (public_id, username, email, password_hash, role, is_verified)
      select 'mt' || i, 'Teacher ' || i, 'teacher' || i || '@multi.example.edu', $1, 'Instructor', true
      from generate_series(1, $2::int) i`,
      [passwordHash, INSTRUCTORS],
    );

    instances.push(await startInstance('a'), await startInstance('b'));
  });

  afterAll(async () => {
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        await exited;
      }
    }
    await proxy?.close();
    await smtp?.stop();
    await s3?.stop();
    await pool?.end();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, mails each recipient once, answers no 5xx, and shares rate limits', async () => {
    const unexpected: string[] = [];
    let requests = 0;
    /** One call through the proxy as the client at `address`. */
    async function call(
      address: string,
      method: string,
      url: string,
      options: { token?: string; json?: unknown; form?: FormData } = {},
    ): Promise<Response> {
      requests += 1;
      const headers: Record<string, string> = { 'X-Forwarded-For': address };
      if (options.token !== undefined) headers.AuthToken = options.token;
      let body: string | FormData | undefined;
      if (options.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form !== undefined) body = options.form;
      let response: Response;
      try {
        // Read whole here, so that an answer cut mid-body by the kill shows as cut, not as acknowledged.
        const answered = await fetch(`${proxy.url}${url}`, { method, headers, body });
        const bytes = await answered.arrayBuffer();
        response = new Response(bytes.byteLength === 0 ? null : bytes, {
          status: answered.status,
          headers: answered.headers,
        });
      } catch (error) {
        // The proxy dropped the connection because the instance died mid-answer: that request was cut.
        if (proxy.stats.cutMidAnswer === 0) throw error;
        response = new Response(null, { status: 502, headers: { 'x-proxy-cut': '1' } });
      }
      if (response.status >= 500 && response.headers.get('x-proxy-cut') === null) {
        unexpected.push(`${method} ${url} → ${response.status} ${await response.clone().text()}`);
      }
      return response;
    }
    const clientAddress = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    async function login(email: string, password: string): Promise<string> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await call(clientAddress(), 'POST', '/api/auth/login', {
          json: { Email: email, Password: password },
        });
        if (response.ok) return ((await response.json()) as { token: string }).token;
      }
      throw new Error(`could not log in ${email}`);
    }

    const admin = await login(ADMIN.email, ADMIN.password);
    const students = await Promise.all(
      Array.from({ length: STUDENTS }, (_, i) => login(`student${i + 1}@multi.example.edu`, PASSWORD)),
    );
    const teachers = await Promise.all(
      Array.from({ length: INSTRUCTORS }, (_, i) => login(`teacher${i + 1}@multi.example.edu`, PASSWORD)),
    );
    const recipients = await pool.query<{ id: string }>(
      `select id from users where email like 'recipient%@multi.example.edu'`,
    );
    const recipientIds = recipients.rows.map((row) => row.id);
    expect(recipientIds).toHaveLength(RECIPIENTS);

    // What the instances acknowledged.
    const uploads = new Map<string, { bytes: Buffer; token: string }>();
    const addedNotes: string[] = [];
    const saved: { token: string; noteId: string }[] = [];
    const subject = `Exam timetable ${randomBytes(4).toString('hex')}`;
    let isAnnounced = false;

    const started = Date.now();
    // The load lasts LOAD_MS, and on a loaded machine longer, until each kind of write has been acknowledged
    // at least once (students save the notes teachers add), within LOAD_MAX_MS.
    const isLoading = () =>
      Date.now() - started < LOAD_MS ||
      ((addedNotes.length === 0 || saved.length === 0) && Date.now() - started < LOAD_MAX_MS);

    const teacherLoop = async (token: string, index: number) => {
      const address = clientAddress();
      let n = 0;
      while (isLoading()) {
        n += 1;
        const bytes = Buffer.from(`%PDF-1.4\n% tier ${index} ${n} ${randomBytes(8).toString('hex')}\n%%EOF\n`);
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'application/pdf' }), `notes-${index}-${n}.pdf`);
        const upload = await call(address, 'POST', '/api/files/upload', { token, form });
        if (!upload.ok) continue;
        const { fileId } = (await upload.json()) as { fileId: string };
        uploads.set(fileId, { bytes, token });
        const note = await call(address, 'POST', '/api/content/addNotes', {
          token,
          json: { title: `Thermodynamics unit ${index}.${n}`, professor: 'Prof. Rao', fileUrl: fileId },
        });
        if (note.status === 201) addedNotes.push(((await note.json()) as { data: { _id: string } }).data._id);
      }
    };
    const studentLoop = async (token: string) => {
      const address = clientAddress();
      while (isLoading()) {
        const list = await call(address, 'GET', `/api/content/getAllPublicNotes?page=1`, { token });
        await call(address, 'GET', `/api/content/searchContent?search=thermodynamics`, { token });
        if (!list.ok) continue;
        const notes = ((await list.json()) as { data: { _id: string; isWatching: boolean }[] }).data;
        const pick = notes.find((note) => !note.isWatching);
        if (pick === undefined) continue;
        const add = await call(address, 'POST', '/api/content/addInMylearning', {
          token,
          json: { contentId: pick._id, contentType: 'Note' },
        });
        if (add.ok) saved.push({ token, noteId: pick._id });
      }
    };
    const announce = async () => {
      // Acknowledged before the kill, whose moment then falls while the workers are sending its mails.
      const response = await call(clientAddress(), 'POST', '/api/announce/sendAnnouncement', {
        token: admin,
        json: { subject, emailBody: '<p>The timetable is out.</p>', userIds: recipientIds },
      });
      isAnnounced = response.ok;
      if (!response.ok) unexpected.push(`sendAnnouncement → ${response.status} ${await response.text()}`);
    };
    const killAndRestart = async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
      const victim = instances[0]!;
      const exited = new Promise((resolve) => victim.child.once('exit', resolve));
      dying = { port: victim.port, since: Date.now() };
      victim.child.kill('SIGKILL');
      await exited;
      await new Promise((resolve) => setTimeout(resolve, RESTART_AT_MS - KILL_AT_MS));
      instances[0] = await startInstance('a');
      dying = undefined;
    };

    await Promise.all([
      ...teachers.map((token, index) => teacherLoop(token, index)),
      ...students.map((token) => studentLoop(token)),
      announce(),
      killAndRestart(),
    ]);

    expect(unexpected).toEqual([]);
    expect(isAnnounced).toBe(true);
    // Only requests in flight at the kill were cut: each client has at most one at a time.
    expect(proxy.stats.cut, proxy.stats.errors.join(', ')).toBeLessThanOrEqual(STUDENTS + INSTRUCTORS + 1);
    expect(addedNotes.length).toBeGreaterThan(0);
    expect(saved.length).toBeGreaterThan(0);

    // Every acknowledged write is in the database and every acknowledged upload in the store.
    const notes = await pool.query<{ id: string }>('select id from notes');
    const noteIds = new Set(notes.rows.map((row) => row.id));
    for (const id of addedNotes) expect(noteIds.has(id), `note ${id}`).toBe(true);
    const learning = await pool.query<{ content_id: string }>('select content_id from my_learning');
    const savedIds = new Set(learning.rows.map((row) => row.content_id));
    for (const { noteId } of saved) expect(savedIds.has(noteId), `My Learning ${noteId}`).toBe(true);
    // Read as its uploader: a PDF whose note was cut by the kill is unused, and only its uploader
    // (or an Admin) may read an unused PDF.
    for (const [fileId, { bytes, token }] of uploads) {
      const file = await call(clientAddress(), 'GET', `/api/files/${fileId}`, { token });
      expect(file.status, `file ${fileId}`).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    }

    // The announcement: every recipient gets it, each exactly once by Message-ID (a mail a killed
    // instance had claimed comes back when its lease ends, after up to a minute).
    // Generous: on a loaded machine the 2,000 mails, the lease and the workers' idle wake-ups add up.
    const deadline = Date.now() + 300_000;
    const idsByRecipient = new Map<string, Set<string>>();
    for (;;) {
      idsByRecipient.clear();
      for (const message of smtp.messages) {
        if (!message.subject.includes(subject)) continue;
        const id = /^Message-ID:\s*(\S+)/im.exec(message.raw)?.[1] ?? `missing-${idsByRecipient.size}`;
        for (const to of message.to) {
          const ids = idsByRecipient.get(to) ?? new Set<string>();
          ids.add(id);
          idsByRecipient.set(to, ids);
        }
      }
      const pending = await pool.query<{ count: string }>(
        `select count(*) as count from mail_outbox where status = 'queued'`,
      );
      if (idsByRecipient.size >= RECIPIENTS && Number(pending.rows[0]?.count) === 0) break;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(idsByRecipient.size).toBe(RECIPIENTS);
    const repeated = [...idsByRecipient].filter(([, ids]) => ids.size !== 1).map(([to]) => to);
    expect(repeated).toEqual([]);

    // Rate limits are shared: one client's registration attempt past the hour's limit is refused,
    // whichever instance the proxy hands it to.
    const address = clientAddress();
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS_HOUR; i += 1) {
      expect((await call(address, 'POST', '/api/auth/register', { json: {} })).status).toBe(400);
    }
    expect((await call(address, 'POST', '/api/auth/register', { json: {} })).status).toBe(429);

    // Both instances are up, and no request was lost in a way the proxy did not see.
    for (const instance of instances) {
      expect((await fetch(`http://127.0.0.1:${instance.port}/api/health`)).status).toBe(200);
    }
    console.info(
      `multi-instance tier: ${requests} requests, ${proxy.stats.cut} cut by the kill, ${proxy.stats.retriedRefused} retried after a refused connection, ${proxy.stats.retriedDying} after a reset by the dying instance, ${uploads.size} uploads, ${addedNotes.length} notes, ${saved.length} My Learning saves, ${smtp.messages.length} mails received`,
    );
  });
});
