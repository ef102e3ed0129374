import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/harness.ts';
import { createSessionCache } from '../modules/auth/auth.session-cache.ts';
import { CHANGE_CHANNEL, openChangeFeed, parseChange, type Change, type ChangeFeed } from './change-feed.ts';
import type { Database } from './client.ts';
import { contentVersion, files, myLearning, notes, sessions, users } from './schema/index.ts';

describe('parseChange', () => {
  it('reads what the triggers send and ignores anything else', () => {
    expect(parseChange('session:ab12')).toEqual({ kind: 'session', tokenHash: 'ab12' });
    expect(parseChange('user:0b6c')).toEqual({ kind: 'user', userId: '0b6c' });
    expect(parseChange('learning:0b6c')).toEqual({ kind: 'learning', userId: '0b6c' });
    expect(parseChange('content:42')).toEqual({ kind: 'content', version: 42 });
    expect(parseChange('content:lots')).toBeUndefined();
    expect(parseChange('reset')).toBeUndefined();
    expect(parseChange('other:1')).toBeUndefined();
  });
});

describe('the change feed on a real database', () => {
  let database: Database;
  let feed: ChangeFeed;
  const heard: Change[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await openChangeFeed({
      newClient: () => database.newClient(),
      notify: (channel, payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
    });
    feed.subscribe((change) => heard.push(change));
  });
  afterAll(async () => {
    await feed.close();
    await database.close();
  });

  async function newUser(email: string) {
    const [user] = await database.db
      .insert(users)
      .values({ publicId: email.slice(0, 8), username: 'Feed', email, passwordHash: 'x', role: 'Student' })
      .returning();
    return user!;
  }

  it('is live once listening, and sync returns after every earlier commit was heard', async () => {
    expect(feed.isLive).toBe(true);
    const user = await newUser('feed-one@college.example.edu');
    await database.db.update(users).set({ username: 'Renamed' }).where(eq(users.id, user.id));
    await database.db.insert(sessions).values({
      userId: user.id,
      tokenHash: 'f'.repeat(64),
      expiresAt: new Date(Date.now() + 60_000),
    });
    await database.db.delete(sessions).where(eq(sessions.tokenHash, 'f'.repeat(64)));
    const fileId = 'e'.repeat(64);
    await database.db.insert(files).values({ id: fileId, kind: 'pdf', mimeType: 'application/pdf', size: 1 });
    const [note] = await database.db.insert(notes).values({ title: 'Heard', professor: 'P', fileId }).returning();
    await database.db.insert(myLearning).values({ userId: user.id, contentType: 'Note', contentId: note!.id });
    await feed.sync();

    expect(heard).toContainEqual({ kind: 'user', userId: user.id });
    expect(heard).toContainEqual({ kind: 'session', tokenHash: 'f'.repeat(64) });
    expect(heard).toContainEqual({ kind: 'learning', userId: user.id });
    const [row] = await database.db.select().from(contentVersion);
    expect(heard).toContainEqual({ kind: 'content', version: Number(row!.version) });
  });

  it('tells nothing of a write that was rolled back', async () => {
    const user = await newUser('feed-two@college.example.edu');
    heard.length = 0;
    await database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ username: 'Never' }).where(eq(users.id, user.id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await feed.sync();
    expect(heard).toEqual([]);
  });

  it('says reset when its connection is lost, caches nothing meanwhile, and comes back by itself', async () => {
    heard.length = 0;
    const cache = createSessionCache(feed);
    const user = await newUser('feed-three@college.example.edu');
    const session = { user, expiresAt: new Date(Date.now() + 60_000) };
    cache.remember('a'.repeat(64), session, new Date(), cache.generation);
    expect(cache.find('a'.repeat(64), new Date())).toBe(user);

    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${CHANGE_CHANNEL}`}`,
    );
    await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'reset' }), { timeout: 5000 });
    expect(cache.find('a'.repeat(64), new Date())).toBeUndefined();

    await vi.waitFor(() => expect(feed.isLive).toBe(true), { timeout: 10_000, interval: 100 });
    await database.db.update(users).set({ username: 'Back' }).where(eq(users.id, user.id));
    await feed.sync();
    expect(heard).toContainEqual({ kind: 'user', userId: user.id });
  });

  it('a session read before a change and stored after it is not kept', async () => {
    const cache = createSessionCache(feed);
    const user = await newUser('feed-four@college.example.edu');
    const readAt = cache.generation;
    await database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    await feed.sync();
    cache.remember('b'.repeat(64), { user, expiresAt: new Date(Date.now() + 60_000) }, new Date(), readAt);
    expect(cache.find('b'.repeat(64), new Date())).toBeUndefined();
  });
});

