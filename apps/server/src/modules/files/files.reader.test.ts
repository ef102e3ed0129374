import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes, pyqs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createAccounts, makePdf, uniquePng, upload, type Accounts } from '../../../test/support/files.ts';

/*
 * What the reader asks of a PDF besides its bytes: which pages hold some words (its find before the
 * file is on the device) and which item it belongs to (its title on a bare address). Both are exactly
 * as visible as the file: 404 to whoever may not read it, 401 without a session.
 */

let t: TestApp;
let accounts: Accounts;
let publicPdf: string;
let draftPdf: string;
let pyqPdf: string;
let unusedPdf: string;
let image: string;

type Caller = 'anonymous' | 'Student' | 'Instructor' | 'otherInstructor' | 'Admin';
const headersOf = (caller: Caller) => (caller === 'anonymous' ? {} : { AuthToken: accounts[caller].token });
const find = (fileId: string, caller: Caller, q: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/files/${fileId}/find?q=${encodeURIComponent(q)}`,
    headers: headersOf(caller),
  });
const itemOf = (fileId: string, caller: Caller) =>
  t.app.inject({ method: 'GET', url: `/api/files/${fileId}/item`, headers: headersOf(caller) });

beforeAll(async () => {
  t = await createTestApp();
  accounts = await createAccounts(t);
  const idOf = async (content: Buffer, token = accounts.Instructor.token) =>
    (await upload(t, token, content)).json<{ fileId: string }>().fileId;
  publicPdf = await idOf(await makePdf(['Entropy and heat', 'Carnot cycle', 'More about ENTROPY', 'Index']));
  draftPdf = await idOf(await makePdf(['Draft entropy notes']));
  pyqPdf = await idOf(await makePdf(['Question paper entropy']));
  unusedPdf = await idOf(await makePdf(['Uploaded, never used: entropy']), accounts.otherInstructor.token);
  image = await idOf(uniquePng());
  await t.database.db.insert(notes).values([
    { title: 'Thermodynamics notes', fileId: publicPdf, ownerId: accounts.Instructor.id },
    { title: 'Draft thermo', fileId: draftPdf, ownerId: accounts.Instructor.id, status: 'draft' },
  ]);
  await t.database.db.insert(pyqs).values({
    title: 'Thermo PYQ 2024',
    fileId: pyqPdf,
    ownerId: accounts.Instructor.id,
    year: 2024,
    subject: 'Physics',
  });
  await t.app.files.whenIdle();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/files/:fileId/find', () => {
  it.each(['Student', 'Instructor', 'otherInstructor', 'Admin'] as const)(
    'a %s who may read a public PDF learns the pages holding the words, any case, any spacing',
    async (caller) => {
      const response = await find(publicPdf, caller, 'entropy');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, pages: [1, 3], hasText: true });
      expect((await find(publicPdf, caller, '  carnot   CYCLE ')).json()).toMatchObject({ pages: [2] });
      expect((await find(publicPdf, caller, 'absent words')).json()).toMatchObject({ pages: [] });
    },
  );

  it('an anonymous caller is asked to log in (401), as for the file', async () => {
    expect((await find(publicPdf, 'anonymous', 'entropy')).statusCode).toBe(401);
  });

  it('a draft is found only by its owner and an Admin; others get 404, as for the file', async () => {
    expect((await find(draftPdf, 'Student', 'entropy')).statusCode).toBe(404);
    expect((await find(draftPdf, 'otherInstructor', 'entropy')).statusCode).toBe(404);
    expect((await find(draftPdf, 'Instructor', 'entropy')).json()).toMatchObject({ pages: [1] });
    expect((await find(draftPdf, 'Admin', 'entropy')).json()).toMatchObject({ pages: [1] });
  });

  it('a PDF used by nothing is found by its uploader and an Admin only', async () => {
    expect((await find(unusedPdf, 'Student', 'entropy')).statusCode).toBe(404);
    expect((await find(unusedPdf, 'Instructor', 'entropy')).statusCode).toBe(404);
    expect((await find(unusedPdf, 'otherInstructor', 'entropy')).json()).toMatchObject({ pages: [1] });
    expect((await find(unusedPdf, 'Admin', 'entropy')).json()).toMatchObject({ pages: [1] });
  });

  it('an unknown or malformed id is 404; an image has no text', async () => {
    expect((await find('f'.repeat(64), 'Admin', 'entropy')).statusCode).toBe(404);
    expect((await find('not-an-id', 'Admin', 'entropy')).statusCode).toBe(404);
    expect((await find(image, 'Student', 'entropy')).json()).toEqual({ success: true, pages: [], hasText: false });
  });

  it('blank or overlong words are a 400 with a readable message, never a 5xx', async () => {
    const blank = await find(publicPdf, 'Student', '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ success: false, message: 'q: Type the words to find.' });
    expect((await find(publicPdf, 'Student', 'x'.repeat(201))).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/files/${publicPdf}/find`,
      headers: headersOf('Student'),
    });
    expect(missing.statusCode).toBe(400);
    // Characters that mean something to SQL's patterns are plain text here.
    expect((await find(publicPdf, 'Student', "%_'\\")).json()).toMatchObject({ pages: [] });
  });

  it('answers vary on the session and are not kept by shared caches', async () => {
    const response = await find(publicPdf, 'Student', 'entropy');
    expect(response.headers.vary).toMatch(/AuthToken/i);
    expect(response.headers['cache-control']).toMatch(/private/);
  });
});

describe('GET /api/files/:fileId/item', () => {
  it.each(['Student', 'Instructor', 'otherInstructor', 'Admin'] as const)(
    'a %s reading a public note’s PDF gets the note’s title',
    async (caller) => {
      const response = await itemOf(publicPdf, caller);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        item: { type: 'note', _id: expect.any(String), title: 'Thermodynamics notes' },
      });
    },
  );

  it('a PYQ’s PDF names the PYQ', async () => {
    expect((await itemOf(pyqPdf, 'Student')).json()).toMatchObject({ item: { type: 'pyq', title: 'Thermo PYQ 2024' } });
  });

  it('an anonymous caller gets 401; a draft is 404 to a Student and another Instructor', async () => {
    expect((await itemOf(publicPdf, 'anonymous')).statusCode).toBe(401);
    expect((await itemOf(draftPdf, 'Student')).statusCode).toBe(404);
    expect((await itemOf(draftPdf, 'otherInstructor')).statusCode).toBe(404);
  });

  it('the owner and an Admin see the draft’s title', async () => {
    expect((await itemOf(draftPdf, 'Instructor')).json()).toMatchObject({ item: { title: 'Draft thermo' } });
    expect((await itemOf(draftPdf, 'Admin')).json()).toMatchObject({ item: { title: 'Draft thermo' } });
  });

  it('the uploader of a PDF that no item uses reads it, with no item; others get 404', async () => {
    expect((await itemOf(unusedPdf, 'otherInstructor')).json()).toEqual({ success: true, item: null });
    expect((await itemOf(unusedPdf, 'Student')).statusCode).toBe(404);
    expect((await itemOf('0'.repeat(64), 'Admin')).statusCode).toBe(404);
  });
});
