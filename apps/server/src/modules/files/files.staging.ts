import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_MESSAGES, type FileKind } from '@prepshelf/contract';
import { AppError, badRequest } from '../../lib/errors.ts';
import { detectFileType, MAGIC_BYTES_NEEDED, type DetectedType } from './files.magic.ts';

/** An upload written to a temporary file, hashed and typed, not yet in the store. */
export interface StagedFile {
  tempPath: string;
  sha256: string;
  size: number;
  type: DetectedType;
}

export type FileSizeLimits = Record<FileKind, number>;

export const notAccepted = () => new AppError(415, FILE_MESSAGES.notAccepted);
export const tooLarge = (kind: FileKind, limit: number) => new AppError(413, FILE_MESSAGES.tooLarge(kind, limit));

/**
 * Streams an upload to a temporary file in `tempDir` while hashing it, so that even a 50 MB PDF is
 * never held in memory. The type comes from the first bytes; bytes of no accepted type stop the
 * upload at once (415), and so does passing the limit of the type (413). On any failure the
 * temporary file is removed.
 */
export async function stageUpload(
  source: Readable | Buffer,
  options: { tempDir: string; limits: FileSizeLimits },
): Promise<StagedFile> {
  await mkdir(options.tempDir, { recursive: true });
  // The process id in the name lets a later start tell a dead process's leftovers from a live one's uploads.
  const tempPath = path.join(options.tempDir, `upload-${process.pid}-${randomUUID()}`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let type: DetectedType | undefined;

  const decide = () => {
    type = detectFileType(head);
    if (type === undefined) throw notAccepted();
  };

  async function* inspect(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      if (type === undefined && head.length < MAGIC_BYTES_NEEDED) {
        head = Buffer.concat([head, chunk.subarray(0, MAGIC_BYTES_NEEDED - head.length)]);
        if (head.length >= MAGIC_BYTES_NEEDED) decide();
      }
      size += chunk.length;
      if (type !== undefined && size > options.limits[type.kind]) throw tooLarge(type.kind, options.limits[type.kind]);
      hash.update(chunk);
      yield chunk;
    }
    if (size === 0) throw badRequest(FILE_MESSAGES.emptyFile);
    if (type === undefined) decide();
    // A short file decided only at its end must still respect its limit.
    if (type !== undefined && size > options.limits[type.kind]) throw tooLarge(type.kind, options.limits[type.kind]);
  }

  // Created before streaming, so that the file exists by the time a failure removes it (a write
  // stream opening lazily could otherwise create it after the cleanup).
  const handle = await open(tempPath, 'wx');
  try {
    const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
    await pipeline(input, inspect, handle.createWriteStream());
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(tempPath, { force: true });
    throw error;
  }
  if (type === undefined) throw notAccepted();
  return { tempPath, sha256: hash.digest('hex'), size, type };
}

/** Removes a staged file that was not moved into the store. */
export async function discardStaged(staged: StagedFile): Promise<void> {
  await rm(staged.tempPath, { force: true });
}

/** The longest base64 text whose content fits in `bytes` (with room for a data URL prefix). */
export const base64LengthFor = (bytes: number): number => Math.ceil(bytes / 3) * 4 + 256;

/** True when a process with this id exists (EPERM: it exists but belongs to another user). */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes staged uploads a crash left behind, at start: those of a process that no longer runs (or
 * of an earlier process with this one's id, as in a container where the server is always pid 1), and
 * any older than `maxAgeMs` (names without a process id come from older releases). Uploads in
 * progress in another live process on the same directory are kept. Resolves with how many it removed.
 */
export async function removeStaleUploads(tempDir: string, now: Date, maxAgeMs = 60 * 60 * 1000): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tempDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((entry) => entry.startsWith('upload-'))) {
    const filePath = path.join(tempDir, name);
    const pid = /^upload-(\d+)-/.exec(name)?.[1];
    const isLeftOver = pid !== undefined && (Number(pid) === process.pid || !isProcessAlive(Number(pid)));
    const stats = isLeftOver ? undefined : await stat(filePath).catch(() => undefined);
    if (isLeftOver || (stats && now.getTime() - stats.mtimeMs > maxAgeMs)) {
      await rm(filePath, { force: true });
      removed += 1;
    }
  }
  return removed;
}
