import { randomBytes } from 'node:crypto';
import { count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@prepshelf/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { courses, notes, pyqs, users, videos, type User } from '../db/schema/index.ts';
import { DEMO_COURSES, DEMO_NOTES, DEMO_PYQS, DEMO_VIDEOS } from './demo-content.ts';
import { makeStudyPdf } from './demo-pdf.ts';
import { makeThumbnailPng } from './demo-png.ts';

/** The demo accounts; their e-mails mark a database as seeded. */
export const DEMO_ACCOUNTS = [
  { role: 'Admin', email: 'demo.admin@prepshelf.example.com', username: 'Demo Admin' },
  { role: 'Instructor', email: 'demo.instructor@prepshelf.example.com', username: 'Demo Instructor' },
  { role: 'Student', email: 'demo.student@prepshelf.example.com', username: 'Demo Student' },
] as const satisfies readonly { role: Role; email: string; username: string }[];

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
}

export interface SeedSummary {
  accounts: DemoAccount[];
  notes: number;
  pyqs: number;
  videos: number;
  courses: number;
}

/** 18 random bytes: a 24-character password that no one has to type often. */
const generatePassword = () => randomBytes(18).toString('base64url');

async function countRows(db: Db) {
  const counted = await Promise.all(
    [notes, pyqs, videos, courses].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0),
  );
  return counted.reduce((sum, n) => sum + n, 0);
}

/**
 * Contract §1: SEED_DEMO=true seeds unless the demo accounts exist; unset seeds only an empty
 * database (no content, and no users but the ADMIN_EMAIL account created at this very start).
 */
export async function shouldSeedDemo(db: Db, config: Pick<Config, 'seedDemo' | 'admin'>): Promise<boolean> {
  if (config.seedDemo === false) return false;
  const [demoAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[0].email))
    .limit(1);
  if (demoAdmin !== undefined) return false;
  if (config.seedDemo === true) return true;
  const otherUsers = config.admin === undefined ? undefined : ne(users.email, config.admin.email.toLowerCase());
  const [userCount] = await db.select({ n: count() }).from(users).where(otherUsers);
  return (userCount?.n ?? 0) === 0 && (await countRows(db)) === 0;
}

/**
 * Fills the database with the demo library through the real routes and services: accounts, notes
 * and PYQs as generated PDFs (their text extracted for search), videos, courses with lectures and
 * generated thumbnails, a few drafts, and some items in the demo Student's My Learning. Returns
 * undefined when another process seeded first. Waits until the PDFs' text is indexed.
 */
