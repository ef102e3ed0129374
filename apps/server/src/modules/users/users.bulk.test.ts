import { randomBytes } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, STUDENT_IMPORT_MESSAGES, type StudentImportResponse } from '@prepshelf/contract';
import { auditLog, mailOutbox, setPasswordTokens, users } from '../../db/schema/index.ts';
import { neutraliseFormula, parseStudentCsv } from './users.csv.ts';
import { ROLE_CALLERS, useRoleTests, type RoleCaller, login } from '../../../test/support/users.ts';

const c = useRoleTests({ Admin: 'Bulk Admin', Instructor: 'Bulk Instructor', Student: 'Bulk Student' });

const staffStatus = (caller: RoleCaller, success: number) =>
  caller === 'anonymous' ? 401 : caller === 'Student' ? 403 : success;

const tag = () => randomBytes(4).toString('hex');
const db = () => c.t.database.db;

function csvOf(rows: string[][], header = ['Username', 'Email', 'Status']): string {
  return [header, ...rows].map((row) => row.join(',')).join('\r\n');
}

async function post(url: string, csv: string, headers = c.admin.headers) {
  const response = await c.t.app.inject({ method: 'POST', url, headers, payload: { csv } });
  return { status: response.statusCode, body: response.json<StudentImportResponse & { message?: string }>() };
}
const preview = (csv: string, headers?: Record<string, string>) =>
  post('/api/content/importStudents/preview', csv, headers);
const importCsv = (csv: string, headers?: Record<string, string>) => post('/api/content/importStudents', csv, headers);

const usersWithEmails = (emails: string[]) => db().select().from(users).where(inArray(users.email, emails));
const outboxTo = (emails: string[]) => db().select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));

