import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@prepshelf/contract';
import { courses, files, notes, pyqs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createAccounts,
  GIF_BYTES,
  JPEG_BYTES,
  makePdf,
  multipart,
  SVG_BYTES,
  uniquePng,
  upload,
  WEBP_BYTES,
  type Accounts,
  uploadForm,
} from '../../../test/support/files.ts';

/**
 * Uploads staged in the store's temporary folder (`upload-…`). The folder may also hold, for a moment,
 * the first-page preview that the files queue is writing for a PDF uploaded before (no upload's).
 */
async function stagedUploads(app: TestApp): Promise<string[]> {
  return (await readdir(path.join(app.dataDir, 'files', '.tmp'))).filter((name) => name.startsWith('upload-'));
}

let t: TestApp;
let accounts: Accounts;
const LIMITS = { pdf: 4000, image: 1000 };

beforeAll(async () => {
  t = await createTestApp({ fileLimits: LIMITS });
  accounts = await createAccounts(t);
});
afterAll(async () => {
  await t.app.files.whenIdle();
  await t.close();
});

describe('who may upload', () => {
  it('an anonymous caller is refused with 401 and nothing is stored', async () => {
    const response = await upload(t, undefined, uniquePng());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('an unknown token is refused with 401', async () => {
    const response = await upload(t, 'not-a-real-session', uniquePng());
    expect(response.statusCode).toBe(401);
  });

  it('a Student is refused with 403', async () => {
    const response = await upload(t, accounts.Student.token, uniquePng());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false });
  });

  it.each(['Admin', 'Instructor'] as const)('an %s uploads an image and gets its content address', async (role) => {
    const png = uniquePng();
    const response = await upload(t, accounts[role].token, png, { filename: 'cover.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ fileId: string }>();
    const { createHash } = await import('node:crypto');
    expect(body).toMatchObject({
      success: true,
      fileId: createHash('sha256').update(png).digest('hex'),
      isDuplicate: false,
      kind: 'image',
    });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, body.fileId));
    expect(row).toMatchObject({
      kind: 'image',
      mimeType: 'image/png',
      size: png.length,
      uploadedBy: accounts[role].id,
    });
    expect(row?.originalName).toBe('cover.png');
    expect(row?.textStatus).toBe('none');
  });
});

