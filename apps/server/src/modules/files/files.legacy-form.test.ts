import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@prepshelf/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createBase64Decoder, readUrlencodedForm } from './files.legacy-form.ts';
import { makePdf, uniquePng, useFileTests } from '../../../test/support/files.ts';

/**
 * Uploads staged in the store's temporary folder (`upload-…`). The folder may also hold, for a moment,
 * the first-page preview that the files queue is writing for a PDF uploaded before (no upload's).
 */
async function stagedUploads(app: TestApp): Promise<string[]> {
  return (await readdir(path.join(app.dataDir, 'files', '.tmp'))).filter((name) => name.startsWith('upload-'));
}

const MB = 1024 * 1024;
const CHUNK = 16 * 1024;

/**
 * A body of `head` then `total` bytes of base64-looking filler made only as the server reads it;
 * `pulled()` says how much of it the server asked for.
 */
function lazyBody(head: string, total: number, tail = '') {
  let pulled = 0;
  const filler = Buffer.alloc(CHUNK, 'A');
  const stream = Readable.from(
    (function* () {
      pulled += head.length;
      yield Buffer.from(head);
      while (pulled < total) {
        pulled += CHUNK;
        yield filler;
      }
      yield Buffer.from(tail);
    })(),
    { objectMode: false },
  );
  return { stream, pulled: () => pulled };
}

describe('the older upload form with the real size limits (50 MB PDFs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('an 80 MB urlencoded post whose token field comes first and is unknown is answered 401 after reading a few kB', async () => {
    const body = lazyBody('AuthToken=not-a-session&requestType=postData&file=JVBERi0x', 80 * MB);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      remoteAddress: '10.40.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.stream,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.headers.connection).toBe('close');
    expect(body.pulled()).toBeLessThan(1 * MB);
  });

  it('an 80 MB multipart post with an unknown AuthToken header is answered 401 before its body is read', async () => {
    const boundary = 'XYZBOUNDARY';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nJVBERi0x`;
    const body = lazyBody(head, 80 * MB, `\r\n--${boundary}--\r\n`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      remoteAddress: '10.40.0.2',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, AuthToken: 'not-a-session' },
      payload: body.stream,
    });
    expect(response.statusCode).toBe(401);
    expect(body.pulled()).toBeLessThan(1 * MB);
  });

  it('an anonymous 80 MB urlencoded post (file first, no token) is streamed to disk, stopped at the PDF limit, and leaves no staging file', async () => {
    const body = lazyBody('file=JVBERi0x', 80 * MB, '&AuthToken=');
    const heapBefore = process.memoryUsage().heapUsed;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      remoteAddress: '10.40.0.3',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.stream,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: FILE_MESSAGES.tooLarge('pdf', 50 * MB) });
    // 50 MB of content is about 67 MB of base64: stopped there, not read to the end.
    expect(body.pulled()).toBeLessThan(70 * MB);
    // Never held whole: the 67 MB read stayed far below that in the heap.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(40 * MB);
    expect(await stagedUploads(t)).toEqual([]);
  });
});

describe('upload bytes per address (small limits)', () => {
  // PDF 4000 bytes: base64 ≈ 5,600 characters, so an address may send about 11 kB before the staff check.
  const c = useFileTests({ fileLimits: { pdf: 4000, image: 1000 } });

  const anonymousPost = (address: string, size: number) => {
    const body = lazyBody('file=', size);
    return c.t.app
      .inject({
        method: 'POST',
        url: '/api/files/upload',
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.stream,
      })
      .then((response) => ({ status: response.statusCode, pulled: body.pulled() }));
  };

  it('counts what an address sent before being known, and refuses it (429) before reading once its budget is spent', async () => {
    const address = '10.41.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await anonymousPost(address, 10 * MB)).status);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 413 || status === 401 || status === 429)).toBe(true);
    const refused = await anonymousPost(address, 10 * MB);
    expect(refused.status).toBe(429);
    // Refused in the pre-handler: at most the generator's first read-ahead, none of it used.
    expect(refused.pulled).toBeLessThan(512 * 1024);

    // Another address, and staff with the header token on the same address, still upload.
    const png = uniquePng();
    const other = await c.t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      remoteAddress: '10.41.0.2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ file: png.toString('base64'), AuthToken: c.accounts.Admin.token }).toString(),
    });
    expect(other.statusCode).toBe(200);
  });

  it('gives staff back the bytes of their file-first uploads, so they never run out', async () => {
    const address = '10.41.0.3';
    for (let i = 0; i < 5; i += 1) {
      const pdf = await makePdf([`budget ${i}`]);
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          file: pdf.toString('base64'),
          filename: `b${i}.pdf`,
          AuthToken: c.accounts.Instructor.token,
          requestType: 'postData',
        }).toString(),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses a text field longer than 8 kB with 400', async () => {
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      remoteAddress: '10.41.0.4',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `filename=${'a'.repeat(9000)}&file=AAAA`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the streaming readers', () => {
  async function readForm(chunks: string[]) {
    const fields: [string, string][] = [];
    let file = '';
    await readUrlencodedForm(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), {
      onField: (name, value) => {
        fields.push([name, value]);
        return Promise.resolve();
      },
      onFile: async (content) => {
        for await (const chunk of content) file += (chunk as Buffer).toString('latin1');
      },
    });
    return { fields, file };
  }

  it('reads urlencoded fields like URLSearchParams, whatever the chunk boundaries', async () => {
    const text = new URLSearchParams({ a: 'x y+z', file: 'ab+/=%', 'we ird': 'ü&=' }).toString() + '&empty&=v';
    const expected = [...new URLSearchParams(text)].filter(([name]) => name !== 'file');
    for (let size = 1; size <= text.length; size += 3) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      const { fields, file } = await readForm(chunks);
      expect(fields).toEqual(expected);
      expect(file).toBe('ab+/=%');
    }
  });

  it('decodes base64 in any chunking, with a data URL prefix, spaces for plus signs and line breaks', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 37) % 256));
    const text = `data:application/pdf;base64,${bytes
      .toString('base64')
      .replaceAll('+', ' ')
      .replace(/(.{60})/g, '$1\r\n')}`;
    for (const size of [1, 2, 3, 5, 7, 64, text.length]) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      const out: Buffer[] = [];
      for await (const chunk of Readable.from(chunks).pipe(createBase64Decoder())) out.push(chunk as Buffer);
      expect(Buffer.concat(out).equals(bytes)).toBe(true);
    }
  });

  it('refuses text that is not base64', async () => {
    const decode = async (text: string) => {
      for await (const chunk of Readable.from([text]).pipe(createBase64Decoder())) void chunk;
    };
    await expect(decode('abc$def')).rejects.toMatchObject({ statusCode: 400 });
    await expect(decode('data:text/plain,hello')).rejects.toMatchObject({ statusCode: 400 });
    await expect(decode('QQ==QQ')).rejects.toMatchObject({ statusCode: 400 });
  });
});
