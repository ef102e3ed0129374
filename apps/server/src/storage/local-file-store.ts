import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store.types.ts';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * Files on local disk under `dir` (`$DATA_DIR/files`). Every write goes to a temporary file in
 * `dir/.tmp` first and is renamed into place, so a reader never sees half a file and a crash
 * leaves only a stray temporary file behind.
 */
export function createLocalFileStore(dir: string): FileStore {
  const tempDir = path.join(dir, '.tmp');

  function pathOf(key: string): string {
    // Keys are ours, but a key must never climb out of the store.
    if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(dir, ...key.split('/'));
  }

  async function moveIntoPlace(tempPath: string, key: string): Promise<void> {
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
  }

  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      const stats = await stat(pathOf(key));
      return stats.isFile() ? stats.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  return {
    kind: 'local',

    async put(key, body) {
      pathOf(key);
      await mkdir(tempDir, { recursive: true });
      const tempPath = path.join(tempDir, randomUUID());
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          createWriteStream(tempPath, { flags: 'wx' }),
        );
        await moveIntoPlace(tempPath, key);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
    },

    async putFile(key, filePath) {
      pathOf(key);
      try {
        await moveIntoPlace(filePath, key);
      } catch (error) {
        // Another file system: copy next to the target, then rename atomically.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await mkdir(tempDir, { recursive: true });
        const tempPath = path.join(tempDir, randomUUID());
        try {
          await copyFile(filePath, tempPath);
          await moveIntoPlace(tempPath, key);
        } catch (copyError) {
          await rm(tempPath, { force: true });
          throw copyError;
        }
      }
    },

    async get(key, range) {
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return { stream, size };
    },

    async exists(key) {
      return (await sizeOf(key)) !== undefined;
    },

    async hasAnyObject() {
      // Any file below `dir` but in `.tmp` (a stray upload is no object).
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      return entries.some(
        (entry) => entry.isFile() && !path.relative(dir, entry.parentPath).split(path.sep).includes('.tmp'),
      );
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    close: () => Promise.resolve(),
  };
}
