import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes, pyqs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createAccounts, makePdf, uniquePng, upload, type Accounts, uploadForm } from '../../../test/support/files.ts';

let t: TestApp;
let accounts: Accounts;
const ids = {} as Record<
  'image' | 'publicNote' | 'publicPyq' | 'draftNote' | 'hiddenFlag' | 'uploadedByOther' | 'unused' | 'archivedPyq',
  string
>;
let publicPdf: Buffer;

type Caller = 'anonymous' | 'Student' | 'Instructor' | 'otherInstructor' | 'Admin';
const headersOf = (caller: Caller): Record<string, string> =>
  caller === 'anonymous' ? { AuthToken: 'null' } : { AuthToken: accounts[caller].token };

async function uploadAs(caller: Exclude<Caller, 'anonymous' | 'Student'>, content: Buffer, filename?: string) {
  const response = await upload(t, accounts[caller].token, content, { filename });
  expect(response.statusCode).toBe(200);
  return response.json<{ fileId: string }>().fileId;
}

beforeAll(async () => {
  t = await createTestApp();
  accounts = await createAccounts(t);
  const db = t.database.db;
  const owner = accounts.Instructor.id;

  ids.image = await uploadAs('otherInstructor', uniquePng(), 'cover.png');
  publicPdf = await makePdf(['public page one', 'public page two']);
  ids.publicNote = await uploadAs('Admin', publicPdf, 'Thermodynamics Notes.pdf');
  await db.insert(notes).values({ title: 'Public note', fileId: ids.publicNote, ownerId: owner });

  ids.publicPyq = await uploadAs('Admin', await makePdf(['public pyq']));
  await db.insert(pyqs).values({ title: 'Public PYQ', year: 2023, fileId: ids.publicPyq, ownerId: owner });

  ids.draftNote = await uploadAs('Admin', await makePdf(['draft note']));
  await db.insert(notes).values({ title: 'Draft', fileId: ids.draftNote, ownerId: owner, status: 'draft' });

  ids.hiddenFlag = await uploadAs('Admin', await makePdf(['public status, not public flag']));
  await db.insert(notes).values({ title: 'Hidden', fileId: ids.hiddenFlag, ownerId: owner, isPublic: false });

  ids.archivedPyq = await uploadAs('Admin', await makePdf(['archived pyq']));
  await db
    .insert(pyqs)
    .values({ title: 'Old', year: 2001, fileId: ids.archivedPyq, ownerId: owner, status: 'archived' });

  ids.uploadedByOther = await uploadAs('otherInstructor', await makePdf(['uploaded by the other instructor']));
  await db.insert(notes).values({ title: 'Mine', fileId: ids.uploadedByOther, ownerId: owner, status: 'draft' });

  const unused = await makePdf(['not used by anything yet']);
  ids.unused = await uploadAs('Admin', unused);
  await uploadAs('Instructor', unused);
});
afterAll(async () => {
  await t.app.files.whenIdle();
  await t.close();
});

const get = (fileId: string, caller: Caller, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: { ...headersOf(caller), ...headers } });

describe('who may read which file', () => {
  // Expected status per caller: anonymous, Student, Instructor (owner of the notes), other Instructor, Admin.
  const matrix: [keyof typeof ids, string, [number, number, number, number, number]][] = [
    ['image', 'an image is open to everyone', [200, 200, 200, 200, 200]],
    ['publicNote', 'a PDF of a public note needs a login, then anyone may read it', [401, 200, 200, 200, 200]],
    ['publicPyq', 'a PDF of a public PYQ needs a login, then anyone may read it', [401, 200, 200, 200, 200]],
    ['draftNote', 'a PDF used only by a draft note is for its owner and Admins', [401, 404, 200, 404, 200]],
    ['hiddenFlag', 'a PDF of a public note with isPublic false is hidden from Students', [401, 404, 200, 404, 200]],
    ['archivedPyq', 'a PDF used only by an archived PYQ is hidden from Students', [401, 404, 200, 404, 200]],
    [
      'uploadedByOther',
      'an Instructor also reads a PDF they uploaded, used by someone else’s draft',
      [401, 404, 200, 200, 200],
    ],
    // Knowing its id is not enough: an Instructor who did not upload it is answered 404.
    ['unused', 'a PDF not used by any item yet is for Admins and whoever uploaded it', [401, 404, 200, 404, 200]],
  ];
  const callers: Caller[] = ['anonymous', 'Student', 'Instructor', 'otherInstructor', 'Admin'];

  for (const [file, title, expected] of matrix) {
    it.each(callers.map((caller, index) => [caller, expected[index]] as const))(
      `${title} (%s: %i)`,
      async (caller, status) => {
        const response = await get(ids[file], caller);
        expect(response.statusCode).toBe(status);
        if (status !== 200) expect(response.json()).toMatchObject({ success: false });
      },
    );
  }

  it.each(callers)('an unknown or malformed id is 404 for %s', async (caller) => {
    for (const id of ['0'.repeat(64), 'not-a-file-id', `${ids.publicNote}x`, '..%2F..%2Fetc%2Fpasswd']) {
      expect((await get(id, caller)).statusCode).toBe(404);
    }
  });

  it('a PDF becomes visible to Students when its note is published, and hidden again when archived', async () => {
    const pdf = await makePdf(['publish later']);
    const fileId = await uploadAs('Instructor', pdf);
    const [note] = await t.database.db
      .insert(notes)
      .values({ title: 'Later', fileId, ownerId: accounts.Instructor.id, status: 'draft' })
      .returning();
    expect((await get(fileId, 'Student')).statusCode).toBe(404);
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(notes).set({ status: 'public' }).where(eq(notes.id, note!.id));
    expect((await get(fileId, 'Student')).statusCode).toBe(200);
    await t.database.db.update(notes).set({ status: 'archived' }).where(eq(notes.id, note!.id));
    expect((await get(fileId, 'Student')).statusCode).toBe(404);
  });
});

