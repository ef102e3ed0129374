import {
  ACCOUNT_MESSAGES_HI,
  AUTH_MESSAGES,
  AUTH_MESSAGES_HI,
  FIELD_MESSAGES,
  FIELD_MESSAGES_HI,
  VALIDATION,
  VALIDATION_HI,
} from '@prepshelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('server messages in the caller’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.auth.createAccount({
      role: 'Student',
      email: 'asha@college.example.edu',
      username: 'Asha',
      password: 'a long enough password',
    });
  });
  afterAll(() => t.close());

  const wrongLogin = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { Email: 'asha@college.example.edu', Password: 'not the password' },
    });

  it('answers in Hindi when Accept-Language prefers it, with the same status and fields', async () => {
    const response = await wrongLogin({ 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES_HI.invalidCredentials });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('answers in English without the header (older clients), and for languages it does not speak', async () => {
    const languages: Record<string, string>[] = [
      {},
      { 'Accept-Language': 'en-GB' },
      { 'Accept-Language': 'fr, de;q=0.8' },
    ];
    for (const headers of languages) {
      const response = await wrongLogin(headers);
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
    }
  });

  it('translates validation messages, and keeps the spec’s English texts exact in English', async () => {
    await t.app.auth.createAccount({
      role: 'Instructor',
      email: 'meera@college.example.edu',
      username: 'Meera',
      password: 'a long enough password',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: 'meera@college.example.edu', Password: 'a long enough password' },
    });
    const token = login.json<{ token: string }>().token;
    const addNote = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/content/addNotes',
        headers: { 'Accept-Language': language, AuthToken: token },
        payload: { title: '', professor: 'Prof', fileUrl: 'a'.repeat(64) },
      });
    expect((await addNote('hi')).json()).toMatchObject({ message: `title: ${VALIDATION_HI.notesTitleProfessor}` });
    expect((await addNote('en')).json()).toMatchObject({ message: `title: ${VALIDATION.notesTitleProfessor}` });
  });

  it('translates messages built from a value', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'Accept-Language': 'hi' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(
      'GET /api/no-such-thing से मेल खाने वाला कोई API रास्ता नहीं है।',
    );
  });

  it('translates the field messages of the schemas, keeping their English exact', async () => {
    const register = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: {
          Username: '   ',
          Email: 'someone@college.example.edu',
          Password: 'long enough',
          ConfirmPassword: 'x',
        },
      });
    expect((await register({})).json()).toEqual({
      success: false,
      message: `Username: ${FIELD_MESSAGES.usernameRequired}`,
    });
    expect(FIELD_MESSAGES.usernameRequired).toBe('Username is required.');
    expect((await register({ 'Accept-Language': 'hi' })).json()).toEqual({
      success: false,
      message: `Username: ${FIELD_MESSAGES_HI.usernameRequired}`,
    });
  });

  it('translates the account messages', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: 'asha@college.example.edu', Password: 'a long enough password' },
    });
    const headers = { AuthToken: login.json<{ token: string }>().token, 'Accept-Language': 'hi' };
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers,
      payload: { About: 'x' },
    });
    expect(saved.json()).toMatchObject({ success: true, message: ACCOUNT_MESSAGES_HI.profileSaved });
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers,
      payload: { About: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ success: false, message: `About: ${FIELD_MESSAGES_HI.aboutTooLong(500)}` });
  });
});
