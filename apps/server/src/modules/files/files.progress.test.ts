import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notes, readingProgress } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createAccounts, makePdf, uniquePng, upload, type Accounts } from '../../../test/support/files.ts';

let t: TestApp;
let accounts: Accounts;
let publicPdf: string;
let publicPdfSize: number;
let draftPdf: string;
let image: string;

type Caller = 'anonymous' | 'Student' | 'Instructor' | 'Admin';
const headersOf = (caller: Caller) => (caller === 'anonymous' ? {} : { AuthToken: accounts[caller].token });

beforeAll(async () => {
  t = await createTestApp();
  accounts = await createAccounts(t);
  const idOf = async (content: Buffer) =>
    (await upload(t, accounts.Instructor.token, content)).json<{ fileId: string }>().fileId;
  const publicBytes = await makePdf(['one', 'two', 'three', 'four']);
  publicPdfSize = publicBytes.length;
  publicPdf = await idOf(publicBytes);
  draftPdf = await idOf(await makePdf(['draft']));
  image = await idOf(uniquePng());
  await t.database.db.insert(notes).values([
    { title: 'Public', fileId: publicPdf, ownerId: accounts.Instructor.id },
    { title: 'Draft', fileId: draftPdf, ownerId: accounts.Instructor.id, status: 'draft' },
  ]);
  await t.app.files.whenIdle();
});
afterAll(async () => {
  await t.close();
});

const put = (fileId: string, caller: Caller, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/files/${fileId}/progress`, headers: headersOf(caller), payload });
const get = (fileId: string, caller: Caller) =>
  t.app.inject({ method: 'GET', url: `/api/files/${fileId}/progress`, headers: headersOf(caller) });

describe('reading progress', () => {
  it('an anonymous caller can neither save nor read progress', async () => {
    expect((await put(publicPdf, 'anonymous', { page: 2 })).statusCode).toBe(401);
    expect((await get(publicPdf, 'anonymous')).statusCode).toBe(401);
  });

  it.each(['Student', 'Instructor', 'Admin'] as const)(
    'a %s who has not opened a PDF is at page 0, and learns its page count and size',
    async (role) => {
      const response = await get(publicPdf, role);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, page: 0, pageCount: 4, size: publicPdfSize });
    },
  );

  it.each(['Student', 'Instructor', 'Admin'] as const)(
    'a %s saves the last page read and gets it back',
    async (role) => {
      const saved = await put(publicPdf, role, { page: 3, pageCount: 4 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ success: true, page: 3, pageCount: 4 });
      expect((await get(publicPdf, role)).json()).toMatchObject({ page: 3 });
      await put(publicPdf, role, { page: 2 });
      expect((await get(publicPdf, role)).json()).toMatchObject({ page: 2 });
    },
  );

  it('progress is kept per user: one reader’s page is not another’s', async () => {
    await put(publicPdf, 'Student', { page: 4 });
    await put(publicPdf, 'Admin', { page: 1 });
    expect((await get(publicPdf, 'Student')).json()).toMatchObject({ page: 4 });
    const rows = await t.database.db.select().from(readingProgress).where(eq(readingProgress.fileId, publicPdf));
    expect(rows).toHaveLength(3);
  });

  it('a Student cannot save or read progress in a PDF they may not see (404)', async () => {
    expect((await put(draftPdf, 'Student', { page: 1 })).statusCode).toBe(404);
    expect((await get(draftPdf, 'Student')).statusCode).toBe(404);
    expect((await put(draftPdf, 'Instructor', { page: 1 })).statusCode).toBe(200);
  });

  it('an unknown file is 404', async () => {
    expect((await put('f'.repeat(64), 'Student', { page: 1 })).statusCode).toBe(404);
  });

  it('a page beyond the end of the document, or not a page at all, is refused with 400', async () => {
    expect((await put(publicPdf, 'Student', { page: 5 })).statusCode).toBe(400);
    expect((await put(publicPdf, 'Student', { page: 3, pageCount: 2 })).statusCode).toBe(400);
    expect((await put(publicPdf, 'Student', { page: 0 })).statusCode).toBe(400);
    expect((await put(publicPdf, 'Student', { page: 'two' })).statusCode).toBe(400);
    expect((await put(publicPdf, 'Student', {})).statusCode).toBe(400);
  });

  it('images keep no reading progress', async () => {
    expect((await put(image, 'Student', { page: 1 })).statusCode).toBe(400);
  });

  describe('progress sent late with the time it was read (offline reading)', () => {
    const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();
    // An hour passes before each case, so what earlier cases stored is older than anything read here.
    beforeEach(() => {
      t.clock.advance(3_600_000);
    });

    it.each(['Student', 'Instructor', 'Admin'] as const)(
      'a %s’s page read earlier than the stored one is answered with the stored one and not kept',
      async (role) => {
        await put(publicPdf, role, { page: 3, readAt: minutesAgo(5) });
        const late = await put(publicPdf, role, { page: 1, readAt: minutesAgo(30) });
        expect(late.statusCode).toBe(200);
        expect(late.json()).toMatchObject({ success: true, page: 3 });
        expect((await get(publicPdf, role)).json()).toMatchObject({ page: 3 });
      },
    );

    it.each(['Student', 'Instructor', 'Admin'] as const)(
      'a %s’s page read later than the stored one replaces it',
      async (role) => {
        await put(publicPdf, role, { page: 2, readAt: minutesAgo(20) });
        const later = await put(publicPdf, role, { page: 4, readAt: minutesAgo(10) });
        expect(later.json()).toMatchObject({ page: 4 });
        expect((await get(publicPdf, role)).json()).toMatchObject({ page: 4 });
      },
    );

    it('a time in the future counts as now: a page read now afterwards still wins', async () => {
      const future = new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString();
      await put(publicPdf, 'Student', { page: 1, readAt: future });
      expect((await put(publicPdf, 'Student', { page: 2 })).json()).toMatchObject({ page: 2 });
      expect((await get(publicPdf, 'Student')).json()).toMatchObject({ page: 2 });
    });

    it('one reader’s late page does not touch another reader’s', async () => {
      await put(publicPdf, 'Admin', { page: 4 });
      await put(publicPdf, 'Student', { page: 1, readAt: minutesAgo(1) });
      expect((await get(publicPdf, 'Admin')).json()).toMatchObject({ page: 4 });
    });

    it('is refused like any progress to an anonymous caller (401) and for a PDF a Student may not see (404)', async () => {
      expect((await put(publicPdf, 'anonymous', { page: 1, readAt: minutesAgo(1) })).statusCode).toBe(401);
      expect((await put(draftPdf, 'Student', { page: 1, readAt: minutesAgo(1) })).statusCode).toBe(404);
    });

    it('a readAt that is not a date and time is refused with 400', async () => {
      for (const readAt of ['yesterday', '2026-13-45T00:00:00Z', 12, '']) {
        const response = await put(publicPdf, 'Student', { page: 1, readAt });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false });
      }
    });
  });

  it('other modules read many positions in one call', async () => {
    await put(publicPdf, 'Student', { page: 4 });
    const positions = await t.app.files.findReadingProgressMany(accounts.Student.id, [publicPdf, draftPdf]);
    expect([...positions.entries()]).toEqual([[publicPdf, { page: 4, pageCount: 4 }]]);
  });
});
