import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@prepshelf/contract';
import { closeContentTests, openContentTests, type ContentTests } from '../../test/support/content.ts';
import { uploadForm } from '../../test/support/files.ts';

/**
 * PostgreSQL cannot store a NUL character in text: every such request must be refused as bad input
 * (400, a readable message) before it reaches a query, never answered 500.
 */
let c: ContentTests;
let noteId: string | undefined;
let studentId: string;

beforeAll(async () => {
  c = await openContentTests();
  [noteId] = await c.seed.notes([{ title: 'A note', ownerId: c.accounts.ids.Admin }]);
  studentId = c.accounts.ids.Student;
});
afterAll(async () => {
  await closeContentTests(c.t);
});

const NUL = '\u0000';

describe('a NUL character in any text', () => {
  const cases: [string, 'GET' | 'POST' | 'PUT', () => string, () => Record<string, unknown> | undefined][] = [
    [
      'register',
      'POST',
      () => '/api/auth/register',
      () => ({
        Username: `Bad${NUL}`,
        Email: 'nul@college.example.edu',
        Password: 'long enough',
        ConfirmPassword: 'long enough',
      }),
    ],
    [
      'login',
      'POST',
      () => '/api/auth/login',
      () => ({ Email: `a${NUL}@college.example.edu`, Password: 'long enough' }),
    ],
    [
      'support',
      'POST',
      () => '/api/auth/support',
      () => ({ name: 'N', email: 'n@college.example.edu', subject: `S${NUL}`, body: 'Body' }),
    ],
    [
      'addNotes',
      'POST',
      () => '/api/content/addNotes',
      () => ({ title: `T${NUL}`, description: 'D', professor: 'P', fileUrl: c.pdf, category: 'sciTechnology' }),
    ],
    [
      'updateNotes',
      'PUT',
      () => `/api/content/updateNotes/${noteId ?? ''}`,
      () => ({ title: 'T', description: `D${NUL}` }),
    ],
    [
      'addVideo',
      'POST',
      () => '/api/content/addVideo',
      () => ({ title: 'T', description: 'D', mentor: `M${NUL}`, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    ],
    [
      'addStudent',
      'POST',
      () => '/api/content/addStudent',
      () => ({ Username: `U${NUL}`, Email: 'u@college.example.edu', Password: 'long enough' }),
    ],
    [
      'updateStudent',
      'PUT',
      () => `/api/content/updateStudent/${studentId}`,
      () => ({ Username: `U${NUL}`, Email: 'u2@college.example.edu' }),
    ],
    [
      'sendAnnouncement',
      'POST',
      () => '/api/announce/sendAnnouncement',
      () => ({ subject: `S${NUL}`, emailBody: '<p>Hi</p>', userIds: [studentId] }),
    ],
    ['dashbordContent', 'GET', () => '/api/content/dashbordContent?search=%00', () => undefined],
    ['getStudentsByRole', 'GET', () => '/api/content/getStudentsByRole?search=%00', () => undefined],
    ['getAllUser', 'GET', () => '/api/announce/getAllUser?search=%00', () => undefined],
    ['searchContent', 'GET', () => '/api/content/searchContent?search=a%00b', () => undefined],
    ['a path parameter', 'PUT', () => '/api/content/updateNotes/%00', () => ({ title: 'T' })],
  ];

  for (const [name, method, url, body] of cases) {
    it(`answers 400 with a readable message on ${name}`, async () => {
      const payload = body();
      const response = await c.t.app.inject({
        method,
        url: url(),
        headers: c.accounts.headers('Admin'),
        ...(payload === undefined ? {} : { payload }),
      });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.nulCharacter });
    });
  }

  it('is refused in the older urlencoded upload form too', async () => {
    const response = await uploadForm(c.t, {
      file: 'JVBERi0=',
      filename: `a${NUL}.pdf`,
      requestType: 'postData',
      AuthToken: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.nulCharacter });
  });
});

describe('a malformed multipart upload', () => {
  const upload = (contentType: string, payload: string) =>
    c.t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...c.accounts.headers('Admin'), 'content-type': contentType },
      payload,
    });

  it('answers 400 with a readable message when the boundary is missing', async () => {
    const response = await upload('multipart/form-data', 'hello');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.malformedMultipart });
  });

  it('answers 400 when a file part or a field is cut short', async () => {
    const cutFile =
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut';
    const cutField = '--XYZ\r\nContent-Disposition: form-data; name="kind"\r\n\r\npdf';
    for (const payload of [cutFile, cutField]) {
      const response = await upload('multipart/form-data; boundary=XYZ', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.malformedMultipart });
    }
  });
});