export async function seedDemo(app: FastifyInstance): Promise<SeedSummary | undefined> {
  const db = app.database.db;
  const accounts: DemoAccount[] = [];
  const ids = {} as Record<Role, string>;
  for (const account of DEMO_ACCOUNTS) {
    const password = generatePassword();
    try {
      const created = await app.auth.createAccount({ ...account, password });
      ids[account.role] = created._id;
    } catch (error) {
      // The demo accounts already exist: another instance is seeding or has seeded.
      if ((error as { statusCode?: number }).statusCode === 409 && account.role === 'Admin') return undefined;
      throw error;
    }
    accounts.push({ role: account.role, email: account.email, password });
  }

  const tokens = {} as Record<Role, string>;
  for (const account of accounts) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: account.email, Password: account.password },
    });
    if (login.statusCode !== 200) throw new Error(`demo login failed: ${login.body}`);
    tokens[account.role] = login.json<{ token: string }>().token;
  }
  const uploaders = new Map<Role, User>();
  for (const role of ['Admin', 'Instructor'] as const) {
    const [user] = await db.select().from(users).where(eq(users.id, ids[role]));
    uploaders.set(role, user!);
  }

  const ownerOf = (item: { isAdminOwned?: boolean }): 'Admin' | 'Instructor' =>
    item.isAdminOwned === true ? 'Admin' : 'Instructor';

  async function storeFile(owner: 'Admin' | 'Instructor', bytes: Buffer, name: string, kind: 'pdf' | 'image') {
    const staged = await app.files.service.stage(bytes);
    const saved = await app.files.service.saveUpload(staged, {
      uploader: uploaders.get(owner)!,
      originalName: name,
      kind,
    });
    return saved.fileId;
  }

  async function post(role: Role, url: string, payload: object): Promise<string> {
    const response = await app.inject({ method: 'POST', url, headers: { AuthToken: tokens[role] }, payload });
    if (response.statusCode !== 201 && response.statusCode !== 200) {
      throw new Error(`demo content: ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json<{ data?: { _id: string } }>().data?._id ?? '';
  }

  const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const learning: { contentId: string; contentType: 'Note' | 'PYQ' | 'Video' }[] = [];

  for (const note of DEMO_NOTES) {
    const owner = ownerOf(note);
    const fileId = await storeFile(owner, await makeStudyPdf(note.title, note.pages), `${slug(note.title)}.pdf`, 'pdf');
    const { pages: _pages, isAdminOwned: _owner, ...fields } = note;
    const id = await post(owner, '/api/content/addNotes', { ...fields, fileUrl: fileId });
    if (note.status === undefined && learning.filter((item) => item.contentType === 'Note').length < 2) {
      learning.push({ contentId: id, contentType: 'Note' });
    }
  }
  for (const pyq of DEMO_PYQS) {
    const owner = ownerOf(pyq);
    const title = `${pyq.title} ${pyq.year}`;
    const fileId = await storeFile(owner, await makeStudyPdf(title, pyq.pages), `${slug(title)}.pdf`, 'pdf');
    const { pages: _pages, isAdminOwned: _owner, ...fields } = pyq;
    const id = await post(owner, '/api/content/addPYQ', { ...fields, fileUrl: fileId });
    if (pyq.status === undefined && !learning.some((item) => item.contentType === 'PYQ')) {
      learning.push({ contentId: id, contentType: 'PYQ' });
    }
  }
  for (const video of DEMO_VIDEOS) {
    const { youtubeId, isAdminOwned: _owner, ...fields } = video;
    const id = await post(ownerOf(video), '/api/content/addVideo', { ...fields, fileUrl: youtubeId });
    if (video.status === undefined && !learning.some((item) => item.contentType === 'Video')) {
      learning.push({ contentId: id, contentType: 'Video' });
    }
  }
  for (const course of DEMO_COURSES) {
    const owner = ownerOf(course);
    const image = await storeFile(
      owner,
      makeThumbnailPng(320, 180, course.colours[0], course.colours[1]),
      `${slug(course.title)}.png`,
      'image',
    );
    const { colours: _colours, isAdminOwned: _owner, ...fields } = course;
    const offerPrice = Math.round(course.price * (1 - course.offerPercent / 100));
    await post(owner, '/api/content/addCourse', { ...fields, offerPrice, courseImage: image });
  }
  for (const item of learning) await post('Student', '/api/content/addInMylearning', item);

  for (const role of Object.keys(tokens) as Role[]) {
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { AuthToken: tokens[role] } });
  }
  await app.files.whenIdle();
  return {
    accounts,
    notes: DEMO_NOTES.length,
    pyqs: DEMO_PYQS.length,
    videos: DEMO_VIDEOS.length,
    courses: DEMO_COURSES.length,
  };
}

/** The one block that shows the demo passwords; they are never shown again. */
export function formatDemoAccounts(accounts: readonly DemoAccount[]): string {
  const lines = accounts.map(
    (account) => `  ${account.role.padEnd(11)} ${account.email.padEnd(40)} ${account.password}`,
  );
  return [
    'Demo content added. Demo accounts (these passwords are shown only this once):',
    `  ${'Role'.padEnd(11)} ${'E-mail'.padEnd(40)} Password`,
    ...lines,
  ].join('\n');
}

/** Seeds the demo library when the configuration asks for it (see shouldSeedDemo); call after `ready`. */
export async function seedDemoIfWanted(app: FastifyInstance, config: Config): Promise<void> {
  if (!(await shouldSeedDemo(app.database.db, config))) return;
  app.log.info('adding demo content (SEED_DEMO)');
  const summary = await seedDemo(app);
  if (summary === undefined) return;
  app.log.info(
    {
      demoAccounts: summary.accounts,
      notes: summary.notes,
      pyqs: summary.pyqs,
      videos: summary.videos,
      courses: summary.courses,
    },
    formatDemoAccounts(summary.accounts),
  );
}
