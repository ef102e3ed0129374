import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Role } from '@prepshelf/contract';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';

/** A real PDF with one page per entry, each page showing its text. */
export async function makePdf(pages: readonly string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = document.addPage([400, 400]);
    if (text !== '') page.drawText(text, { x: 30, y: 300, size: 14, font });
  }
  return Buffer.from(await document.save());
}

/** A valid 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const JPEG_BYTES = Buffer.concat([Buffer.from('ffd8ffe000104a464946000101', 'hex'), randomBytes(64)]);
export const GIF_BYTES = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('0100010080000000000000ffffff2c', 'hex')]);
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(32),
]);
export const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Distinct bytes of each kind, so tests do not collide on content addressing. */
export const uniquePng = () => Buffer.concat([PNG_BYTES, randomBytes(16)]);

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; content: Buffer };

/** A multipart/form-data body as a browser would send it. */
export function multipart(parts: readonly MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----prepshelf${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface Account {
  id: string;
  token: string;
}
export type Accounts = Record<Role, Account> & { otherInstructor: Account };

/** One logged-in account per role, plus a second Instructor for ownership rules. */
export async function createAccounts(t: TestApp): Promise<Accounts> {
  const make = async (role: Role, name: string): Promise<Account> => {
    const email = `${name}@college.example.edu`;
    const user = await t.app.auth.createAccount({ role, email, username: name, password: `${name} password` });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: email, Password: `${name} password` },
    });
    return { id: user._id, token: login.json<{ token: string }>().token };
  };
  return {
    Admin: await make('Admin', 'admin'),
    Instructor: await make('Instructor', 'instructor'),
    Student: await make('Student', 'student'),
    otherInstructor: await make('Instructor', 'other-instructor'),
  };
}

/** What a files test starts from: a fresh app and its logged-in accounts. */
export interface FileTests {
  t: TestApp;
  accounts: Accounts;
}

/**
 * Opens a fresh app (made with `options`) and its accounts before a file's or a describe's tests, and
 * closes it after the last once background PDF work is done: the returned object is filled in before
 * the first test runs.
 */
export function useFileTests(options: Parameters<typeof createTestApp>[0] = {}): FileTests {
  const opened = {} as FileTests;
  beforeAll(async () => {
    opened.t = await createTestApp(options);
    opened.accounts = await createAccounts(opened.t);
  });
  afterAll(async () => {
    if (!('t' in opened)) return;
    await opened.t.app.files.whenIdle();
    await opened.t.close();
  });
  return opened;
}

/** Posts the older client's urlencoded upload form (the file in base64 among `fields`) to the upload route. */
export function uploadForm(t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Uploads bytes through the multipart route; returns the parsed answer and status. */
export async function upload(
  t: TestApp,
  token: string | undefined,
  content: Buffer,
  options: { filename?: string; contentType?: string; kind?: string } = {},
) {
  const parts: MultipartPart[] = [];
  if (options.kind !== undefined) parts.push({ name: 'kind', value: options.kind });
  parts.push({
    name: 'file',
    filename: options.filename ?? 'upload.pdf',
    contentType: options.contentType ?? 'application/octet-stream',
    content,
  });
  const body = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...body.headers, ...(token === undefined ? {} : { AuthToken: token }) },
    payload: body.payload,
  });
  return response;
}