describe('content addressing and duplicates', () => {
  it('the same bytes uploaded twice give the same id, stored once, and the answer says where it is used', async () => {
    const pdf = await makePdf(['duplicate check']);
    const first = await upload(t, accounts.Instructor.token, pdf, { filename: 'a.pdf' });
    expect(first.json()).toMatchObject({ isDuplicate: false });
    const fileId = first.json<{ fileId: string }>().fileId;
    const [note] = await t.database.db
      .insert(notes)
      .values({ title: 'Public note', fileId, ownerId: accounts.Instructor.id })
      .returning();
    const [draftPyq] = await t.database.db
      .insert(pyqs)
      .values({ title: 'Draft PYQ', year: 2024, fileId, ownerId: accounts.Instructor.id, status: 'draft' })
      .returning();

    const again = await upload(t, accounts.Instructor.token, pdf, { filename: 'b.pdf' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      fileId,
      isDuplicate: true,
      usedBy: [
        { type: 'note', _id: note!.id, title: 'Public note' },
        { type: 'pyq', _id: draftPyq!.id, title: 'Draft PYQ' },
      ],
    });
    const rows = await t.database.db.select().from(files).where(eq(files.id, fileId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.originalName).toBe('a.pdf');
    const shard = path.join(t.dataDir, 'files', fileId.slice(0, 2), fileId.slice(2, 4));
    expect(await readdir(shard)).toEqual([fileId]);
  });

  it('another Instructor is told of the duplicate but not of items they may not see', async () => {
    const pdf = await makePdf(['someone else draft']);
    const fileId = (await upload(t, accounts.Instructor.token, pdf)).json<{ fileId: string }>().fileId;
    await t.database.db
      .insert(notes)
      .values({ title: 'Private draft', fileId, ownerId: accounts.Instructor.id, status: 'draft' });
    const asOther = await upload(t, accounts.otherInstructor.token, pdf);
    expect(asOther.json()).toMatchObject({ fileId, isDuplicate: true, usedBy: [] });
    const asAdmin = await upload(t, accounts.Admin.token, pdf);
    expect(asAdmin.json()).toMatchObject({ isDuplicate: true, usedBy: [{ type: 'note', title: 'Private draft' }] });
  });

  it('a duplicate image used as a course cover names the course', async () => {
    const png = uniquePng();
    const fileId = (await upload(t, accounts.Admin.token, png)).json<{ fileId: string }>().fileId;
    const [course] = await t.database.db
      .insert(courses)
      .values({
        title: 'Physics',
        mentor: 'M',
        price: 10,
        courseImage: fileId,
        trialVideo: 'x',
        ownerId: accounts.Admin.id,
      })
      .returning();
    const again = await upload(t, accounts.Admin.token, png);
    expect(again.json()).toMatchObject({
      isDuplicate: true,
      usedBy: [{ type: 'course', _id: course!.id, title: 'Physics' }],
    });
  });
});

describe('the type comes from the first bytes', () => {
  it.each([
    ['JPEG', JPEG_BYTES, 'image/jpeg'],
    ['GIF', GIF_BYTES, 'image/gif'],
    ['WebP', WEBP_BYTES, 'image/webp'],
  ])('a %s image is accepted as an image', async (_name, bytes, mimeType) => {
    const response = await upload(t, accounts.Admin.token, bytes, { filename: 'x.bin' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, response.json<{ fileId: string }>().fileId));
    expect(row?.mimeType).toBe(mimeType);
  });

  it('PNG bytes named .pdf are stored as an image, whatever the name and declared type say', async () => {
    const response = await upload(t, accounts.Admin.token, uniquePng(), {
      filename: 'notes.pdf',
      contentType: 'application/pdf',
    });
    expect(response.json()).toMatchObject({ kind: 'image' });
  });

  it('PNG bytes named .pdf are refused with 415 when a PDF is asked for', async () => {
    const response = await upload(t, accounts.Admin.token, uniquePng(), { filename: 'notes.pdf', kind: 'pdf' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: FILE_MESSAGES.notPdf });
  });

  it('a PDF is refused with 415 when an image is asked for', async () => {
    const response = await upload(t, accounts.Admin.token, await makePdf(['not an image']), { kind: 'image' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: FILE_MESSAGES.notImage });
  });

  it('an SVG is refused with 415, since it can carry script', async () => {
    const response = await upload(t, accounts.Admin.token, SVG_BYTES, {
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: FILE_MESSAGES.notAccepted });
  });

  it('a text file is refused with 415', async () => {
    const response = await upload(t, accounts.Admin.token, Buffer.from('just some words, not a document'), {
      filename: 'readme.txt',
      contentType: 'text/plain',
    });
    expect(response.statusCode).toBe(415);
  });

  it('an empty file is refused with 400', async () => {
    const response = await upload(t, accounts.Admin.token, Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: FILE_MESSAGES.emptyFile });
  });

  it('an unknown kind is refused with 400', async () => {
    const response = await upload(t, accounts.Admin.token, uniquePng(), { kind: 'video' });
    expect(response.statusCode).toBe(400);
  });

  it('a request without a file is refused with 400', async () => {
    const body = multipart([{ name: 'kind', value: 'pdf' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...body.headers, AuthToken: accounts.Admin.token },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: FILE_MESSAGES.noFile });
  });

  it('refused uploads leave no file behind, neither stored nor staged', async () => {
    const before = await t.database.db.select().from(files);
    await upload(t, accounts.Admin.token, SVG_BYTES);
    await upload(t, accounts.Admin.token, uniquePng(), { kind: 'pdf' });
    expect(await t.database.db.select().from(files)).toHaveLength(before.length);
    expect(await stagedUploads(t)).toEqual([]);
  });
});