/** The token in the set-password link of the queued welcome mail to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await outboxTo([email]);
  const token = /set-password#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (token === undefined) throw new Error(`no set-password link mailed to ${email}`);
  return token;
}

describe('who may use the bulk student routes', () => {
  it.each(ROLE_CALLERS)('preview as %s: 401 anonymous, 403 Student, 200 staff', async (caller) => {
    const { status } = await preview(csvOf([['Ana', `ana.${tag()}@college.example.edu`, '']]), c.headersOf(caller));
    expect(status).toBe(staffStatus(caller, 200));
  });

  it.each(ROLE_CALLERS)(
    'import as %s: 401 anonymous, 403 Student, 200 staff (and only staff write)',
    async (caller) => {
      const email = `imp.${caller.toLowerCase()}.${tag()}@college.example.edu`;
      const { status } = await importCsv(csvOf([['Imported', email, '']]), c.headersOf(caller));
      expect(status).toBe(staffStatus(caller, 200));
      expect(await usersWithEmails([email])).toHaveLength(status === 200 ? 1 : 0);
    },
  );

  it.each(ROLE_CALLERS)('export of Students as %s: 401 anonymous, 403 Student, 200 staff', async (caller) => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/exportStudents',
      headers: c.headersOf(caller),
    });
    expect(response.statusCode).toBe(staffStatus(caller, 200));
  });

  it.each([
    ['Instructor', 'Admin', 403],
    ['Instructor', 'Instructor', 403],
    ['Admin', 'Admin', 200],
    ['Admin', 'Instructor', 200],
  ] as const)(
    'export of %s accounts by an %s: the list rules (Instructors see Students only)',
    async (caller, role, expected) => {
      const response = await c.t.app.inject({
        method: 'GET',
        url: `/api/content/exportStudents?role=${role}`,
        headers: c.headersOf(caller),
      });
      expect(response.statusCode).toBe(expected);
    },
  );

  it.each(ROLE_CALLERS)('setPassword as %s: the link decides, not the session', async (caller) => {
    const email = `link.${caller.toLowerCase()}.${tag()}@college.example.edu`;
    await importCsv(csvOf([['Linked', email, '']]));
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/auth/setPassword',
      headers: c.headersOf(caller),
      payload: {
        token: await tokenMailedTo(email),
        NewPassword: 'a fine new password',
        ConfirmNewPassword: 'a fine new password',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the preview (dry run)', () => {
  it('lists every row as new, already present (e-mail in any case) or invalid with its reason, and writes nothing', async () => {
    const fresh = `fresh.${tag()}@college.example.edu`;
    const shouting = c.student.email.toUpperCase();
    const csv = csvOf([
      ['Fresh One', fresh, 'active'],
      ['Already Here', shouting, ''],
      ['', `nameless.${tag()}@college.example.edu`, ''],
      ['Bad Mail', 'not-an-address', ''],
      ['Bad Status', `status.${tag()}@college.example.edu`, 'suspended'],
      ['Fresh Again', fresh.toUpperCase(), ''],
      ['Staff Too', c.admin.email, ''],
    ]);
    const before = (await db().select({ n: count() }).from(users))[0]?.n;
    const { status, body } = await preview(csv, c.instructor.headers);
    expect(status).toBe(200);
    expect(body.isImported).toBe(false);
    expect(body.counts).toEqual({ new: 1, present: 2, invalid: 4 });
    expect(body.rows.map((row) => [row.line, row.outcome, row.reason])).toEqual([
      [2, 'new', undefined],
      [3, 'present', undefined],
      [4, 'invalid', 'Username is required.'],
      [5, 'invalid', 'Please enter a valid e-mail address.'],
      [6, 'invalid', STUDENT_IMPORT_MESSAGES.invalidStatus],
      [7, 'invalid', `${STUDENT_IMPORT_MESSAGES.duplicateInFile} (line 2)`],
      [8, 'present', undefined],
    ]);
    expect(body.rows[1]?.Email).toBe(c.student.email);
    expect((await db().select({ n: count() }).from(users))[0]?.n).toBe(before);
    expect(await outboxTo([fresh])).toHaveLength(0);
  });

  it.each([
    ['an empty file', '', STUDENT_IMPORT_MESSAGES.csvRequired],
    ['a header only', 'Username,Email', STUDENT_IMPORT_MESSAGES.csvEmpty],
    ['no Email column', 'Username,Mail\r\nAna,ana@example.com', STUDENT_IMPORT_MESSAGES.csvMissingColumns],
    ['an unclosed quote', 'Username,Email\r\n"Ana,ana@example.com', STUDENT_IMPORT_MESSAGES.csvUnreadable],
  ])('refuses %s with 400 and a sentence', async (_name, csv, message) => {
    const { status, body } = await preview(csv);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('refuses a missing csv field and a non-text one with 400', async () => {
    for (const payload of [{}, { csv: 42 }]) {
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/content/importStudents/preview',
        headers: c.admin.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('refuses a CSV text over 2,000,000 characters with 400, and a body over the route limit with 413', async () => {
    const long = `Username,Email\r\n${'x'.repeat(2_000_001)}`;
    const tooLong = await preview(long);
    expect(tooLong.status).toBe(400);
    // The schema's refusal, named by the error handler with its field ("csv: …").
    expect(tooLong.body).toEqual({ success: false, message: `csv: ${STUDENT_IMPORT_MESSAGES.csvTooLarge}` });
    const huge = await c.t.app.inject({
      method: 'POST',
      url: '/api/content/importStudents',
      headers: { ...c.admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ csv: 'y'.repeat(4_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false });
  });

  it('takes 5,000 rows and refuses 5,001', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`Student ${i}`, `cap.${i}@cap.example.edu`, '']);
    const ok = await preview(csvOf(rows(5000)));
    expect(ok.status).toBe(200);
    expect(ok.body.counts.new).toBe(5000);
    const tooMany = await preview(csvOf(rows(5001)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(STUDENT_IMPORT_MESSAGES.csvTooManyRows);
  });

  it('reads a byte-order mark, quoted fields, header names in any case and order, and extra columns', () => {
    const rows = parseStudentCsv(
      '\uFEFFnotes,EMAIL,username\r\n"likes ""maths"", a lot",Zoe@Example.com,"Zoë, Z."\r\n\r\nx,yan@example.com,Yan\r\n',
    );
    expect(rows).toEqual([
      { line: 2, Username: 'Zoë, Z.', Email: 'zoe@example.com', Status: null, isValid: true },
      { line: 4, Username: 'Yan', Email: 'yan@example.com', Status: null, isValid: true },
    ]);
  });
});

describe('the import', () => {
  it('creates the new rows as Students in one go, mails active ones a set-password link, and a second import changes nothing', async () => {
    const t1 = tag();
    const emails = [`a.${t1}@college.example.edu`, `b.${t1}@college.example.edu`, `c.${t1}@college.example.edu`];
    const csv = csvOf(
      [
        ['Ana <b>Bold</b>', emails[0] ?? '', '', 'Admin'],
        ['Ben', emails[1] ?? '', 'Inactive', 'Admin'],
        ['Cy', emails[2] ?? '', 'active', 'Instructor'],
        ['Broken', 'nope', '', ''],
        ['Existing', c.student.email, '', ''],
      ],
      ['Username', 'Email', 'Status', 'Role'],
    );
    const first = await importCsv(csv, c.instructor.headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      isImported: true,
      message: STUDENT_IMPORT_MESSAGES.imported(3),
      counts: { new: 3, present: 1, invalid: 1 },
    });

    const created = await usersWithEmails(emails);
    expect(
      created.map((user) => [user.email, user.role, user.status, user.isVerified, user.passwordHash]).sort(),
    ).toEqual(
      [
        [emails[0], 'Student', 'active', true, null],
        [emails[1], 'Student', 'inactive', true, null],
        [emails[2], 'Student', 'active', true, null],
      ].sort(),
    );
    const mails = await outboxTo(emails);
    expect(mails.map((mail) => [mail.toAddress, mail.kind]).sort()).toEqual(
      [
        [emails[0], 'student_invite'],
        [emails[2], 'student_invite'],
      ].sort(),
    );
    const anaMail = mails.find((mail) => mail.toAddress === emails[0]);
    expect(anaMail?.html).toContain('Ana &lt;b&gt;Bold&lt;/b&gt;');
    expect(anaMail?.html).not.toContain('<b>Bold</b>');
    const tokens = await db()
      .select()
      .from(setPasswordTokens)
      .where(
        inArray(
          setPasswordTokens.userId,
          created.map((user) => user.id),
        ),
      );
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      expect(token.expiresAt.getTime() - c.t.clock.now().getTime()).toBe(72 * 3_600_000);
    }
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'students.imported'));
    expect(audits.some((entry) => entry.actorId === c.instructor.id && entry.targetTitle === '3 students')).toBe(true);

    const second = await importCsv(csv, c.admin.headers);
    expect(second.status).toBe(200);
    expect(second.body.counts).toEqual({ new: 0, present: 4, invalid: 1 });
    expect(await usersWithEmails(emails)).toEqual(expect.arrayContaining(created));
    expect(await usersWithEmails(emails)).toHaveLength(3);
    expect(await outboxTo(emails)).toHaveLength(2);
  });

  it('writes nothing at all when any part of the import fails (one transaction)', async () => {
    const t2 = tag();
    const emails = [`ok.${t2}@college.example.edu`, `boom.${t2}@college.example.edu`];
    await db().execute(
      sql.raw(`create function refuse_boom_${t2}() returns trigger language plpgsql as $$
        begin if exists (select 1 from users where id = new.user_id and email like 'boom.%') then
          raise exception 'refused on purpose'; end if; return new; end $$`),
    );
    await db().execute(
      sql.raw(
        `create trigger refuse_boom_${t2} before insert on set_password_tokens for each row execute function refuse_boom_${t2}()`,
      ),
    );
    try {
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/content/importStudents',
        headers: c.admin.headers,
        payload: { csv: csvOf(emails.map((email, n) => [`Row ${n}`, email, ''])) },
      });
      expect(response.statusCode).toBe(500);
      expect(await usersWithEmails(emails)).toHaveLength(0);
      expect(await outboxTo(emails)).toHaveLength(0);
    } finally {
      await db().execute(sql.raw(`drop trigger refuse_boom_${t2} on set_password_tokens`));
    }
  });

  it('imports 5,000 students in one request', async () => {
    const t3 = tag();
    const rows = Array.from({ length: 5000 }, (_, i) => [`Big ${i}`, `big.${i}.${t3}@big.example.edu`, '']);
    const { status, body } = await importCsv(csvOf(rows));
    expect(status).toBe(200);
    expect(body.counts).toEqual({ new: 5000, present: 0, invalid: 0 });
    const [row] = await db()
      .select({ n: count() })
      .from(users)
      .where(sql`${users.email} like ${`%.${t3}@big.example.edu`}`);
    expect(row?.n).toBe(5000);
    await db()
      .delete(mailOutbox)
      .where(sql`${mailOutbox.toAddress} like ${`%.${t3}@big.example.edu`}`);
  });
});

describe('the set-password link', () => {
  async function importOne(): Promise<{ email: string; token: string }> {
    const email = `setpw.${tag()}@college.example.edu`;
    await importCsv(csvOf([['Setter', email, '']]));
    return { email, token: await tokenMailedTo(email) };
  }
  const setPassword = (token: string, NewPassword = 'my own password 1', ConfirmNewPassword = NewPassword) =>
    c.t.app.inject({
      method: 'POST',
      url: '/api/auth/setPassword',
      payload: { token, NewPassword, ConfirmNewPassword },
    });

  it('sets the password once and signs the student in; the password then logs in; the link does not work twice', async () => {
    const { email, token } = await importOne();
    const first = await setPassword(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: STUDENT_IMPORT_MESSAGES.setPasswordDone,
      token: expect.any(String),
      deviceToken: expect.any(String),
      user: { Email: email, Role: 'Student' },
    });
    const session = first.json<{ token: string }>().token;
    const me = await c.t.app.inject({ method: 'GET', url: '/api/auth/getUser', headers: { AuthToken: session } });
    expect(me.statusCode).toBe(200);
    expect(await login(c.t, email, 'my own password 1')).toEqual(expect.any(String));
    const again = await setPassword(token, 'another password 2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: STUDENT_IMPORT_MESSAGES.setPasswordInvalid });
  });

  it('a blocked student sets the password but gets no session', async () => {
    const { email, token } = await importOne();
    await db().update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    await c.t.app.changeFeed.sync();
    const response = await setPassword(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: STUDENT_IMPORT_MESSAGES.setPasswordDone });
  });

  it('refuses a link older than 72 hours, an unknown token, mismatched and short passwords', async () => {
    const { token } = await importOne();
    expect((await setPassword(token, 'one password 1', 'another password 2')).json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.resetPasswordMismatch,
    });
    expect((await setPassword(token, 'short')).statusCode).toBe(400);
    expect((await setPassword('not-a-real-token')).statusCode).toBe(400);
    c.t.clock.advance(72 * 3_600_000 + 1000);
    try {
      const late = await setPassword(token);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ success: false, message: STUDENT_IMPORT_MESSAGES.setPasswordInvalid });
    } finally {
      c.t.clock.advance(-(72 * 3_600_000 + 1000));
    }
  });

  it('blanks the link from the outbox once the mail is sent', async () => {
    const { email } = await importOne();
    await c.t.app.mail.worker.runOnce();
    const [mail] = await outboxTo([email]);
    expect(mail?.status).toBe('sent');
    expect(mail?.text).not.toContain('set-password#token=');
  });
});

describe('the export', () => {
  it('is UTF-8 CSV with a byte-order mark, the filters of the list, and formulas neutralised', async () => {
    const t4 = tag();
    const rows = [
      ['"=HYPERLINK(""http://evil.example"")"', `f1.${t4}@export.example.edu`, ''],
      ['+1 caller', `f2.${t4}@export.example.edu`, ''],
      ['-minus', `f3.${t4}@export.example.edu`, 'inactive'],
      ['@sum', `f4.${t4}@export.example.edu`, ''],
      ['Zoë Plain', `f5.${t4}@export.example.edu`, ''],
    ];
    expect((await importCsv(csvOf(rows))).body.counts.new).toBe(5);
    const response = await c.t.app.inject({
      method: 'GET',
      url: `/api/content/exportStudents?search=${t4}&status=active`,
      headers: c.instructor.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Username,Email,Status,Role,PrepShelfUserId,Verified,CreatedAt');
    const usernames = parseStudentCsv(text)
      .map((row) => row.Username)
      .sort();
    expect(usernames).toEqual(["'+1 caller", `'=HYPERLINK("http://evil.example")`, "'@sum", 'Zoë Plain'].sort());
    expect(text).not.toContain('-minus');
  });

  it('quotes every cell that holds a separator and neutralises a formula after one, as a semicolon-splitting spreadsheet reads it', async () => {
    const t5 = tag();
    // Quoted in the import file, so the names arrive whole (a tab inside a name, too).
    const names = ['Raj;=2+5', 'Comma,+1', 'Tab\t@sum', 'Plain; text', 'Semi;-minus;=3'];
    const rows = names.map((name, index) => [`"${name}"`, `g${index}.${t5}@export.example.edu`, '']);
    expect((await importCsv(csvOf(rows))).body.counts.new).toBe(names.length);
    const response = await c.t.app.inject({
      method: 'GET',
      url: `/api/content/exportStudents?search=${t5}`,
      headers: c.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const text = response.rawPayload.subarray(3).toString('utf8');
    for (const quoted of [`"Raj;'=2+5"`, `"Comma,'+1"`, `"Tab\t'@sum"`, `"Plain; text"`, `"Semi;'-minus;'=3"`]) {
      expect(text).toContain(quoted);
    }
    // What a program that ignores quotes and splits on ; , or a tab would take for cells: none is a formula.
    for (const line of text.trim().split('\r\n')) {
      for (const cell of line.replace(/"/g, '').split(/[;,\t]/)) expect(cell, line).not.toMatch(/^[=+\-@]/);
    }
    // The file still reads back as the same names, apostrophes aside.
    const readBack = parseStudentCsv(text).map((row) => row.Username.replace(/'/g, ''));
    expect(readBack.sort()).toEqual([...names].sort());
  });

  it('neutralises every formula lead', () => {
    expect(['Raj;=2+5', 'a,-1', 'x\t@y', 'a\n+b', 'a;\t=1', 'Smith-Jones', 'a;b'].map(neutraliseFormula)).toEqual([
      "Raj;'=2+5",
      "a,'-1",
      "x\t'@y",
      "a\n'+b",
      "a;'\t'=1",
      'Smith-Jones',
      'a;b',
    ]);
  });

  it('neutralises every formula lead at the start of a cell', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'plain', ''].map(neutraliseFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      'plain',
      '',
    ]);
  });
});
