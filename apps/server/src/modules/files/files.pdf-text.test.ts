import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, pdfPages } from '../../db/schema/index.ts';
import { storageKeyOf } from '../../storage/file-store.ts';
import { makePdf, upload, useFileTests } from '../../../test/support/files.ts';
import { extractPdfPages } from './files.pdf-text.ts';

const c = useFileTests();

const uploadPdf = async (content: Buffer) =>
  (await upload(c.t, c.accounts.Instructor.token, content)).json<{ fileId: string }>().fileId;

const pagesOf = (fileId: string) =>
  c.t.database.db
    .select({ pageNumber: pdfPages.pageNumber, text: pdfPages.text })
    .from(pdfPages)
    .where(eq(pdfPages.fileId, fileId))
    .orderBy(asc(pdfPages.pageNumber));

const fileRow = async (fileId: string) => (await c.t.database.db.select().from(files).where(eq(files.id, fileId)))[0];

describe('PDF text extraction', () => {
  it('the text of every page is stored with its page number, counting from 1', async () => {
    const fileId = await uploadPdf(
      await makePdf(['photosynthesis chlorophyll', 'mitochondria respiration', 'ribosome translation']),
    );
    await c.t.app.files.whenIdle();
    expect(await pagesOf(fileId)).toEqual([
      { pageNumber: 1, text: 'photosynthesis chlorophyll' },
      { pageNumber: 2, text: 'mitochondria respiration' },
      { pageNumber: 3, text: 'ribosome translation' },
    ]);
    expect(await fileRow(fileId)).toMatchObject({ pageCount: 3, textStatus: 'done' });
  });

  it('the stored page text is searchable by word, and names its page', async () => {
    const fileId = await uploadPdf(await makePdf(['an introduction', 'the krebs cycle explained']));
    await c.t.app.files.whenIdle();
    const hits = await c.t.database.db
      .select({ pageNumber: pdfPages.pageNumber })
      .from(pdfPages)
      .where(
        and(eq(pdfPages.fileId, fileId), sql`${pdfPages.searchVector} @@ websearch_to_tsquery('english', 'krebs')`),
      );
    expect(hits).toEqual([{ pageNumber: 2 }]);
  });

  it('a PDF without a text layer is done, with empty pages', async () => {
    const fileId = await uploadPdf(await makePdf(['', '']));
    await c.t.app.files.whenIdle();
    expect(await pagesOf(fileId)).toEqual([
      { pageNumber: 1, text: '' },
      { pageNumber: 2, text: '' },
    ]);
    expect(await fileRow(fileId)).toMatchObject({ pageCount: 2, textStatus: 'done' });
  });

  it('a broken PDF is marked failed and the queue goes on with the next one', async () => {
    const broken = Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n%%EOF\n');
    const brokenId = await uploadPdf(broken);
    const goodId = await uploadPdf(await makePdf(['after the broken one']));
    await c.t.app.files.whenIdle();
    expect(await fileRow(brokenId)).toMatchObject({ textStatus: 'failed', pageCount: null });
    expect(await pagesOf(brokenId)).toEqual([]);
    expect(await fileRow(goodId)).toMatchObject({ textStatus: 'done', pageCount: 1 });
  });

  it('images get no text extraction', async () => {
    const { uniquePng } = await import('../../../test/support/files.ts');
    const fileId = (await upload(c.t, c.accounts.Admin.token, uniquePng())).json<{ fileId: string }>().fileId;
    await c.t.app.files.whenIdle();
    expect(await fileRow(fileId)).toMatchObject({ textStatus: 'none', pageCount: null });
  });

  it('PDFs left pending by a crash are picked up again, and their pages replaced, not doubled', async () => {
    const pdf = await makePdf(['left behind', 'by a crash']);
    const fileId = await uploadPdf(pdf);
    await c.t.app.files.whenIdle();
    // As if the process died after storing the file, or half-way through saving the pages.
    await c.t.database.db.update(files).set({ textStatus: 'pending', pageCount: null }).where(eq(files.id, fileId));
    await c.t.database.db.delete(pdfPages).where(and(eq(pdfPages.fileId, fileId), eq(pdfPages.pageNumber, 2)));
    expect(await c.t.app.files.extraction.resumePending()).toBe(1);
    await c.t.app.files.whenIdle();
    expect(await pagesOf(fileId)).toEqual([
      { pageNumber: 1, text: 'left behind' },
      { pageNumber: 2, text: 'by a crash' },
    ]);
    expect(await fileRow(fileId)).toMatchObject({ textStatus: 'done', pageCount: 2 });
  });

  it('an app that starts its workers resumes pending extraction on its own', async () => {
    const pdf = await makePdf(['resumed at start']);
    const fileId = await uploadPdf(pdf);
    await c.t.app.files.whenIdle();
    await c.t.database.db.update(files).set({ textStatus: 'pending' }).where(eq(files.id, fileId));
    await c.t.database.db.delete(pdfPages).where(eq(pdfPages.fileId, fileId));
    const { buildApp } = await import('../../app.ts');
    const second = await buildApp({
      config: c.t.config,
      database: c.t.database,
      logger: false,
      startWorkers: true,
      webDistDir: null,
    });
    try {
      await second.ready();
      await second.files.whenIdle();
      expect(await pagesOf(fileId)).toEqual([{ pageNumber: 1, text: 'resumed at start' }]);
    } finally {
      await second.close();
    }
    expect(await c.t.app.files.store.exists(storageKeyOf(fileId))).toBe(true);
  });

  it('the extractor gives one string per page', async () => {
    expect(await extractPdfPages(new Uint8Array(await makePdf(['safe parse'])))).toEqual(['safe parse']);
  });
});

describe('leftovers of a crash', () => {
  it('staged uploads older than an hour are removed, newer ones kept', async () => {
    const { mkdtemp, readdir, rm, utimes, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { removeStaleUploads } = await import('./files.staging.ts');
    const dir = await mkdtemp(path.join(tmpdir(), 'prepshelf-stale-'));
    await writeFile(path.join(dir, 'upload-old'), 'x');
    await writeFile(path.join(dir, 'upload-new'), 'x');
    await writeFile(path.join(dir, 'not-an-upload'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(dir, 'upload-old'), twoHoursAgo, twoHoursAgo);
    await utimes(path.join(dir, 'not-an-upload'), twoHoursAgo, twoHoursAgo);
    expect(await removeStaleUploads(dir, new Date())).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['not-an-upload', 'upload-new']);
    await rm(dir, { recursive: true, force: true });
  });

  it('at start, a dead process’s staged uploads are removed however new; a live process’s are kept', async () => {
    const { mkdtemp, readdir, rm, writeFile } = await import('node:fs/promises');
    const { spawnSync } = await import('node:child_process');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { removeStaleUploads } = await import('./files.staging.ts');
    // A process that has ended: its id is free (and, if reused meanwhile, most likely by a live process).
    const deadPid = spawnSync('true').pid;
    const livePid = process.ppid;
    const dir = await mkdtemp(path.join(tmpdir(), 'prepshelf-stale-'));
    await writeFile(path.join(dir, `upload-${deadPid}-a`), 'x');
    await writeFile(path.join(dir, `upload-${process.pid}-b`), 'x');
    await writeFile(path.join(dir, `upload-${livePid}-c`), 'x');
    expect(await removeStaleUploads(dir, new Date())).toBe(2);
    expect(await readdir(dir)).toEqual([`upload-${livePid}-c`]);
    await rm(dir, { recursive: true, force: true });
  });
});
