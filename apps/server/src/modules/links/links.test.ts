import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS,
  closeContentTests,
  createSeeder,
  insertStoredFile,
  openContentTests,
  type ContentTests,
} from '../../../test/support/content.ts';

let c: ContentTests;
const files: Record<string, string> = {};
const courseIds: Record<string, string> = {};

beforeAll(async () => {
  c = await openContentTests();
  const owner = c.accounts.ids['Instructor owner'];
  for (const name of ['publicNote', 'publicPyq', 'draftNote', 'privateNote', 'shared', 'unused']) {
    files[name] = await insertStoredFile(c.t, 'pdf', [owner]);
  }
  const seed = (file: string) => createSeeder(c.t, { pdf: file, image: c.image });
  await seed(files.publicNote!).notes([{ title: 'Thermodynamics Unit 2', ownerId: owner }]);
  await seed(files.publicPyq!).pyqs([{ title: 'Physics 2023 paper', ownerId: owner }]);
  await seed(files.draftNote!).notes([{ title: 'Secret draft', ownerId: owner, status: 'draft' }]);
  await seed(files.privateNote!).notes([{ title: 'Switched off', ownerId: owner, isPublic: false }]);
  // One file behind a hidden note and a public paper: only the public title is told.
  await seed(files.shared!).notes([{ title: 'Hidden twin', ownerId: owner, status: 'archived' }]);
  await seed(files.shared!).pyqs([{ title: 'Public twin', ownerId: owner }]);
  courseIds.public = (await c.seed.courses([{ title: 'Organic Chemistry', ownerId: owner }]))[0]!;
  courseIds.draft = (await c.seed.courses([{ title: 'Unreleased course', ownerId: owner, status: 'draft' }]))[0]!;
});
afterAll(() => closeContentTests(c.t));

const ask = (query: string, headers: Record<string, string> = {}) =>
  c.t.app.inject({ method: 'GET', url: `/api/links/title?${query}`, headers });

describe('GET /api/links/title', () => {
  it.each(CALLERS)('tells %s the titles of public items only', async (caller) => {
    const headers = c.accounts.headers(caller);
    const titleOf = async (query: string) => {
      const response = await ask(query, headers);
      expect(response.statusCode).toBe(200);
      return response.json<{ title: string | null }>().title;
    };
    expect(await titleOf(`view=${files.publicNote}`)).toBe('Thermodynamics Unit 2');
    expect(await titleOf(`view=${files.publicPyq}`)).toBe('Physics 2023 paper');
    expect(await titleOf(`view=${files.shared}`)).toBe('Public twin');
    expect(await titleOf(`courseId=${courseIds.public}`)).toBe('Organic Chemistry');
    // Not even the owner or an Admin gets a hidden title here: the call is for the login screen.
    expect(await titleOf(`view=${files.draftNote}`)).toBeNull();
    expect(await titleOf(`view=${files.privateNote}`)).toBeNull();
    expect(await titleOf(`courseId=${courseIds.draft}`)).toBeNull();
  });

  it('answers a hidden item exactly like an unknown one', async () => {
    const hidden = await ask(`view=${files.draftNote}`);
    const unknownFile = await ask(`view=${'0'.repeat(64)}`);
    const unusedFile = await ask(`view=${files.unused}`);
    const hiddenCourse = await ask(`courseId=${courseIds.draft}`);
    const unknownCourse = await ask('courseId=00000000-0000-4000-8000-000000000000');
    for (const response of [unknownFile, unusedFile, hiddenCourse, unknownCourse]) {
      expect(response.statusCode).toBe(hidden.statusCode);
      expect(response.body).toBe(hidden.body);
    }
    expect(hidden.json()).toEqual({ success: true, title: null });
  });

  it('refuses a malformed id with 400 and a readable message, never a 5xx', async () => {
    for (const query of ['view=not-a-file', 'courseId=42', '', `view=${'A'.repeat(64)}`, 'view=%00']) {
      const response = await ask(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
