import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createFileStore, storageKeyOf, type FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { startS3TestServer, type S3TestServer } from '../../test/support/s3-server.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The one behaviour every FileStore implementation must have. */
function describeFileStoreContract(name: string, open: () => Promise<{ store: FileStore; scratch: string }>) {
  describe(`the ${name} file store`, () => {
    let store: FileStore;
    let scratch: string;
    beforeAll(async () => {
      ({ store, scratch } = await open());
    });
    afterAll(async () => {
      await store.close();
    });

    const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz'.repeat(100));
    const key = storageKeyOf(sha(bytes));

    it('keeps a buffer and gives the same bytes and size back', async () => {
      await store.put(key, bytes, { contentType: 'application/pdf', size: bytes.length });
      const object = await store.get(key);
      expect(object?.size).toBe(bytes.length);
      expect((await readAll(object!.stream)).equals(bytes)).toBe(true);
    });

    it('keeps a stream written in several chunks', async () => {
      const streamed = Buffer.from('streamed content '.repeat(5000));
      const streamKey = storageKeyOf(sha(streamed));
      const chunks = [streamed.subarray(0, 1000), streamed.subarray(1000, 50_000), streamed.subarray(50_000)];
      await store.put(streamKey, Readable.from(chunks), { contentType: 'image/png', size: streamed.length });
      expect((await readAll((await store.get(streamKey))!.stream)).equals(streamed)).toBe(true);
    });

    it('keeps the content of a file on disk', async () => {
      const onDisk = Buffer.from('from a staged upload');
      const filePath = path.join(scratch, 'staged-upload');
      await writeFile(filePath, onDisk);
      const fileKey = storageKeyOf(sha(onDisk));
      await store.putFile(fileKey, filePath, { contentType: 'application/pdf', size: onDisk.length });
      expect((await readAll((await store.get(fileKey))!.stream)).toString()).toBe('from a staged upload');
    });

    it('gives one inclusive byte range and still reports the whole size', async () => {
      const object = await store.get(key, { start: 10, end: 19 });
      expect(object?.size).toBe(bytes.length);
      expect((await readAll(object!.stream)).toString()).toBe('abcdefghij');
    });

    it('gives the last byte as a range of one byte', async () => {
      const object = await store.get(key, { start: bytes.length - 1, end: bytes.length - 1 });
      expect((await readAll(object!.stream)).toString()).toBe('z');
    });

    it('says whether an object exists', async () => {
      expect(await store.exists(key)).toBe(true);
      expect(await store.exists(storageKeyOf('f'.repeat(64)))).toBe(false);
    });

    it('answers undefined for a missing object', async () => {
      expect(await store.get(storageKeyOf('e'.repeat(64)))).toBeUndefined();
    });

    it('replaces an object written again under the same key', async () => {
      const replaceKey = storageKeyOf('d'.repeat(64));
      await store.put(replaceKey, Buffer.from('first'), { contentType: 'image/png', size: 5 });
      await store.put(replaceKey, Buffer.from('second'), { contentType: 'image/png', size: 6 });
      expect((await readAll((await store.get(replaceKey))!.stream)).toString()).toBe('second');
    });

    it('deletes an object, and deleting a missing one is no error', async () => {
      const deleteKey = storageKeyOf('c'.repeat(64));
      await store.put(deleteKey, Buffer.from('gone soon'), { contentType: 'image/png', size: 9 });
      await store.delete(deleteKey);
      expect(await store.exists(deleteKey)).toBe(false);
      await expect(store.delete(deleteKey)).resolves.toBeUndefined();
    });
  });
}

let scratch: string;
let s3: S3TestServer;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'prepshelf-store-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.stop();
  await rm(scratch, { recursive: true, force: true });
});

describeFileStoreContract('local disk', () =>
  Promise.resolve({ store: createLocalFileStore(path.join(scratch, 'files')), scratch }),
);

describeFileStoreContract('S3', () => {
  const config = loadConfig({ DATA_DIR: scratch, ...s3.env });
  if (config.files.store !== 's3') throw new Error('expected the S3 configuration');
  return Promise.resolve({ store: createS3FileStore(config.files), scratch });
});

describe('choosing and laying out the store', () => {
  it('FILE_STORE picks the local store by default and S3 when asked', () => {
    expect(createFileStore(loadConfig({ DATA_DIR: scratch }).files).kind).toBe('local');
    expect(createFileStore(loadConfig({ DATA_DIR: scratch, ...s3.env }).files).kind).toBe('s3');
  });

  it('keys are sharded by the first four hex digits of the hash', () => {
    expect(storageKeyOf('abcdef' + '0'.repeat(58))).toBe(`ab/cd/abcdef${'0'.repeat(58)}`);
  });

  it('the local store writes sharded files and leaves no temporary file behind', async () => {
    const dir = path.join(scratch, 'layout');
    const store = createLocalFileStore(dir);
    const bytes = Buffer.from('layout check');
    const hash = sha(bytes);
    await store.put(storageKeyOf(hash), Readable.from([bytes]), { contentType: 'image/png', size: bytes.length });
    expect(await readdir(path.join(dir, hash.slice(0, 2), hash.slice(2, 4)))).toEqual([hash]);
    expect(await readdir(path.join(dir, '.tmp'))).toEqual([]);
  });

  it('the local store refuses a key that would leave its directory', async () => {
    const store = createLocalFileStore(path.join(scratch, 'safe'));
    await expect(store.put('../escape', Buffer.from('x'), { contentType: 'image/png', size: 1 })).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});