describe('size limits', () => {
  it('an image over its limit is refused with 413 JSON', async () => {
    const big = Buffer.concat([uniquePng(), Buffer.alloc(LIMITS.image)]);
    const response = await upload(t, accounts.Admin.token, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: FILE_MESSAGES.tooLarge('image', LIMITS.image) });
  });

  it('a PDF may be larger than the image limit but not larger than its own', async () => {
    const small = await makePdf(['fits']);
    // Trailing whitespace after %%EOF keeps it a PDF, just a bigger one.
    const pdf = Buffer.concat([small, Buffer.alloc(LIMITS.image * 2 - small.length, ' ')]);
    expect(pdf.length).toBeGreaterThan(LIMITS.image);
    expect((await upload(t, accounts.Admin.token, pdf)).statusCode).toBe(200);
    const tooBig = Buffer.concat([pdf, Buffer.alloc(LIMITS.pdf)]);
    const response = await upload(t, accounts.Admin.token, tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: FILE_MESSAGES.tooLarge('pdf', LIMITS.pdf) });
    expect(await stagedUploads(t)).toEqual([]);
  });

  it('an image exactly at its limit is accepted', async () => {
    const png = uniquePng();
    const exact = Buffer.concat([png, Buffer.alloc(LIMITS.image - png.length)]);
    expect((await upload(t, accounts.Admin.token, exact)).statusCode).toBe(200);
  });

  it('the older base64 form is held to the same limits', async () => {
    const big = Buffer.concat([uniquePng(), Buffer.alloc(LIMITS.image)]);
    const response = await uploadForm(t, {
      file: big.toString('base64'),
      filename: 'big.png',
      AuthToken: accounts.Admin.token,
      requestType: 'postData',
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('the older base64 form', () => {
  it('multipart text fields with the token in the AuthToken field store the file', async () => {
    const pdf = await makePdf(['legacy multipart']);
    const body = multipart([
      { name: 'file', value: pdf.toString('base64') },
      { name: 'filename', value: 'Legacy Notes.pdf' },
      { name: 'AuthToken', value: accounts.Instructor.token },
      { name: 'requestType', value: 'postData' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...body.headers, AuthToken: 'null' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const { fileId } = response.json<{ fileId: string }>();
    const [row] = await t.database.db.select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({ kind: 'pdf', originalName: 'Legacy Notes.pdf', uploadedBy: accounts.Instructor.id });
  });

  it('an urlencoded body with the token in the AuthToken field stores the file', async () => {
    const png = uniquePng();
    const response = await uploadForm(t, {
      file: `data:image/png;base64,${png.toString('base64')}`,
      filename: '../../etc/thumb.png',
      AuthToken: accounts.Admin.token,
      requestType: 'postData',
    });
    expect(response.statusCode).toBe(200);
    const { fileId } = response.json<{ fileId: string }>();
    const [row] = await t.database.db.select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({ kind: 'image', size: png.length, originalName: 'thumb.png' });
  });

  it('a Student token in the field is refused with 403', async () => {
    const response = await uploadForm(t, {
      file: uniquePng().toString('base64'),
      AuthToken: accounts.Student.token,
    });
    expect(response.statusCode).toBe(403);
  });

  it('no token in the header or the field is refused with 401', async () => {
    const body = multipart([{ name: 'file', value: uniquePng().toString('base64') }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
  });

  it('the header token wins over the field', async () => {
    const response = await uploadForm(
      t,
      {
        file: uniquePng().toString('base64'),
        AuthToken: accounts.Admin.token,
      },
      { AuthToken: accounts.Student.token },
    );
    expect(response.statusCode).toBe(403);
  });

  it('a streamed file part after the token field is accepted without a header', async () => {
    const body = multipart([
      { name: 'AuthToken', value: accounts.Admin.token },
      { name: 'file', filename: 'pic.png', contentType: 'image/png', content: uniquePng() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
  });

  it('content that is not base64 is refused with 400', async () => {
    const response = await uploadForm(t, { file: '<<not base64>>' }, { AuthToken: accounts.Admin.token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: FILE_MESSAGES.badBase64 });
  });
});

describe('the raised body limit', () => {
  it('stays on the upload route: other JSON routes keep their small limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Email: 'a@b.example', Password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('multipart bodies are not parsed outside the file routes', async () => {
    const body = multipart([{ name: 'Email', value: 'a@b.example' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('over a real HTTP connection', () => {
  it('a streamed upload is stored, and one over the limit is refused with 413 without hanging', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (content: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), 'real.pdf');
      return fetch(`${address}/api/files/upload`, {
        method: 'POST',
        headers: { AuthToken: accounts.Instructor.token },
        body: form,
      });
    };
    const pdf = await makePdf(['over http']);
    const ok = await send(pdf);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, isDuplicate: false, kind: 'pdf' });

    const tooBig = await send(Buffer.concat([pdf, Buffer.alloc(LIMITS.pdf * 20, ' ')]));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ success: false, message: FILE_MESSAGES.tooLarge('pdf', LIMITS.pdf) });
  });
});
