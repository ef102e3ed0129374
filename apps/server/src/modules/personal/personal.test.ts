import { describe, expect, it } from 'vitest';
import type { PersonalHomeResponse } from '@prepshelf/contract';
import { myLearning, notes, pyqs, readingProgress } from '../../db/schema/index.ts';
import { type Caller, insertStoredFile, useContentTests } from '../../../test/support/content.ts';
import { FIRST_VISIT_WINDOW_MS, VISIT_GAP_MS } from './personal.service.ts';
import { createLoggedInAccount } from '../../../test/support/users.ts';

const c = useContentTests();

const LOGGED_IN = ['Student', 'Instructor owner', 'Instructor non-owner', 'Admin'] as const;

const home = async (caller: Caller) => {
  const response = await c.t.app.inject({
    method: 'GET',
    url: '/api/personal/home',
    headers: c.accounts.headers(caller),
  });
  expect(response.statusCode).toBe(200);
  return response.json<PersonalHomeResponse>();
};
const putStream = (caller: Caller, payload: unknown) =>
  c.t.app.inject({
    method: 'PUT',
    url: '/api/personal/stream',
    headers: c.accounts.headers(caller),
    payload: payload as object,
  });
const getStream = (caller: Caller) =>
  c.t.app.inject({ method: 'GET', url: '/api/personal/stream', headers: c.accounts.headers(caller) });

/** A note or paper on a PDF of its own, read up to `page` at `readAt`. */
async function readPdf(
  caller: Exclude<Caller, 'anonymous'>,
  item: { type: 'note' | 'pyq'; title: string; page: number; readAt: Date; status?: 'public' | 'draft' },
) {
  const fileId = await insertStoredFile(c.t, 'pdf');
  const values = { title: item.title, fileId, status: item.status ?? 'public' };
  const [row] =
    item.type === 'note'
      ? await c.t.database.db
          .insert(notes)
          .values({ ...values, professor: 'Prof' })
          .returning({ id: notes.id })
      : await c.t.database.db
          .insert(pyqs)
          .values({ ...values, year: 2024, subject: 'Maths' })
          .returning({ id: pyqs.id });
  await c.t.database.db
    .insert(readingProgress)
    .values({ userId: c.accounts.ids[caller], fileId, page: item.page, pageCount: 60, updatedAt: item.readAt });
  return { id: row!.id, fileId };
}

