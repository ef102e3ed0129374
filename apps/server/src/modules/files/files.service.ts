import type { Readable } from 'node:stream';
import {
  FILE_ID_PATTERN,
  FILE_MESSAGES,
  SERVER_MESSAGES,
  type FileKind,
  type FileUsage,
  type ReadingProgressBody,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { StoredFile, User } from '../../db/schema/index.ts';
import { storageKeyOf, type ByteRange, type FileStore, type StoredObject } from '../../storage/file-store.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import type { TextExtractionQueue } from './files.pdf-text.ts';
import { previewKeyOf } from './files.preview.ts';
import type { FileAccessRow, FilesRepository, FileUsageRow } from './files.repository.ts';
import { discardStaged, stageUpload, type FileSizeLimits, type StagedFile } from './files.staging.ts';

export interface UploadResult {
  fileId: string;
  kind: FileKind;
  isDuplicate: boolean;
  /** With a duplicate only: the items using the file that the uploader may see. */
  usedBy?: FileUsage[];
}

export interface ReadingProgress {
  page: number;
  pageCount: number | null;
  /** The file's size in bytes, when read through `findReadingProgress`. */
  size?: number;
}

/** Who attaches a file to an item: content addressing alone grants nothing. */
export type FileCaller = Pick<User, 'id' | 'role'>;

/** What other modules use (decorated as `app.files`). */
export interface FilesApi {
  /**
   * The stored file behind `reference` (a file id or a `/api/files/{id}` URL) when it is of `kind`
   * and, with a `caller`, when the caller may attach it (an Admin; or one who uploaded those bytes, or
   * may see an item already using them); otherwise throws a 415 AppError with `message` (by default a
   * sentence naming the kind wanted), the same answer as for a file that does not exist.
   */
  assertStoredFile: (reference: string, kind: FileKind, message?: string, caller?: FileCaller) => Promise<StoredFile>;
  /** Every note, PYQ and course that uses the file, whoever owns it. */
  findUsage: (reference: string) => Promise<FileUsage[]>;
  /** The file id inside a reference (a bare id or a URL ending in one), or undefined. */
  resolveFileId: (reference: string) => string | undefined;
  /** The saved reading position of one user in each of `fileIds` that has one. */
  findReadingProgressMany: (userId: string, fileIds: readonly string[]) => Promise<Map<string, ReadingProgress>>;
  /** Resolves when no PDF text extraction is queued or running (tests, seeding). */
  whenIdle: () => Promise<void>;
}

export interface FilesService extends FilesApi {
  /** Streams an upload into a temporary file (hash, type and limits checked on the way). */
  stage(source: Readable | Buffer): Promise<StagedFile>;
  discard(staged: StagedFile): Promise<void>;
  /** Moves a staged upload into the store (once per content) and records it. */
  saveUpload(
    staged: StagedFile,
    input: { uploader: User; originalName: string | undefined; kind: FileKind | undefined },
  ): Promise<UploadResult>;
  /** The file when `user` may read it: 404 when unknown or hidden from the user, 401 for a PDF and no user. */
  findReadableFile(user: User | undefined, reference: string): Promise<StoredFile>;
  /** The bytes of a readable file, or one range of them. */
  openContent(file: StoredFile, range?: ByteRange): Promise<StoredObject>;
  /** The first-page image of a PDF the user may read: 404 when the file is not a PDF or has none yet. */
  openPreview(user: User | undefined, reference: string): Promise<StoredObject>;
  saveReadingProgress(user: User, reference: string, body: ReadingProgressBody): Promise<ReadingProgress>;
  /** Removes an image (row and bytes) that no profile or course uses any more; a reference to anything else is ignored. */
  removeUnusedImage(reference: string): Promise<boolean>;
  findReadingProgress(user: User, reference: string): Promise<ReadingProgress>;
  /** The pages of a PDF the user may read whose stored text holds `words`; `hasText` false before it is read. */
  findPagesWithWords(user: User | undefined, reference: string, words: string): Promise<FilePageFind>;
  /** An item using a PDF the user may read that the user may also see, or null. */
  findItemOfFile(user: User | undefined, reference: string): Promise<FileUsage | null>;
}

export interface FilePageFind {
  pages: number[];
  hasText: boolean;
}

export interface FilesServiceDeps {
  db: Db;
  repository: FilesRepository;
  store: FileStore;
  extraction: TextExtractionQueue;
  limits: FileSizeLimits;
  /** Where uploads are staged; on the store's file system for the local store, so a rename moves them. */
  tempDir: string;
  clock: Clock;
}

const MAX_NAME_LENGTH = 200;
const CONTROL_CHARACTERS = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]`,
  'g',
);

/** The last path segment of a client's file name, without control characters, at most 200 characters. */
export function sanitizeOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  return base.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
}

const toUsage = (item: FileUsageRow): FileUsage => ({ type: item.type, _id: item.id, title: item.title });

export function createFilesService(deps: FilesServiceDeps): FilesService {
  const { db, repository, store, extraction, clock } = deps;

  function resolveFileId(reference: string): string | undefined {
    const candidate = reference.trim().split(/[?#]/, 1)[0]?.split('/').pop()?.toLowerCase() ?? '';
    return FILE_ID_PATTERN.test(candidate) ? candidate : undefined;
  }

  /**
   * Who may read a PDF: an Admin; an Instructor who uploaded its bytes; anyone who may see a note or
   * PYQ using it, by the content's one rule (`visibleTo`). Knowing a file id (the SHA-256 of its
   * bytes) is not enough.
   */
  async function canReadPdf(user: User, access: FileAccessRow): Promise<boolean> {
    if (user.role === 'Admin' || access.isPublicUse) return true;
    if (user.role === 'Instructor' && (access.isOwnUse || access.isUploader)) return true;
    if (!access.isUsed) return false;
    return (await repository.findUsage(db, access.file.id, user)).some((item) => item.type !== 'course');
  }

  async function findReadableFile(user: User | undefined, reference: string): Promise<StoredFile> {
    const id = resolveFileId(reference);
    // A malformed id is simply an id that does not exist.
    if (id === undefined || id !== reference.toLowerCase()) throw notFound(FILE_MESSAGES.notFound);
    const access = await repository.findFileAccess(db, id, user?.id ?? null);
    if (!access) throw notFound(FILE_MESSAGES.notFound);
    if (access.file.kind === 'image') return access.file;
    if (!user) throw unauthorized(SERVER_MESSAGES.notLoggedIn);
    if (!(await canReadPdf(user, access))) throw notFound(FILE_MESSAGES.notFound);
    return access.file;
  }

  const stage = (source: Readable | Buffer) => stageUpload(source, { tempDir: deps.tempDir, limits: deps.limits });

  return {
    resolveFileId,
    stage,
    discard: discardStaged,

    async saveUpload(staged, input) {
      try {
        if (input.kind !== undefined && input.kind !== staged.type.kind) {
          throw new AppError(415, input.kind === 'pdf' ? FILE_MESSAGES.notPdf : FILE_MESSAGES.notImage);
        }
        const fileId = staged.sha256;
        const key = storageKeyOf(fileId);
        const putOptions = { contentType: staged.type.mimeType, size: staged.size };
        const duplicate = async (): Promise<UploadResult> => {
          // Heal a row whose object went missing (a store restored from an older backup).
          if (!(await store.exists(key))) await store.putFile(key, staged.tempPath, putOptions);
          const usedBy = (await repository.findUsage(db, fileId, input.uploader)).map(toUsage);
          return { fileId, kind: staged.type.kind, isDuplicate: true, usedBy };
        };

        if (await repository.findFile(db, fileId)) {
          await repository.addUploader(db, fileId, input.uploader.id);
          return await duplicate();
        }
        // The object first, then the row: a row never points at bytes that are not there.
        await store.putFile(key, staged.tempPath, putOptions);
        const created = await repository.insertFile(db, {
          id: fileId,
          kind: staged.type.kind,
          mimeType: staged.type.mimeType,
          size: staged.size,
          originalName: sanitizeOriginalName(input.originalName),
          uploadedBy: input.uploader.id,
          textStatus: staged.type.kind === 'pdf' ? 'pending' : 'none',
          createdAt: clock.now(),
        });
        await repository.addUploader(db, fileId, input.uploader.id);
        // The same bytes uploaded twice at the same moment: the other upload recorded them.
        if (!created) return await duplicate();
        if (created.kind === 'pdf') extraction.enqueue(created.id);
        return { fileId, kind: created.kind, isDuplicate: false };
      } finally {
        await discardStaged(staged);
      }
    },

    findReadableFile,

    async openContent(file, range) {
      const object = await store.get(storageKeyOf(file.id), range);
      if (!object) throw new AppError(500, SERVER_MESSAGES.internal, { cause: `stored object of ${file.id} missing` });
      return object;
    },

    async openPreview(user, reference) {
      const file = await findReadableFile(user, reference);
      const object = file.kind === 'pdf' ? await store.get(previewKeyOf(file.id)) : undefined;
      if (!object) throw notFound(FILE_MESSAGES.noPreview);
      return object;
    },

    async saveReadingProgress(user, reference, body) {
      const file = await findReadableFile(user, reference);
      if (file.kind !== 'pdf') throw badRequest(FILE_MESSAGES.progressPdfOnly);
      const pageCount = body.pageCount ?? file.pageCount;
      if (pageCount !== null && body.page > pageCount) throw badRequest(FILE_MESSAGES.pageBeyondEnd);
      // Progress made offline arrives late with the time it was read: the later position wins.
      const now = clock.now();
      const readAt = body.readAt === undefined ? now : new Date(Math.min(Date.parse(body.readAt), now.getTime()));
      const isStored = await repository.upsertReadingProgress(db, {
        userId: user.id,
        fileId: file.id,
        page: body.page,
        pageCount,
        updatedAt: readAt,
      });
      if (isStored) return { page: body.page, pageCount };
      const [kept] = await repository.findReadingProgress(db, user.id, [file.id]);
      return { page: kept?.page ?? body.page, pageCount: kept?.pageCount ?? pageCount };
    },

    async findReadingProgress(user, reference) {
      const file = await findReadableFile(user, reference);
      const [progress] = await repository.findReadingProgress(db, user.id, [file.id]);
      return { page: progress?.page ?? 0, pageCount: progress?.pageCount ?? file.pageCount, size: file.size };
    },

    async findPagesWithWords(user, reference, words) {
      const file = await findReadableFile(user, reference);
      if (file.kind !== 'pdf' || file.textStatus !== 'done') return { pages: [], hasText: false };
      return { pages: await repository.findPagesWithWords(db, file.id, words), hasText: true };
    },

    async findItemOfFile(user, reference) {
      const file = await findReadableFile(user, reference);
      // An image is open to everyone; only a PDF's reader asks which item it belongs to.
      if (file.kind !== 'pdf' || !user) return null;
      return (await repository.findVisibleItemOfFile(db, file.id, user)) ?? null;
    },

    async findReadingProgressMany(userId, fileIds) {
      const rows = await repository.findReadingProgress(db, userId, fileIds);
      return new Map(rows.map((row) => [row.fileId, { page: row.page, pageCount: row.pageCount }]));
    },

    async assertStoredFile(reference, kind, message, caller) {
      const refusal = () =>
        new AppError(415, message ?? (kind === 'pdf' ? FILE_MESSAGES.notPdf : FILE_MESSAGES.notImage));
      const id = resolveFileId(reference);
      const file = id === undefined ? undefined : await repository.findFile(db, id);
      if (!file || file.kind !== kind) throw refusal();
      if (caller === undefined || caller.role === 'Admin') return file;
      if (await repository.isUploader(db, file.id, caller.id)) return file;
      if ((await repository.findUsage(db, file.id, caller)).length === 0) throw refusal();
      return file;
    },

    async findUsage(reference) {
      const id = resolveFileId(reference);
      if (id === undefined) return [];
      return (await repository.findUsage(db, id)).map(toUsage);
    },

    async removeUnusedImage(reference) {
      if (!reference.startsWith('/api/files/')) return false;
      const id = resolveFileId(reference);
      if (id === undefined || !(await repository.deleteUnusedImage(db, id))) return false;
      await store.delete(storageKeyOf(id));
      return true;
    },

    whenIdle: () => extraction.whenIdle(),
  };
}
