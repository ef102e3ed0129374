import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { previewKeyOf, PREVIEW_WIDTH } from './files.preview.ts';
import { createAccounts, makePdf, uniquePng, upload, type Accounts } from '../../../test/support/files.ts';

let t: TestApp;
let accounts: Accounts;
const ids = {} as Record<'publicNote' | 'draftNote' | 'unused' | 'image', string>;

type Caller = 'anonymous' | 'Student' | 'Instructor' | 'otherInstructor' | 'Admin';
const callers: Caller[] = ['anonymous', 'Student', 'Instructor', 'otherInstructor', 'Admin'];
const headersOf = (caller: Caller): Record<string, string> =>
  caller === 'anonymous' ? { AuthToken: 'null' } : { AuthToken: accounts[caller].token };

async function uploadAs(caller: 'Instructor' | 'Admin', content: Buffer): Promise<string> {
  const response = await upload(t, accounts[caller].token, content);
  expect(response.statusCode).toBe(200);
  return response.json<{ fileId: string }>().fileId;
}

const getPreview = (fileId: string, caller: Caller) =>
  t.app.inject({ method: 'GET', url: `/api/files/${fileId}/preview`, headers: headersOf(caller) });

/** Share of dark pixels in an image: the rendered text of page 1 makes some. */
function darkShare(image: Image): number {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let dark = 0;
  for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) dark += 1;
  return dark / (data.length / 4);
}

beforeAll(async () => {
  t = await createTestApp();
  accounts = await createAccounts(t);
  const db = t.database.db;
  const owner = accounts.Instructor.id;
  ids.publicNote = await uploadAs('Admin', await makePdf(['PREVIEW OF A PUBLIC NOTE', 'second page']));
  await db.insert(notes).values({ title: 'Public', fileId: ids.publicNote, ownerId: owner });
  ids.draftNote = await uploadAs('Instructor', await makePdf(['a draft note']));
  await db.insert(notes).values({ title: 'Draft', fileId: ids.draftNote, ownerId: owner, status: 'draft' });
  ids.unused = await uploadAs('Admin', await makePdf(['used by nothing yet']));
  ids.image = await uploadAs('Admin', uniquePng());
  // Previews are made in the background after the upload answers.
  await t.app.files.whenIdle();
});
afterAll(async () => {
  await t.app.files.whenIdle();
  await t.close();
});

describe('the first-page preview of a PDF', () => {
  it('is made when the PDF is uploaded: a WebP image of page 1, on white, with its text drawn', async () => {
    const response = await getPreview(ids.publicNote, 'Student');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=300',
      vary: 'AuthToken',
      'x-content-type-options': 'nosniff',
      'content-length': String(response.rawPayload.length),
    });
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // Small enough to arrive in well under a second on a slow phone connection.
    expect(bytes.length).toBeLessThan(30_000);
    const image = await loadImage(bytes);
    expect(image.width).toBe(PREVIEW_WIDTH);
    expect(image.height).toBe(PREVIEW_WIDTH); // makePdf's pages are square
    const share = darkShare(image);
    expect(share).toBeGreaterThan(0.001);
    expect(share).toBeLessThan(0.2);
  });

  // Expected status per caller: anonymous, Student, Instructor (owner of the draft), other Instructor, Admin.
  const matrix: [keyof typeof ids, string, [number, number, number, number, number]][] = [
    ['publicNote', 'of a public note needs a login, then anyone may see it', [401, 200, 200, 200, 200]],
    ['draftNote', 'of a draft note is for its owner and Admins', [401, 404, 200, 404, 200]],
    // Unused bytes are readable by whoever uploaded them and by Admins only.
    [
      'unused',
      'of a PDF used by nothing yet is for its uploader (an Admin here) and Admins',
      [401, 404, 404, 404, 200],
    ],
    ['image', 'does not exist for an image', [404, 404, 404, 404, 404]],
  ];
  for (const [file, title, expected] of matrix) {
    it.each(callers.map((caller, index) => [caller, expected[index]] as const))(
      `${title} (%s: %i)`,
      async (caller, status) => {
        const response = await getPreview(ids[file], caller);
        expect(response.statusCode).toBe(status);
        if (status === 200) expect(response.headers['content-type']).toBe('image/webp');
        else expect(response.json()).toMatchObject({ success: false, message: expect.any(String) as string });
      },
    );
  }

  it.each(callers)('an unknown or malformed id is 404 for %s, never a 5xx', async (caller) => {
    for (const id of ['0'.repeat(64), 'not-a-file-id', `${ids.publicNote}x`]) {
      const response = await getPreview(id, caller === 'anonymous' ? 'Student' : caller);
      expect(response.statusCode).toBe(404);
    }
  });

  it('a PDF whose preview is missing from the store answers 404 with a readable message', async () => {
    await t.app.files.store.delete(previewKeyOf(ids.unused));
    const response = await getPreview(ids.unused, 'Admin');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'This PDF has no preview image yet.' });
  });

  it('a PDF pdf.js cannot render still gets its text extracted, and simply has no preview', async () => {
    // A PDF whose first page draws nothing still renders; a damaged file fails both steps and answers 404.
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('not really a pdf')]);
    const fileId = await uploadAs('Admin', broken);
    await t.app.files.whenIdle();
    expect((await getPreview(fileId, 'Admin')).statusCode).toBe(404);
  });
});
