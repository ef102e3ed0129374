import { randomBytes } from 'node:crypto';
import type { Role } from '@prepshelf/contract';
import type { TestApp } from '../harness.ts';

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
