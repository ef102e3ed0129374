import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listTables } from '../../backup/backup.ts';
import { videoProgress, videos } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/harness.ts';
import { type Accounts, type Caller, type Seeder, useContentTests } from '../../../test/support/content.ts';

interface Progress {
  videoId: string;
  position: number;
  duration: number;
  isWatched: boolean;
  updatedAt: string;
}

let t: TestApp;
let accounts: Accounts;
let seed: Seeder;
let video: string;
let other: string;
let draft: string;

useContentTests(async (opened) => {
  ({ t, accounts, seed } = opened);
  [video, other] = (await seed.videos([
    { ownerId: accounts.ids['Instructor owner'] },
    { ownerId: accounts.ids['Instructor owner'] },
  ])) as [string, string];
  [draft] = (await seed.videos([{ ownerId: accounts.ids['Instructor owner'], status: 'draft' }])) as [string];
  await t.app.changeFeed.sync();
});

const save = (caller: Caller, videoId: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/videos/${videoId}/progress`,
    headers: accounts.headers(caller),
    payload: body,
  });
const list = async (caller: Caller, ids: string[]) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/videos/progress?ids=${ids.join(',')}`,
    headers: accounts.headers(caller),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ progress: Progress[] }>().progress;
};
const savedOk = async (caller: Caller, videoId: string, body: object) => {
  const response = await save(caller, videoId, body);
  expect(response.statusCode).toBe(200);
  return response.json<{ message: string; progress: Progress }>();
};

describe('standalone video progress', () => {
  it('asks an anonymous caller to log in', async () => {
    expect((await save('anonymous', video, { position: 1, duration: 10 })).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'GET', url: `/api/videos/progress?ids=${video}` });
    expect(response.statusCode).toBe(401);
  });

  it('keeps a student’s position, which they get back on reopening; another student has none', async () => {
    const answer = await savedOk('Student', video, { position: 90, duration: 600 });
    expect(answer.message).toBe('Progress saved.');
    expect(answer.progress).toMatchObject({ videoId: video, position: 90, duration: 600, isWatched: false });
    expect(await list('Student', [video, other])).toEqual([answer.progress]);
    expect(await list('Admin', [video, other])).toEqual([]);
  });

  it('clamps a position past the end to the duration, marks 90 % watched for good', async () => {
    const past = await savedOk('Student', other, { position: 9999, duration: 300 });
    expect(past.progress).toMatchObject({ position: 300, isWatched: true });
    t.clock.advance(1000);
    const again = await savedOk('Student', other, { position: 10, duration: 300 });
    expect(again.progress).toMatchObject({ position: 10, isWatched: true });
    t.clock.advance(1000);
    const nearly = await savedOk('Student', video, { position: 540, duration: 600 });
    expect(nearly.progress.isWatched).toBe(true);
  });

  it('lets the later client time win: an older save arriving late changes nothing', async () => {
    const now = t.clock.now().getTime();
    const later = new Date(now - 1000).toISOString();
    const earlier = new Date(now - 60_000).toISOString();
    await savedOk('Instructor non-owner', video, { position: 200, duration: 600, updatedAt: later });
    const stale = await savedOk('Instructor non-owner', video, { position: 50, duration: 600, updatedAt: earlier });
    expect(stale.progress).toMatchObject({ position: 200, updatedAt: later });
    // A clock ahead of the server's counts as now: it cannot pin the position.
    const ahead = new Date(now + 3_600_000).toISOString();
    const pinned = await savedOk('Instructor non-owner', video, { position: 300, duration: 600, updatedAt: ahead });
    expect(pinned.progress.updatedAt).toBe(new Date(now).toISOString());
    t.clock.advance(1000);
    const next = await savedOk('Instructor non-owner', video, { position: 310, duration: 600 });
    expect(next.progress.position).toBe(310);
  });

  it('answers 404 for a video that does not exist or the caller may not see, 400 for bad input', async () => {
    const missing = await save('Student', '00000000-0000-4000-8000-000000000000', { position: 1, duration: 10 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'This video does not exist.' });
    expect((await save('Student', 'not-an-id', { position: 1, duration: 10 })).statusCode).toBe(404);
    expect((await save('Student', draft, { position: 1, duration: 10 })).statusCode).toBe(404);
    expect((await save('Instructor owner', draft, { position: 1, duration: 10 })).statusCode).toBe(200);

    for (const body of [
      { position: -1, duration: 10 },
      { position: 1, duration: 0 },
      { position: 'x', duration: 10 },
      {},
    ]) {
      const response = await save('Student', video, body);
      expect(response.statusCode).toBe(400);
    }
    const badTime = await save('Student', video, { position: 1, duration: 10, updatedAt: 'yesterday' });
    expect(badTime.statusCode).toBe(400);
    const tooMany = Array.from(
      { length: 101 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/videos/progress?ids=${tooMany.join(',')}`,
      headers: accounts.headers('Student'),
    });
    expect(response.statusCode).toBe(400);
    expect(await list('Student', ['not-an-id', draft])).toEqual([]);
  });

  it('hides the progress of a video made draft, and brings it back when it is public again', async () => {
    await t.database.db.update(videos).set({ status: 'draft' }).where(eq(videos.id, video));
    expect(await list('Student', [video])).toEqual([]);
    await t.database.db.update(videos).set({ status: 'public' }).where(eq(videos.id, video));
    expect((await list('Student', [video]))[0]).toMatchObject({ videoId: video, isWatched: true });
  });

  it('is carried by backups, and goes with the video', async () => {
    const client = t.database.newClient();
    await client.connect();
    try {
      expect((await listTables(client)).map((table) => table.name)).toContain('video_progress');
    } finally {
      await client.end();
    }
    await t.database.db.delete(videos).where(eq(videos.id, other));
    const rows = await t.database.db.select().from(videoProgress).where(eq(videoProgress.videoId, other));
    expect(rows).toEqual([]);
  });
});
