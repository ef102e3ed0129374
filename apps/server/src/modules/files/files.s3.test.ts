import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, notes, pdfPages } from '../../db/schema/index.ts';
import { storageKeyOf } from '../../storage/file-store.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/support/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createAccounts, makePdf, uniquePng, upload, type Accounts } from '../../../test/support/files.ts';

let s3: S3TestServer;
let t: TestApp;
let accounts: Accounts;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ env: s3.env });
  accounts = await createAccounts(t);
});
afterAll(async () => {
  await t.app.files.whenIdle();
  await t.close();
  await s3.stop();
});

describe('files on an S3-compatible store (FILE_STORE=s3)', () => {
  it('the app uses the S3 store', () => {
    expect(t.app.files.store.kind).toBe('s3');
  });

  it('an uploaded PDF lands in the bucket, is read back whole and by range, and its text is extracted', async () => {
    const pdf = await makePdf(['bucket page one', 'bucket page two']);
    const response = await upload(t, accounts.Instructor.token, pdf, { filename: 'bucket.pdf' });
    expect(response.json()).toMatchObject({ success: true, isDuplicate: false, kind: 'pdf' });
    const { fileId } = response.json<{ fileId: string }>();
    expect(await t.app.files.store.exists(storageKeyOf(fileId))).toBe(true);
    await t.database.db.insert(notes).values({ title: 'In the bucket', fileId, ownerId: accounts.Instructor.id });

    const whole = await t.app.inject({
      method: 'GET',
      url: `/api/files/${fileId}`,
      headers: { AuthToken: accounts.Student.token },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    expect(whole.headers['content-length']).toBe(String(pdf.length));

    const part = await t.app.inject({
      method: 'GET',
      url: `/api/files/${fileId}`,
      headers: { AuthToken: accounts.Student.token, range: 'bytes=1-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('PDF');

    await t.app.files.whenIdle();
    const pages = await t.database.db.select().from(pdfPages).where(eq(pdfPages.fileId, fileId));
    expect(pages.map((page) => [page.pageNumber, page.text]).sort()).toEqual([
      [1, 'bucket page one'],
      [2, 'bucket page two'],
    ]);
  });

  it('the same image twice is stored once and reported as a duplicate', async () => {
    const png = uniquePng();
    const first = await upload(t, accounts.Admin.token, png);
    const second = await upload(t, accounts.Admin.token, png);
    expect(second.json()).toMatchObject({ fileId: first.json<{ fileId: string }>().fileId, isDuplicate: true });
    const rows = await t.database.db.select().from(files).where(eq(files.id, first.json<{ fileId: string }>().fileId));
    expect(rows).toHaveLength(1);
    const image = await t.app.inject({ method: 'GET', url: `/api/files/${rows[0]!.id}` });
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('a duplicate whose object went missing from the bucket is stored again', async () => {
    const png = uniquePng();
    const { fileId } = (await upload(t, accounts.Admin.token, png)).json<{ fileId: string }>();
    await t.app.files.store.delete(storageKeyOf(fileId));
    expect((await upload(t, accounts.Admin.token, png)).json()).toMatchObject({ isDuplicate: true });
    expect(await t.app.files.store.exists(storageKeyOf(fileId))).toBe(true);
  });
});
