import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { courseLectures, courses, fileUploaders, files, notes, pyqs, videos } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/** The callers every authorization test goes through. */
export const CALLERS = ['anonymous', 'Student', 'Instructor owner', 'Instructor non-owner', 'Admin'] as const;
export type Caller = (typeof CALLERS)[number];

export interface Accounts {
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  ids: Record<Exclude<Caller, 'anonymous'>, string>;
  headers(caller: Caller): Record<string, string>;
}

const ACCOUNTS = [
  { caller: 'Student', role: 'Student' },
  { caller: 'Instructor owner', role: 'Instructor' },
  { caller: 'Instructor non-owner', role: 'Instructor' },
  { caller: 'Admin', role: 'Admin' },
] as const;

/** One account per caller, logged in. */
export async function createAccounts(t: TestApp): Promise<Accounts> {
  const tokens = {} as Accounts['tokens'];
  const ids = {} as Accounts['ids'];
  for (const [index, { caller, role }] of ACCOUNTS.entries()) {
    const email = `user${index}@college.example.edu`;
    const password = `${role} password ${index}`;
    const user = await t.app.auth.createAccount({ role, email, username: caller, password });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: email, Password: password },
    });
    tokens[caller] = login.json<{ token: string }>().token;
    ids[caller] = user._id;
  }
  return {
    tokens,
    ids,
    headers: (caller): Record<string, string> => (caller === 'anonymous' ? {} : { AuthToken: tokens[caller] }),
  };
}

/**
 * A `files` row of `kind` (the upload itself is the files module's business), recorded as uploaded by
 * each of `uploaderIds` (only they, Admins, and who may see an item using it can attach it).
 */
export async function insertStoredFile(
  t: TestApp,
  kind: 'pdf' | 'image',
  uploaderIds: readonly string[] = [],
): Promise<string> {
  const id = randomBytes(32).toString('hex');
  await t.database.db
    .insert(files)
    .values({ id, kind, mimeType: kind === 'pdf' ? 'application/pdf' : 'image/png', size: 1 });
  if (uploaderIds.length > 0) {
    await t.database.db.insert(fileUploaders).values(uploaderIds.map((userId) => ({ fileId: id, userId })));
  }
  return id;
}

type Common = {
  ownerId?: string | null;
  title?: string;
  category?: 'sciTechnology' | 'commerce' | 'artscivils';
  status?: 'public' | 'draft' | 'archived';
  isPublic?: boolean;
  createdAt?: Date;
};

/**
 * Rows straight into the database, for setups the API would take many calls to build. Each call
 * returns once the app has heard of its rows (the change feed), as it would after an API call.
 */
export function createSeeder(t: TestApp, fileIds: { pdf: string; image: string }) {
  const db = t.database.db;
  const heard = async <T>(ids: T): Promise<T> => {
    await t.app.changeFeed.sync();
    return ids;
  };
  const base = (row: Common) => ({
    ownerId: row.ownerId ?? null,
    title: row.title ?? 'An item',
    category: row.category ?? 'sciTechnology',
    status: row.status ?? 'public',
    isPublic: row.isPublic ?? true,
    ...(row.createdAt ? { createdAt: row.createdAt, updatedAt: row.createdAt } : {}),
  });
  return {
    async notes(rows: Common[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insert(notes)
        .values(rows.map((row) => ({ ...base(row), professor: 'Prof', fileId: fileIds.pdf })))
        .returning({ id: notes.id });
      return heard(inserted.map((row) => row.id));
    },
    async pyqs(rows: Common[]): Promise<string[]> {
      const inserted = await db
        .insert(pyqs)
        .values(rows.map((row) => ({ ...base(row), year: 2024, subject: 'Maths', fileId: fileIds.pdf })))
        .returning({ id: pyqs.id });
      return heard(inserted.map((row) => row.id));
    },
    async videos(rows: Common[]): Promise<string[]> {
      const inserted = await db
        .insert(videos)
        .values(rows.map((row) => ({ ...base(row), fileUrl: 'dQw4w9WgXcQ' })))
        .returning({ id: videos.id });
      return heard(inserted.map((row) => row.id));
    },
    async courses(rows: Common[], lectures: { title: string; videoUrl: string }[] = []): Promise<string[]> {
      const inserted = await db
        .insert(courses)
        .values(
          rows.map((row) => ({
            ...base(row),
            mentor: 'Mentor',
            price: 999,
            courseImage: fileIds.image,
            trialVideo: 'https://youtu.be/dQw4w9WgXcQ',
          })),
        )
        .returning({ id: courses.id });
      const ids = inserted.map((row) => row.id);
      if (lectures.length > 0) {
        await db
          .insert(courseLectures)
          .values(ids.flatMap((courseId) => lectures.map((lecture, position) => ({ courseId, position, ...lecture }))));
      }
      return heard(ids);
    },
  };
}
export type Seeder = ReturnType<typeof createSeeder>;

/** What a content test file starts from: a fresh app, one logged-in account per caller, a stored PDF and image, a seeder. */
export interface ContentTests {
  t: TestApp;
  accounts: Accounts;
  seed: Seeder;
  pdf: string;
  image: string;
}

export async function openContentTests(): Promise<ContentTests> {
  const t = await createTestApp();
  const accounts = await createAccounts(t);
  // Both Instructors uploaded these bytes, so either may attach them.
  const uploaders = [accounts.ids['Instructor owner'], accounts.ids['Instructor non-owner']];
  const pdf = await insertStoredFile(t, 'pdf', uploaders);
  const image = await insertStoredFile(t, 'image', uploaders);
  return { t, accounts, seed: createSeeder(t, { pdf, image }), pdf, image };
}

/** Closes the app once background PDF text extraction has finished. */
export async function closeContentTests(t: TestApp): Promise<void> {
  await t.app.files.whenIdle();
  await t.close();
}

/**
 * Opens the content tests before a file's tests and closes them after the last: the returned object is
 * filled in before the first test runs, and `setUp` may add to the file's set-up once it is.
 */
export function useContentTests(setUp?: (opened: ContentTests) => void | Promise<void>): ContentTests {
  const opened = {} as ContentTests;
  beforeAll(async () => {
    Object.assign(opened, await openContentTests());
    await setUp?.(opened);
  });
  afterAll(async () => {
    if ('t' in opened) await closeContentTests(opened.t);
  });
  return opened;
}

/** What the content routes' plain answers hold, as far as tests read them. */
export interface ContentAnswer {
  success: boolean;
  message: string;
  data: { _id: string; [field: string]: unknown };
  notesData: { _id: string }[];
}