describe('what a file answer carries', () => {
  it('a PDF comes with its type, length, strong ETag, private caching per session, ranges and an inline name', async () => {
    const response = await get(ids.publicNote, 'Student');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(publicPdf)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(publicPdf.length),
      etag: `"${ids.publicNote}"`,
      'cache-control': 'private, max-age=300',
      // The browser's cache gives it again only to the same session (shared phones, decision 0012).
      vary: 'AuthToken',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Thermodynamics Notes.pdf"; filename*=UTF-8''Thermodynamics%20Notes.pdf`,
    });
  });

  it('an image is cached publicly for a year and never revalidated', async () => {
    const response = await get(ids.image, 'anonymous');
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': expect.stringMatching(/^inline; filename="cover\.png"/),
    });
    expect(response.headers.vary).toBeUndefined();
  });

  it('the file name in Content-Disposition is made safe and keeps the real type’s extension', async () => {
    const response = await uploadForm(t, {
      file: uniquePng().toString('base64'),
      filename: 'C:\\Users\\me\\Résumé "final";\r\n.pdf',
      AuthToken: accounts.Admin.token,
    });
    const { fileId } = response.json<{ fileId: string }>();
    expect((await get(fileId, 'anonymous')).headers['content-disposition']).toBe(
      `inline; filename="R_sum_ _final__.png"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%3B.png`,
    );
  });

  it('a file with no name gets one from its id', async () => {
    const fileId = await uploadAs('Admin', uniquePng(), '');
    expect((await get(fileId, 'anonymous')).headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="${fileId.slice(0, 12)}\\.png"`),
    );
  });

  it('files are never compressed, so byte ranges stay byte ranges', async () => {
    const response = await get(ids.publicNote, 'Student', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(publicPdf.length);
  });
});

describe('byte ranges', () => {
  it('a range answers 206 with exactly those bytes', async () => {
    const response = await get(ids.publicNote, 'Student', { range: 'bytes=0-4' });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('%PDF-');
    expect(response.headers).toMatchObject({
      'content-length': '5',
      'content-range': `bytes 0-4/${publicPdf.length}`,
      vary: 'AuthToken',
    });
  });

  it('an open range runs to the end and a suffix range gives the last bytes', async () => {
    const open = await get(ids.publicNote, 'Student', { range: 'bytes=100-' });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(publicPdf.subarray(100))).toBe(true);
    const suffix = await get(ids.publicNote, 'Student', { range: 'bytes=-6' });
    expect(suffix.rawPayload.equals(publicPdf.subarray(publicPdf.length - 6))).toBe(true);
    expect(suffix.headers['content-range']).toBe(
      `bytes ${publicPdf.length - 6}-${publicPdf.length - 1}/${publicPdf.length}`,
    );
  });

  it('a range past the end is clipped to the file', async () => {
    const response = await get(ids.publicNote, 'Student', { range: `bytes=10-${publicPdf.length + 1000}` });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(publicPdf.subarray(10))).toBe(true);
  });

  it('a range starting beyond the end answers 416 with the size', async () => {
    const response = await get(ids.publicNote, 'Student', { range: `bytes=${publicPdf.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${publicPdf.length}`);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('several ranges or a malformed header get the whole file', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=abc', 'lines=1-2', 'bytes=9-3']) {
      const response = await get(ids.publicNote, 'Student', { range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(publicPdf.length);
    }
  });

  it('If-Range with another ETag gets the whole file; with this ETag the range', async () => {
    const stale = await get(ids.publicNote, 'Student', { range: 'bytes=0-4', 'if-range': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    const fresh = await get(ids.publicNote, 'Student', { range: 'bytes=0-4', 'if-range': `"${ids.publicNote}"` });
    expect(fresh.statusCode).toBe(206);
  });

  it('a hidden file stays 404 whatever the range', async () => {
    expect((await get(ids.draftNote, 'Student', { range: 'bytes=0-4' })).statusCode).toBe(404);
  });
});

describe('conditional requests and HEAD', () => {
  it('If-None-Match with the ETag answers 304 without a body', async () => {
    const response = await get(ids.publicNote, 'Student', { 'if-none-match': `"${ids.publicNote}"` });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(`"${ids.publicNote}"`);
    expect(response.headers.vary).toBe('AuthToken');
  });

  it('If-None-Match with another ETag gets the file', async () => {
    expect((await get(ids.publicNote, 'Student', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('a caller who may not see the file gets 404 even with the right ETag', async () => {
    const response = await get(ids.draftNote, 'Student', { 'if-none-match': `"${ids.draftNote}"` });
    expect(response.statusCode).toBe(404);
  });

  it('HEAD gives the headers of GET and no body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: `/api/files/${ids.publicNote}`,
      headers: headersOf('Student'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(publicPdf.length),
      etag: `"${ids.publicNote}"`,
      'accept-ranges': 'bytes',
    });
  });

  it('HEAD with a range answers 206 with the range length', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: `/api/files/${ids.publicNote}`,
      headers: { ...headersOf('Student'), range: 'bytes=0-9' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-length']).toBe('10');
  });

  it.each([
    ['anonymous', 'publicNote', 401],
    ['anonymous', 'image', 200],
    ['Student', 'draftNote', 404],
    ['Admin', 'draftNote', 200],
  ] as const)('HEAD as %s on the %s file answers %i, like GET', async (caller, file, status) => {
    const response = await t.app.inject({ method: 'HEAD', url: `/api/files/${ids[file]}`, headers: headersOf(caller) });
    expect(response.statusCode).toBe(status);
  });
});

describe('attaching a file by its id (issue 12 #4)', () => {
  const addNote = (caller: Exclude<Caller, 'anonymous'>, fileUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/content/addNotes',
      headers: headersOf(caller),
      payload: { title: `Borrowed ${Math.random()}`, professor: 'Prof', fileUrl, status: 'draft' },
    });

  it('another staff member’s private PDF cannot be attached by an Instructor who knows its id, as if it did not exist', async () => {
    const pdf = await makePdf(['a private draft of the other instructor']);
    const fileId = await uploadAs('otherInstructor', pdf);
    const borrowed = await addNote('Instructor', fileId);
    const unknown = await addNote('Instructor', 'f'.repeat(64));
    expect(borrowed.statusCode).toBe(415);
    expect(borrowed.json()).toEqual(unknown.json());
    expect((await get(fileId, 'Instructor')).statusCode).toBe(404);

    // Whoever has the bytes proves it by uploading them; then they may attach them.
    await uploadAs('Instructor', pdf);
    expect((await addNote('Instructor', fileId)).statusCode).toBe(201);
  });

  it('the uploader and an Admin attach it; a PDF already used by an item the caller may see can be attached', async () => {
    const fileId = await uploadAs('otherInstructor', await makePdf(['shared by the other instructor']));
    expect((await addNote('otherInstructor', fileId)).statusCode).toBe(201);
    expect((await addNote('Admin', fileId)).statusCode).toBe(201);
    // ids.publicNote is used by a public note, which every Instructor may see.
    expect((await addNote('otherInstructor', ids.publicNote)).statusCode).toBe(201);
    // ids.draftNote is used only by the first Instructor's draft: the other one may not attach it.
    expect((await addNote('otherInstructor', ids.draftNote)).statusCode).toBe(415);
    expect((await addNote('Instructor', ids.draftNote)).statusCode).toBe(201);
  });

  it('a Student and an anonymous caller cannot add content at all', async () => {
    expect((await addNote('Student', ids.publicNote)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/content/addNotes',
      payload: { title: 'x', professor: 'Prof', fileUrl: ids.publicNote },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
