import { AUTH_MESSAGES, AUTH_MESSAGES_HI, VALIDATION, VALIDATION_HI } from '@prepshelf/contract';
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
});
