import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  courses,
  fileUploaders,
  files,
  notes,
  pdfPages,
  pyqs,
  readingProgress,
  type StoredFile,
  type User,
} from '../../db/schema/index.ts';
import type { FileUsage } from '@prepshelf/contract';
import { visibleTo } from '../content/content.items.ts';

export type NewStoredFile = typeof files.$inferInsert;

/** An item that uses a file, with what is needed to decide who may see it. */
export interface FileUsageRow {
  type: 'note' | 'pyq' | 'course';
  id: string;
  title: string;
  ownerId: string | null;
  status: 'public' | 'draft' | 'archived';
  isPublic: boolean;
}

/** How a file is used, seen from one user, computed in one query. */
export interface FileAccessRow {
  file: StoredFile;
  /** Some note, PYQ or course uses it. */
  isUsed: boolean;
  /** Some public note or PYQ uses it. */
  isPublicUse: boolean;
  /** Some note or PYQ owned by the user uses it. */
  isOwnUse: boolean;
  /** The user uploaded these bytes (first or again). */
  isUploader: boolean;
}

/** Rows per insert when saving the pages of a long PDF. */
const PAGE_INSERT_CHUNK = 200;

/** Every query of the files module. `db` may be a transaction. */
export function createFilesRepository() {
  return {
    /**
     * Deletes an image row that no profile and no course uses any more (a replaced or deleted profile
     * photo); true when it was deleted. Content-addressed files are shared, hence the checks.
     */
    async deleteUnusedImage(db: Db, id: string): Promise<boolean> {
      const deleted = await db.execute(sql`
        delete from files f
        where f.id = ${id} and f.kind = 'image'
          and not exists (select 1 from users u where u.profile = ${`/api/files/${id}`})
          and not exists (select 1 from courses c where c.course_image = f.id)
        returning f.id`);
      const rows = Array.isArray(deleted) ? deleted : (deleted as { rows: unknown[] }).rows;
      return rows.length === 1;
    },

    async findFile(db: Db, id: string): Promise<StoredFile | undefined> {
      const [file] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return file;
    },

    /** Inserts unless a row with the same id exists; undefined means it did. */
    async insertFile(db: Db, file: NewStoredFile): Promise<StoredFile | undefined> {
      const [created] = await db.insert(files).values(file).onConflictDoNothing({ target: files.id }).returning();
      return created;
    },

    async findFileAccess(db: Db, id: string, userId: string | null): Promise<FileAccessRow | undefined> {
      // Written out by hand: drizzle leaves column names unqualified in select fields, and "id"
      // would then mean the item's id inside these subqueries.
      const used = (table: 'notes' | 'pyqs', condition: ReturnType<typeof sql>) =>
        sql`exists (select 1 from ${sql.identifier(table)} u where u.file_id = "files"."id" and ${condition})`;
      const isPublic = sql`u.status = 'public' and u.is_public`;
      const isOwn = userId === null ? sql`false` : sql`u.owner_id = ${userId}`;
      const [row] = await db
        .select({
          file: files,
          isUsed: sql<boolean>`(${used('notes', sql`true`)} or ${used('pyqs', sql`true`)} or exists (select 1 from courses c where c.course_image = "files"."id"))`,
          isPublicUse: sql<boolean>`(${used('notes', isPublic)} or ${used('pyqs', isPublic)})`,
          isOwnUse: sql<boolean>`(${used('notes', isOwn)} or ${used('pyqs', isOwn)})`,
          isUploader:
            userId === null
              ? sql<boolean>`false`
              : sql<boolean>`exists (select 1 from file_uploaders fu where fu.file_id = "files"."id" and fu.user_id = ${userId})`,
        })
        .from(files)
        .where(eq(files.id, id))
        .limit(1);
      return row;
    },

    /** Records that `userId` uploaded the file's bytes (once per user). */
    async addUploader(db: Db, fileId: string, userId: string): Promise<void> {
      await db.insert(fileUploaders).values({ fileId, userId }).onConflictDoNothing();
    },

    async isUploader(db: Db, fileId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ fileId: fileUploaders.fileId })
        .from(fileUploaders)
        .where(and(eq(fileUploaders.fileId, fileId), eq(fileUploaders.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** Every note, PYQ and course that uses the file; with `viewer`, those the viewer may see (`visibleTo`). */
    async findUsage(db: Db, id: string, viewer?: Pick<User, 'id' | 'role'>): Promise<FileUsageRow[]> {
      const seen = (type: 'note' | 'pyq' | 'course') => (viewer === undefined ? undefined : visibleTo(type, viewer));
      const columns = (table: typeof notes | typeof pyqs | typeof courses) => ({
        id: table.id,
        title: table.title,
        ownerId: table.ownerId,
        status: table.status,
        isPublic: table.isPublic,
      });
      const [noteRows, pyqRows, courseRows] = await Promise.all([
        db
          .select(columns(notes))
          .from(notes)
          .where(and(eq(notes.fileId, id), seen('note')))
          .orderBy(asc(notes.createdAt)),
        db
          .select(columns(pyqs))
          .from(pyqs)
          .where(and(eq(pyqs.fileId, id), seen('pyq')))
          .orderBy(asc(pyqs.createdAt)),
        db
          .select(columns(courses))
          .from(courses)
          .where(and(eq(courses.courseImage, id), seen('course')))
          .orderBy(asc(courses.createdAt)),
      ]);
      return [
        ...noteRows.map((row) => ({ ...row, type: 'note' as const })),
        ...pyqRows.map((row) => ({ ...row, type: 'pyq' as const })),
        ...courseRows.map((row) => ({ ...row, type: 'course' as const })),
      ];
    },

    /**
     * The pages of a PDF whose stored text holds `words`, ascending. Compared without case and without
     * white space, as pdf.js's text items are joined with or without spaces: a page that matches too
     * loosely is only one more page the reader's find looks at.
     */
    async findPagesWithWords(db: Db, fileId: string, words: string): Promise<number[]> {
      const needle = words.replace(/\s+/g, '').toLowerCase();
      const rows = await db
        .select({ page: pdfPages.pageNumber })
        .from(pdfPages)
        .where(
          and(
            eq(pdfPages.fileId, fileId),
            sql`strpos(lower(regexp_replace(${pdfPages.text}, ${String.raw`\s+`}, '', 'g')), ${needle}) > 0`,
          ),
        )
        .orderBy(asc(pdfPages.pageNumber));
      return rows.map((row) => row.page);
    },

    /** The first note, then PYQ, using the file that `user` may see (visibleTo), oldest first. */
    async findVisibleItemOfFile(
      db: Db,
      fileId: string,
      user: Pick<User, 'id' | 'role'>,
    ): Promise<FileUsage | undefined> {
      for (const type of ['note', 'pyq'] as const) {
        const table = type === 'note' ? notes : pyqs;
        const [row] = await db
          .select({ id: table.id, title: table.title })
          .from(table)
          .where(and(eq(table.fileId, fileId), visibleTo(type, user)))
          .orderBy(asc(table.createdAt))
          .limit(1);
        if (row) return { type, _id: row.id, title: row.title };
      }
      return undefined;
    },

    async findPendingTextFileIds(db: Db): Promise<string[]> {
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.textStatus, 'pending'), eq(files.kind, 'pdf')))
        .orderBy(asc(files.createdAt));
      return rows.map((row) => row.id);
    },

    /** Replaces the pages of a PDF and marks its text done, atomically (a retry after a crash is safe). */
    async savePdfPages(db: Db, fileId: string, pages: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(pdfPages).where(eq(pdfPages.fileId, fileId));
        for (let start = 0; start < pages.length; start += PAGE_INSERT_CHUNK) {
          await tx.insert(pdfPages).values(
            pages.slice(start, start + PAGE_INSERT_CHUNK).map((text, index) => ({
              fileId,
              pageNumber: start + index + 1,
              text,
            })),
          );
        }
        await tx.update(files).set({ pageCount: pages.length, textStatus: 'done' }).where(eq(files.id, fileId));
      });
    },

    async markTextFailed(db: Db, fileId: string): Promise<void> {
      await db.update(files).set({ textStatus: 'failed' }).where(eq(files.id, fileId));
    },

    /** Stores the position unless the one stored was read later; answers whether it was stored. */
    async upsertReadingProgress(
      db: Db,
      progress: { userId: string; fileId: string; page: number; pageCount: number | null; updatedAt: Date },
    ): Promise<boolean> {
      const written = await db
        .insert(readingProgress)
        .values(progress)
        .onConflictDoUpdate({
          target: [readingProgress.userId, readingProgress.fileId],
          set: { page: progress.page, pageCount: progress.pageCount, updatedAt: progress.updatedAt },
          setWhere: lte(readingProgress.updatedAt, progress.updatedAt),
        })
        .returning({ page: readingProgress.page });
      return written.length > 0;
    },

    async findReadingProgress(db: Db, userId: string, fileIds: readonly string[]) {
      if (fileIds.length === 0) return [];
      return db
        .select({ fileId: readingProgress.fileId, page: readingProgress.page, pageCount: readingProgress.pageCount })
        .from(readingProgress)
        .where(and(eq(readingProgress.userId, userId), inArray(readingProgress.fileId, [...fileIds])));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