describe('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  const password = 'a long enough password';

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.database });
    for (const [role, email] of [
      ['Student', 'student@college.example.edu'],
      ['Admin', 'admin@college.example.edu'],
    ] as const) {
      await a.app.auth.createAccount({ role, email, username: role, password });
    }
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  async function login(t: TestApp, email: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: email, Password: password },
    });
    return response.json<{ token: string }>().token;
  }
  const getUser = (t: TestApp, token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/getUser', headers: { AuthToken: token } });

  it('a logout on one instance ends the session on the other once it has heard of it', async () => {
    const token = await login(a, 'student@college.example.edu');
    expect((await getUser(b, token)).statusCode).toBe(200);
    expect((await getUser(b, token)).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { AuthToken: token } });
    expect((await getUser(a, token)).statusCode).toBe(401);
    await b.app.changeFeed.sync();
    expect((await getUser(b, token)).statusCode).toBe(401);
  });

  it('a user changed on one instance is the user the other sees', async () => {
    const student = await login(a, 'student@college.example.edu');
    const admin = await login(a, 'admin@college.example.edu');
    expect((await getUser(b, student)).json()).toMatchObject({ user: { Username: 'Student', Role: 'Student' } });
    const [row] = await a.database.db.select().from(users).where(eq(users.email, 'student@college.example.edu'));
    const change = await a.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${row!.id}`,
      headers: { AuthToken: admin },
      payload: { Username: 'Renamed', Email: 'student@college.example.edu', Role: 'Instructor' },
    });
    expect(change.statusCode).toBe(200);
    await b.app.changeFeed.sync();
    expect((await getUser(b, student)).json()).toMatchObject({ user: { Username: 'Renamed', Role: 'Instructor' } });
  });

  it('a note added and a My Learning pick on one instance show in the other instance’s cached page', async () => {
    const admin = await login(a, 'admin@college.example.edu');
    const list = async () =>
      (
        await b.app.inject({
          method: 'GET',
          url: '/api/content/getAllPublicNotes?page=1',
          headers: { AuthToken: admin },
        })
      ).json<{ allNotes: { _id: string; title: string; isWatching: boolean }[] }>();
    const before = await list();
    expect((await list()).allNotes).toEqual(before.allNotes);

    const fileId = 'd'.repeat(64);
    await a.database.db.insert(files).values({ id: fileId, kind: 'pdf', mimeType: 'application/pdf', size: 1 });
    const added = await a.app.inject({
      method: 'POST',
      url: '/api/content/addNotes',
      headers: { AuthToken: admin },
      payload: { title: 'Fresh from A', professor: 'Prof', fileUrl: fileId },
    });
    expect(added.statusCode).toBe(201);
    await b.app.changeFeed.sync();
    const fresh = (await list()).allNotes.find((note) => note.title === 'Fresh from A');
    expect(fresh).toMatchObject({ isWatching: false });

    await a.app.inject({
      method: 'POST',
      url: '/api/content/addInMylearning',
      headers: { AuthToken: admin },
      payload: { contentId: fresh!._id, contentType: 'Note' },
    });
    await b.app.changeFeed.sync();
    expect((await list()).allNotes.find((note) => note._id === fresh!._id)).toMatchObject({ isWatching: true });
  });
});
