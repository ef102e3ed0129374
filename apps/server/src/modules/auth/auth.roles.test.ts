import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@prepshelf/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
const tokens = {} as Record<Role, string>;
const emails = {} as Record<Role, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    emails[role] = `${role.toLowerCase()}@college.example.edu`;
    await t.app.auth.createAccount({
      role,
      email: emails[role],
      username: `${role} One`,
      password: `${role} password`,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: emails[role], Password: `${role} password` },
    });
    tokens[role] = login.json<{ token: string }>().token;
  }
});
afterAll(async () => {
  await t.close();
});

const asRole = (role: Role | 'anonymous') => (role === 'anonymous' ? {} : { AuthToken: tokens[role] });

describe('account routes for every role', () => {
  it.each(['anonymous', ...ROLES] as const)('getUser as %s answers only the caller’s own account', async (role) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/getUser', headers: asRole(role) });
    if (role === 'anonymous') {
      expect(response.statusCode).toBe(401);
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { Email: emails[role], Role: role } });
  });

  it.each(['anonymous', ...ROLES] as const)('support as %s needs a login and nothing more', async (role) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/support',
      headers: asRole(role),
      payload: { name: 'N', email: 'n@college.example.edu', subject: 'S', body: 'B' },
    });
    expect(response.statusCode).toBe(role === 'anonymous' ? 401 : 200);
  });

  it.each(ROLES)('logout as %s ends only that session', async (role) => {
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: emails[role], Password: `${role} password` },
    });
    const secondToken = second.json<{ token: string }>().token;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { AuthToken: secondToken } });
    expect(out.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: '/api/auth/getUser', headers: { AuthToken: secondToken } });
    expect(gone.statusCode).toBe(401);
    const kept = await t.app.inject({ method: 'GET', url: '/api/auth/getUser', headers: asRole(role) });
    expect(kept.statusCode).toBe(200);
  });

  it('logout without a session answers success and changes nothing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { AuthToken: 'null' } });
    expect(response.statusCode).toBe(200);
  });
});