describe('the remembered stream', () => {
  it('an anonymous caller can neither read nor save a stream, nor open the personal home', async () => {
    for (const response of [
      await getStream('anonymous'),
      await putStream('anonymous', { stream: 'commerce' }),
      await c.t.app.inject({ method: 'GET', url: '/api/personal/home' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('every role saves its own stream, and one account’s choice leaves the others’ alone', async () => {
    expect((await getStream('Student')).json()).toEqual({ success: true, stream: null });
    const choices = {
      Student: 'commerce',
      'Instructor owner': 'artscivils',
      'Instructor non-owner': 'sciTechnology',
      Admin: 'commerce',
    } as const;
    for (const caller of LOGGED_IN) {
      const saved = await putStream(caller, { stream: choices[caller] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ success: true, stream: choices[caller] });
    }
    for (const caller of LOGGED_IN) {
      expect((await getStream(caller)).json()).toEqual({ success: true, stream: choices[caller] });
      expect((await home(caller)).stream).toBe(choices[caller]);
    }
    await putStream('Student', { stream: 'artscivils' });
    expect((await getStream('Student')).json<{ stream: string }>().stream).toBe('artscivils');
    expect((await getStream('Admin')).json<{ stream: string }>().stream).toBe('commerce');
  });

  it('refuses an unknown stream or a missing one with a readable 400', async () => {
    for (const payload of [{ stream: 'physics' }, {}, { stream: 7 }]) {
      const response = await putStream('Student', payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      expect(body.message.length).toBeGreaterThan(0);
    }
  });
});

describe('the personal home', () => {
  it('continues reading from the last 3 PDFs the user read, most recent first, with their page', async () => {
    const now = c.t.clock.now().getTime();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    await readPdf('Instructor non-owner', { type: 'note', title: 'Oldest', page: 3, readAt: at(50) });
    const second = await readPdf('Instructor non-owner', { type: 'pyq', title: 'Paper', page: 12, readAt: at(20) });
    const newest = await readPdf('Instructor non-owner', { type: 'note', title: 'Newest', page: 47, readAt: at(5) });
    const third = await readPdf('Instructor non-owner', { type: 'note', title: 'Third', page: 9, readAt: at(30) });
    // Someone else's reading is not theirs.
    await readPdf('Admin', { type: 'note', title: 'Admin reads', page: 2, readAt: at(1) });

    const { continueReading } = await home('Instructor non-owner');
    expect(continueReading.map((item) => [item.title, item.type, item.page])).toEqual([
      ['Newest', 'note', 47],
      ['Paper', 'pyq', 12],
      ['Third', 'note', 9],
    ]);
    expect(continueReading[0]).toMatchObject({ _id: newest.id, fileUrl: newest.fileId, pageCount: 60 });
    expect(continueReading[1]?._id).toBe(second.id);
    expect(continueReading[2]?._id).toBe(third.id);
  });

  it('leaves out a PDF whose item the student may no longer see', async () => {
    await readPdf('Student', { type: 'note', title: 'Now a draft', page: 4, readAt: c.t.clock.now(), status: 'draft' });
    const visible = await readPdf('Student', { type: 'note', title: 'Still public', page: 8, readAt: c.t.clock.now() });
    const { continueReading } = await home('Student');
    expect(continueReading.map((item) => item._id)).toEqual([visible.id]);
  });

  it('counts My Learning and lists the items added last', async () => {
    const [noteA, noteB] = await c.seed.notes([{ title: 'Note A' }, { title: 'Note B' }]);
    const [video] = await c.seed.videos([{ title: 'Video' }]);
    const [hidden] = await c.seed.pyqs([{ title: 'Hidden', status: 'archived' }]);
    const userId = c.accounts.ids.Admin;
    const now = c.t.clock.now().getTime();
    await c.t.database.db.insert(myLearning).values([
      { userId, contentType: 'Note', contentId: noteA!, createdAt: new Date(now - 3000) },
      { userId, contentType: 'Video', contentId: video!, createdAt: new Date(now - 2000) },
      { userId, contentType: 'Note', contentId: noteB!, createdAt: new Date(now - 1000) },
      { userId: c.accounts.ids.Student, contentType: 'PYQ', contentId: hidden!, createdAt: new Date(now) },
    ]);
    const { learning } = await home('Admin');
    expect(learning).toMatchObject({ notes: 2, videos: 1, pyqs: 0 });
    expect(learning.newest.map((item) => [item.type, item.title])).toEqual([
      ['note', 'Note B'],
      ['video', 'Video'],
      ['note', 'Note A'],
    ]);
    // The archived paper in the student's list is not counted for them.
    expect((await home('Student')).learning.pyqs).toBe(0);
  });

  it('shows public items of the chosen stream added since the last visit, and a new visit moves the window', async () => {
    await putStream('Instructor owner', { stream: 'artscivils' });
    const first = await home('Instructor owner');
    expect(new Date(first.since).getTime()).toBe(c.t.clock.now().getTime() - FIRST_VISIT_WINDOW_MS);

    c.t.clock.advance(60_000);
    await c.seed.notes([{ title: 'Arts note', category: 'artscivils', createdAt: c.t.clock.now() }]);
    await c.seed.courses([{ title: 'Arts course', category: 'artscivils', createdAt: c.t.clock.now() }]);
    await c.seed.notes([{ title: 'Commerce note', category: 'commerce', createdAt: c.t.clock.now() }]);
    await c.seed.pyqs([{ title: 'Arts draft', category: 'artscivils', status: 'draft', createdAt: c.t.clock.now() }]);
    c.t.clock.advance(60_000);

    // Within the same visit the window stays where it was.
    const sameVisit = await home('Instructor owner');
    expect(sameVisit.since).toBe(first.since);
    expect(sameVisit.newInStream.map((item) => item.title).sort()).toEqual(['Arts course', 'Arts note']);

    // After an hour away, the window starts where the last visit ended: nothing new since.
    const lastSeen = c.t.clock.now().toISOString();
    c.t.clock.advance(VISIT_GAP_MS + 60_000);
    const nextVisit = await home('Instructor owner');
    expect(nextVisit.since).toBe(lastSeen);
    expect(nextVisit.newInStream).toEqual([]);
  });
});

describe('the API description', () => {
  it('documents the personal routes in OpenAPI', async () => {
    const spec = await c.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = spec.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/personal/home'] ?? {})).toContain('get');
    expect(Object.keys(paths['/api/personal/stream'] ?? {}).sort()).toEqual(['get', 'put']);
  });
});

describe('the first login', () => {
  it('asks the stream once: until chosen or skipped; the first visit is not a "last visit"', async () => {
    const fresh = await createLoggedInAccount(c.t, 'Student', 'first-login');
    const home = async () =>
      (await c.t.app.inject({ method: 'GET', url: '/api/personal/home', headers: fresh.headers })).json<{
        askStream: boolean;
        isFirstVisit: boolean;
      }>();
    expect(await home()).toMatchObject({ askStream: true, isFirstVisit: true });
    // Moving around within the hour is the same (first) visit.
    c.t.clock.advance(10 * 60_000);
    expect(await home()).toMatchObject({ askStream: true, isFirstVisit: true });

    const skipped = await c.t.app.inject({ method: 'POST', url: '/api/personal/stream/skip', headers: fresh.headers });
    expect(skipped.json()).toEqual({ success: true, stream: null });
    expect(await home()).toMatchObject({ askStream: false, isFirstVisit: true });

    // A second visit, after an hour away, speaks of the last visit.
    c.t.clock.advance(2 * 3_600_000);
    expect(await home()).toMatchObject({ askStream: false, isFirstVisit: false });
  });

  it('a chosen stream counts as asked', async () => {
    const fresh = await createLoggedInAccount(c.t, 'Student', 'first-stream');
    const chosen = await c.t.app.inject({
      method: 'PUT',
      url: '/api/personal/stream',
      headers: fresh.headers,
      payload: { stream: 'commerce' },
    });
    expect(chosen.statusCode).toBe(200);
    const home = await c.t.app.inject({ method: 'GET', url: '/api/personal/home', headers: fresh.headers });
    expect(home.json()).toMatchObject({ stream: 'commerce', askStream: false });
  });

  it('skipping needs a session', async () => {
    const response = await c.t.app.inject({ method: 'POST', url: '/api/personal/stream/skip' });
    expect(response.statusCode).toBe(401);
  });
});
