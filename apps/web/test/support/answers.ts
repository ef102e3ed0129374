import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  authProvidersResponseSchema,
  classSummarySchema,
  noteItemSchema,
  publicUserSchema,
  recordOpenResponseSchema,
  type ClassSummary,
  type NoteItem,
  type PublicUser,
} from '@prepshelf/contract';

/*
 * Answers as the server gives them: every body goes through the contract's response schema first, so a
 * test cannot answer with a shape the real server would never send.
 */

interface Parser<T> {
  parse(value: unknown): T;
}

/** A JSON answer, checked against its contract schema. */
export function answer<T extends JsonBodyType>(schema: Parser<T>, body: unknown, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body), init);
}

/** A failure as the server's error handler sends it: `{ success: false, message }`. */
export function failure(status: number, message: string) {
  return HttpResponse.json({ success: false, message }, { status });
}

/** GET /api/auth/providers with Google sign-in switched off, as a server without its keys answers. */
export const noGoogleSignIn = http.get('/api/auth/providers', () =>
  answer(authProvidersResponseSchema, { success: true, google: { isEnabled: false } }),
);

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return publicUserSchema.parse({
    _id: 'user-1',
    PrepShelfUserId: 'PS0001',
    Username: 'asha',
    Email: 'asha@example.com',
    Role: 'Student',
    Status: 'active',
    isVerified: true,
    Profile: '',
    About: '',
    createdAt: '2026-11-25T10:00:00.000Z',
    language: 'en',
    ...overrides,
  });
}

export function aLoginAnswer(user: PublicUser = aUser()) {
  return { success: true, message: "You're now logged in !", token: 'token-1', user };
}

export function aNote(index: number, overrides: Partial<NoteItem> = {}): NoteItem {
  return noteItemSchema.parse({
    _id: `note-${index}`,
    ownerId: 'user-1',
    type: 'note',
    title: `Note ${index}`,
    description: '',
    professor: `Professor ${index}`,
    fileUrl: `file-${index}`,
    category: 'sciTechnology',
    tags: [],
    isPublic: true,
    status: 'public',
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    isWatching: false,
    ...overrides,
  });
}

/** A class as the classes list gives it: open, managed by the caller, 30 members. */
export function aClass(id: string, name: string, overrides: Partial<ClassSummary> = {}): ClassSummary {
  return classSummarySchema.parse({
    _id: id,
    name,
    subject: 'Cost Accounting',
    term: 'Semester 3',
    category: 'commerce',
    description: '',
    status: 'open',
    joinCode: 'K7Q2MXP',
    staff: [],
    memberCount: 30,
    canManage: true,
    isMember: false,
    unreadNotices: 0,
    newItems: 0,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  });
}

/** POST /api/opens, as the server answers it; each body the screen sent goes into `opened`. */
export function answerOpens(opened: unknown[]) {
  return http.post('/api/opens', async ({ request }) => {
    opened.push(await request.json());
    return answer(recordOpenResponseSchema, { success: true, message: 'Opened.', items: 1 });
  });
}
