import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, fileUrlOf } from '@prepshelf/contract';
import { notes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createAccounts, makePdf, uniquePng, upload, type Accounts } from '../../../test/support/files.ts';

let t: TestApp;
let accounts: Accounts;
let pdfId: string;
let imageId: string;

beforeAll(async () => {
  t = await createTestApp();
  accounts = await createAccounts(t);
  pdfId = (await upload(t, accounts.Admin.token, await makePdf(['api']))).json<{ fileId: string }>().fileId;
  imageId = (await upload(t, accounts.Admin.token, uniquePng())).json<{ fileId: string }>().fileId;
});
afterAll(async () => {
  await t.app.files.whenIdle();
  await t.close();
});

describe('the files API other modules call', () => {
  it('assertStoredFile accepts a stored file of the kind asked, by id or by its URL', async () => {
    expect((await t.app.files.assertStoredFile(pdfId, 'pdf')).id).toBe(pdfId);
    expect((await t.app.files.assertStoredFile(fileUrlOf(pdfId), 'pdf')).id).toBe(pdfId);
    expect((await t.app.files.assertStoredFile(`http://localhost:3000${fileUrlOf(imageId)}`, 'image')).kind).toBe(
      'image',
    );
  });

  it('assertStoredFile refuses another kind, an unknown id and any other text with 415', async () => {
    await expect(t.app.files.assertStoredFile(imageId, 'pdf')).rejects.toMatchObject({
      statusCode: 415,
      message: FILE_MESSAGES.notPdf,
    });
    await expect(t.app.files.assertStoredFile(pdfId, 'image')).rejects.toMatchObject({
      statusCode: 415,
      message: FILE_MESSAGES.notImage,
    });
    await expect(t.app.files.assertStoredFile('0'.repeat(64), 'pdf', 'Custom message')).rejects.toMatchObject({
      statusCode: 415,
      message: 'Custom message',
    });
    await expect(t.app.files.assertStoredFile('https://drive.example.com/file.pdf', 'pdf')).rejects.toMatchObject({
      statusCode: 415,
    });
  });

  it('findUsage lists every item using a file, whoever owns it', async () => {
    expect(await t.app.files.findUsage(pdfId)).toEqual([]);
    const [note] = await t.database.db
      .insert(notes)
      .values({ title: 'Draft of someone', fileId: pdfId, ownerId: accounts.Instructor.id, status: 'draft' })
      .returning();
    expect(await t.app.files.findUsage(pdfId)).toEqual([{ type: 'note', _id: note!.id, title: 'Draft of someone' }]);
    expect(await t.app.files.findUsage('not an id')).toEqual([]);
  });
});
