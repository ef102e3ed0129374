import { randomBytes } from 'node:crypto';
import type { Role } from '@prepshelf/contract';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';

export interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
  headers: Record<string, string>;
}

/** An account of `role` made through the users command's service, logged in. */
export async function createLoggedInAccount(t: TestApp, role: Role, name: string = role): Promise<Account> {
  const suffix = randomBytes(4).toString('hex');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${suffix}@college.example.edu`;
  const password = `password ${suffix}`;
  const user = await t.app.auth.createAccount({ role, email, username: `${name} ${suffix}`, password });
  const token = await login(t, email, password);
  return { id: user._id, email, password, token, headers: { AuthToken: token } };
}

/** Logs in and returns the token (throws when the login is refused). */
export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { Email: email, Password: password },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${email} answered ${response.statusCode}`);
  return response.json<{ token: string }>().token;
}

/** The status of GET /api/auth/getUser with `token`: 200 while the session lives, 401 after. */
export async function sessionStatus(t: TestApp, token: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/getUser', headers: { AuthToken: token } });
  return response.statusCode;
}

/** Sets the account `id` inactive (blocked) straight in the database, without the block route's session ending. */
export async function blockAccount(t: TestApp, id: string): Promise<void> {
  await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, id));
}

/** The callers of a route gated by role: no login, or an account of each role. */
export const ROLE_CALLERS = ['anonymous', 'Student', 'Instructor', 'Admin'] as const;
export type RoleCaller = (typeof ROLE_CALLERS)[number];

/** What a role test file starts from: a fresh app, one logged-in account per role, and each caller's headers. */
export interface RoleTests {
  t: TestApp;
  admin: Account;
  instructor: Account;
  student: Account;
  headersOf(caller: RoleCaller): Record<string, string>;
}

/**
 * Opens a fresh app (with `options.env` added to its environment) with an account of each role (named
 * by `names`, else by the role) before a file's tests and closes it after the last: the returned object is filled in before the first test runs, and
 * `setUp` may add to the file's set-up once it is.
 */
export function useRoleTests(
  names: Partial<Record<Role, string>> = {},
  setUp?: (opened: RoleTests) => Promise<void>,
  options: { env?: Record<string, string> } = {},
): RoleTests {
  const opened = {} as RoleTests;
  beforeAll(async () => {
    const t = await createTestApp({ env: options.env });
    const admin = await createLoggedInAccount(t, 'Admin', names.Admin);
    const instructor = await createLoggedInAccount(t, 'Instructor', names.Instructor);
    const student = await createLoggedInAccount(t, 'Student', names.Student);
    const byRole = { Admin: admin, Instructor: instructor, Student: student };
    Object.assign(opened, {
      t,
      admin,
      instructor,
      student,
      headersOf: (caller: RoleCaller) => (caller === 'anonymous' ? {} : byRole[caller].headers),
    });
    await setUp?.(opened);
  });
  afterAll(async () => {
    if ('t' in opened) await opened.t.close();
  });
  return opened;
}
