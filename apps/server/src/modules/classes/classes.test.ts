import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listTables } from '../../backup/backup.ts';
import { auditLog, courseEnrolments, mailOutbox, notes, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/harness.ts';
import { type Accounts, type Caller, type Seeder, useContentTests } from '../../../test/support/content.ts';
import { makePdf, multipart } from '../../../test/support/files.ts';

/*
 * Classes per role and owner: 'Instructor owner' teaches class A (Student is a member), 'Instructor
 * non-owner' teaches class B (Other student is a member).
 */

type Who = Caller | 'Other student';
interface Summary {
  _id: string;
  name: string;
  joinCode: string | null;
  status: string;
  memberCount: number;
  canManage: boolean;
  isMember: boolean;
  unreadNotices: number;
  newItems: number;
}
interface Page {
  class: Summary;
  units: { _id: string; name: string }[];
  items: { type: string; _id: string; title: string; unitId: string | null; isPinned: boolean; isClassOnly: boolean }[];
  notices: { _id: string; body: string; isRead: boolean; attachment: { title: string } | null }[];
}

let t: TestApp;
let accounts: Accounts;
let seed: Seeder;
let otherToken: string;
let otherId: string;

useContentTests(async (opened) => {
  ({ t, accounts, seed } = opened);
  const created = await t.app.auth.createAccount({
    role: 'Student',
    email: 'other@college.example.edu',
    username: 'Other student',
    password: 'Other student password',
  });
  otherId = created._id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { Email: 'other@college.example.edu', Password: 'Other student password' },
  });
  otherToken = login.json<{ token: string }>().token;
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const headersOf = (who: Who) => (who === 'Other student' ? { AuthToken: otherToken } : accounts.headers(who));
const call = (who: Who, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headersOf(who), ...(payload === undefined ? {} : { payload }) });
const ok = async <T>(who: Who, method: Method, url: string, payload?: object, status = 200): Promise<T> => {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

async function createClass(who: Who, name: string): Promise<Summary> {
  const answer = await ok<{ class: Summary }>(
    who,
    'POST',
    '/api/classes',
    { name, subject: 'Cost Accounting', term: 'Semester 3', category: 'commerce' },
    201,
  );
  return answer.class;
}

/** A note with its own PDF, given to no one yet; `isPublic` false makes it class-only once given. */
async function privateNote(title: string, ownerId: string): Promise<{ id: string; fileId: string }> {
  const uploader: Who = ownerId === accounts.ids['Instructor owner'] ? 'Instructor owner' : 'Instructor non-owner';
  const body = multipart([
    { name: 'kind', value: 'pdf' },
    { name: 'file', filename: `${title}.pdf`, contentType: 'application/pdf', content: await makePdf([title]) },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...body.headers, ...headersOf(uploader) },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const { fileId } = uploaded.json<{ fileId: string }>();
  const [row] = await t.database.db
    .insert(notes)
    .values({ title, professor: 'Prof', fileId, ownerId, category: 'commerce', status: 'public', isPublic: false })
    .returning({ id: notes.id });
  await t.app.changeFeed.sync();
  return { id: row!.id, fileId };
}

const searchTitles = async (who: Who, text: string) => {
  const answer = await ok<{ results: { title: string }[] }>(
    who,
    'GET',
    `/api/content/searchContent?search=${encodeURIComponent(text)}`,
  );
  return answer.results.map((result) => result.title);
};
const publicNoteTitles = async (who: Who) => {
  const answer = await ok<{ data: { title: string }[] }>(
    who,
    'GET',
    '/api/content/getAllPublicNotes?category=commerce',
  );
  return answer.data.map((item) => item.title);
};

let classA: Summary;
let classB: Summary;

describe('creating and joining classes', () => {
  it('only staff create classes; an Instructor teaches the class they create, and it is in the audit log', async () => {
    expect((await call('anonymous', 'POST', '/api/classes', { name: 'X', category: 'commerce' })).statusCode).toBe(401);
    expect((await call('Student', 'POST', '/api/classes', { name: 'X', category: 'commerce' })).statusCode).toBe(403);
    classA = await createClass('Instructor owner', 'B.Com Sem 3 — Cost Accounting');
    classB = await createClass('Instructor non-owner', 'B.Sc Sem 1 — Physics');
    expect(classA.canManage).toBe(true);
    expect(classA.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    expect(classA.joinCode).not.toBe(classB.joinCode);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'class.created'), eq(auditLog.targetId, classA._id)));
    expect(entry?.actorId).toBe(accounts.ids['Instructor owner']);
  });

  it('a class without a name or with an unknown stream is refused with the reason', async () => {
    const response = await call('Instructor owner', 'POST', '/api/classes', { name: '  ', category: 'commerce' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('The class name is required.');
    expect((await call('Admin', 'POST', '/api/classes', { name: 'X', category: 'music' })).statusCode).toBe(400);
    const staff = await call('Admin', 'POST', '/api/classes', {
      name: 'X',
      category: 'commerce',
      staffIds: [accounts.ids.Student],
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json<{ message: string }>().message).toBe(
      'Every teacher of a class must be an active Admin or Instructor.',
    );
  });

  it('a student joins with the code however it is typed; twice changes nothing; a wrong code is told apart', async () => {
    const code = classA.joinCode!;
    const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`;
    const joined = await ok<{ message: string; class: Summary }>('Student', 'POST', '/api/classes/join', {
      code: typed,
    });
    expect(joined.message).toBe('You have joined the class.');
    expect(joined.class.isMember).toBe(true);
    expect(joined.class.joinCode).toBeNull();
    const again = await ok<{ message: string }>('Student', 'POST', '/api/classes/join', { code });
    expect(again.message).toBe('You are already a member of this class.');
    await ok('Other student', 'POST', '/api/classes/join', { code: classB.joinCode });

    const wrong = await call('Student', 'POST', '/api/classes/join', { code: 'ZZZZZZZ' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<{ message: string }>().message).toMatch(/not valid or has expired/);
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/classes/join',
      headers: { ...accounts.headers('Student'), 'accept-language': 'hi' },
      payload: { code: 'ZZZZZZZ' },
    });
    expect(hindi.json<{ message: string }>().message).toContain('जॉइन कोड');
    expect((await call('anonymous', 'POST', '/api/classes/join', { code })).statusCode).toBe(401);
    expect((await call('Instructor non-owner', 'POST', '/api/classes/join', { code })).statusCode).toBe(403);
  });

  it('the join link shows the class before joining, to a signed-in caller only', async () => {
    const preview = await ok<{ class: { name: string; isMember: boolean } }>(
      'Other student',
      'GET',
      `/api/classes/join/${classA.joinCode}`,
    );
    expect(preview.class).toMatchObject({ name: 'B.Com Sem 3 — Cost Accounting', isMember: false });
    expect((await call('anonymous', 'GET', `/api/classes/join/${classA.joinCode}`)).statusCode).toBe(401);
    expect((await call('Student', 'GET', '/api/classes/join/NOPE')).statusCode).toBe(404);
  });

  it('a closed class takes no new members, an archived one takes no changes, and a reset code retires the old one', async () => {
    const extra = await createClass('Instructor owner', 'Closed one');
    await ok('Instructor owner', 'PATCH', `/api/classes/${extra._id}`, { status: 'closed' });
    const closed = await call('Other student', 'POST', '/api/classes/join', { code: extra.joinCode });
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ message: string }>().message).toBe('This class is not taking new members.');

    await ok('Instructor owner', 'PATCH', `/api/classes/${extra._id}`, { status: 'archived' });
    const rename = await call('Instructor owner', 'PATCH', `/api/classes/${extra._id}`, { name: 'New' });
    expect(rename.statusCode).toBe(409);
    const unit = await call('Instructor owner', 'POST', `/api/classes/${extra._id}/units`, { name: 'U' });
    expect(unit.statusCode).toBe(409);
    await ok('Instructor owner', 'PATCH', `/api/classes/${extra._id}`, { status: 'open' });

    const reset = await ok<{ class: Summary }>('Instructor owner', 'POST', `/api/classes/${extra._id}/join-code`);
    expect(reset.class.joinCode).not.toBe(extra.joinCode);
    expect((await call('Other student', 'POST', '/api/classes/join', { code: extra.joinCode })).statusCode).toBe(404);
    await ok('Other student', 'POST', '/api/classes/join', { code: reset.class.joinCode });
    await ok('Instructor owner', 'DELETE', `/api/classes/${extra._id}`);
  });

  it('each caller lists their own classes: members, teachers, and an Admin every class', async () => {
    const namesOf = async (who: Who) =>
      (await ok<{ classes: Summary[] }>(who, 'GET', '/api/classes')).classes.map((entry) => entry.name).sort();
    expect(await namesOf('Student')).toEqual(['B.Com Sem 3 — Cost Accounting']);
    expect(await namesOf('Other student')).toEqual(['B.Sc Sem 1 — Physics']);
    expect(await namesOf('Instructor owner')).toEqual(['B.Com Sem 3 — Cost Accounting']);
    expect(await namesOf('Admin')).toEqual(['B.Com Sem 3 — Cost Accounting', 'B.Sc Sem 1 — Physics']);
    expect((await call('anonymous', 'GET', '/api/classes')).statusCode).toBe(401);
  });
});

describe('who manages a class', () => {
  it('an Instructor acts only on classes they teach; an Admin on all; a student on none', async () => {
    const url = `/api/classes/${classA._id}`;
    for (const [method, path, body] of [
      ['PATCH', url, { description: 'x' }],
      ['GET', `${url}/members`, undefined],
      ['POST', `${url}/members`, { emails: ['a@b.example'] }],
      ['POST', `${url}/units`, { name: 'U' }],
      ['POST', `${url}/notices`, { body: 'Hello' }],
      ['POST', `${url}/join-code`, undefined],
      ['DELETE', url, undefined],
    ] as const) {
      const foreign = await call('Instructor non-owner', method, path, body);
      expect(foreign.statusCode, `${method} ${path}`).toBe(403);
      expect(foreign.json<{ message: string }>().message).toBe('You may manage only the classes you teach.');
      expect((await call('Student', method, path, body)).statusCode).toBe(403);
      expect((await call('anonymous', method, path, body)).statusCode).toBe(401);
    }
    await ok('Admin', 'PATCH', url, { description: 'Taught on Mondays.' });
    expect((await call('Admin', 'GET', '/api/classes/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await call('Admin', 'PATCH', '/api/classes/not-an-id', { name: 'x' })).statusCode).toBe(404);
  });

  it('the class page is for its members, its teachers and Admins; anyone else is told it does not exist', async () => {
    const url = `/api/classes/${classA._id}`;
    for (const who of ['Student', 'Instructor owner', 'Admin'] as const) await ok(who, 'GET', url);
    expect((await call('Other student', 'GET', url)).statusCode).toBe(404);
    expect((await call('Instructor non-owner', 'GET', url)).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', url)).statusCode).toBe(401);
  });

  it('staff add students by e-mail or from the list; unknown and blocked students are named back', async () => {
    const blocked = await t.app.auth.createAccount({
      role: 'Student',
      email: 'blocked@college.example.edu',
      username: 'Blocked',
      password: 'Blocked password 1',
    });
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, blocked._id));
    const fresh = await t.app.auth.createAccount({
      role: 'Student',
      email: 'fresh@college.example.edu',
      username: 'Fresh',
      password: 'Fresh password 1',
    });
    const added = await ok<{ added: number; alreadyMembers: number; notFound: string[] }>(
      'Instructor owner',
      'POST',
      `/api/classes/${classA._id}/members`,
      {
        emails: ['FRESH@college.example.edu', 'blocked@college.example.edu', 'nobody@college.example.edu'],
        userIds: [accounts.ids.Student],
      },
    );
    expect(added).toMatchObject({ added: 1, alreadyMembers: 1 });
    expect(added.notFound.sort()).toEqual(['blocked@college.example.edu', 'nobody@college.example.edu']);
    const members = await ok<{ members: { _id: string }[] }>(
      'Instructor owner',
      'GET',
      `/api/classes/${classA._id}/members`,
    );
    expect(members.members.map((member) => member._id).sort()).toEqual([accounts.ids.Student, fresh._id].sort());
    expect((await call('Instructor owner', 'POST', `/api/classes/${classA._id}/members`, {})).statusCode).toBe(400);

    await ok('Instructor owner', 'DELETE', `/api/classes/${classA._id}/members/${fresh._id}`);
    const missing = await call('Instructor owner', 'DELETE', `/api/classes/${classA._id}/members/${fresh._id}`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('material given to a class: the one visibility rule', () => {
  let note: { id: string; fileId: string };
  let unitOne: string;

  it('staff give material to a class in units, pinned or not; the unit must be the class’s own', async () => {
    note = await privateNote('Unit 3 overheads', accounts.ids['Instructor owner']);
    unitOne = (
      await ok<{ unit: { _id: string } }>(
        'Instructor owner',
        'POST',
        `/api/classes/${classA._id}/units`,
        { name: 'Unit 1' },
        201,
      )
    ).unit._id;
    const foreignUnit = (
      await ok<{ unit: { _id: string } }>(
        'Instructor non-owner',
        'POST',
        `/api/classes/${classB._id}/units`,
        { name: 'U' },
        201,
      )
    ).unit._id;
    const wrongUnit = await call('Instructor owner', 'PUT', `/api/classes/${classA._id}/items`, {
      type: 'note',
      itemId: note.id,
      unitId: foreignUnit,
    });
    expect(wrongUnit.statusCode).toBe(404);
    await ok('Instructor owner', 'PUT', `/api/classes/${classA._id}/items`, {
      type: 'note',
      itemId: note.id,
      unitId: unitOne,
      isPinned: true,
    });
    const page = await ok<Page>('Student', 'GET', `/api/classes/${classA._id}`);
    expect(page.units.map((unit) => unit.name)).toEqual(['Unit 1']);
    expect(page.items).toEqual([
      expect.objectContaining({ _id: note.id, unitId: unitOne, isPinned: true, isClassOnly: true }),
    ]);
    expect(page.class.newItems).toBe(1);
  });

  it('an Instructor cannot give a class material they may not see', async () => {
    const hidden = await privateNote('Someone else’s draft', accounts.ids['Instructor non-owner']);
    const response = await call('Instructor owner', 'PUT', `/api/classes/${classA._id}/items`, {
      type: 'note',
      itemId: hidden.id,
    });
    expect(response.statusCode).toBe(404);
  });

  it('a member and the class’s staff see class-only material everywhere; a student of another class sees none of it', async () => {
    const fileUrl = `/api/files/${note.fileId}`;
    expect((await call('Student', 'GET', fileUrl)).statusCode).toBe(200);
    expect((await call('Other student', 'GET', fileUrl)).statusCode).toBe(404);
    expect((await call('Instructor non-owner', 'GET', fileUrl)).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', fileUrl)).statusCode).toBe(401);
    expect((await call('Admin', 'GET', fileUrl)).statusCode).toBe(200);

    // The library's lists stay the library for everyone: class-only material lives on the class page.
    expect(await publicNoteTitles('Student')).not.toContain('Unit 3 overheads');
    expect(await publicNoteTitles('Other student')).not.toContain('Unit 3 overheads');

    const save = (who: Who) =>
      call(who, 'POST', '/api/content/addInMylearning', { contentId: note.id, contentType: 'Note' });
    expect((await save('Student')).statusCode).toBe(200);
    expect((await save('Other student')).statusCode).toBe(404);
    const learning = await ok<{ notesData: { _id: string }[] }>('Student', 'GET', '/api/content/getDatafromMyLearning');
    expect(learning.notesData.map((item) => item._id)).toContain(note.id);
  });

  it('search finds class-only material for a member and Admins only, whoever searched the same words before', async () => {
    // The other class's student first, then the member, then the other again: no answer leaks between them.
    expect(await searchTitles('Other student', 'overheads')).toEqual([]);
    expect(await searchTitles('Student', 'overheads')).toEqual(['Unit 3 overheads']);
    expect(await searchTitles('Other student', 'overheads')).toEqual([]);
    expect(await searchTitles('anonymous', 'overheads')).toEqual([]);
    expect(await searchTitles('Instructor non-owner', 'overheads')).toEqual([]);
    expect(await searchTitles('Instructor owner', 'overheads')).toEqual(['Unit 3 overheads']);
    expect(await searchTitles('Admin', 'overheads')).toEqual(['Unit 3 overheads']);
  });

  it('a removed member loses the material at once, and gets it back on joining again', async () => {
    const fileUrl = `/api/files/${note.fileId}`;
    await ok('Instructor owner', 'DELETE', `/api/classes/${classA._id}/members/${accounts.ids.Student}`);
    expect((await call('Student', 'GET', fileUrl)).statusCode).toBe(404);
    expect(await searchTitles('Student', 'overheads')).toEqual([]);
    const learning = await ok<{ notesData: { _id: string }[] }>('Student', 'GET', '/api/content/getDatafromMyLearning');
    expect(learning.notesData.map((item) => item._id)).not.toContain(note.id);
    await ok('Student', 'POST', '/api/classes/join', { code: classA.joinCode });
    expect((await call('Student', 'GET', fileUrl)).statusCode).toBe(200);
  });

  it('the audience of an item is set in one call among the caller’s classes, all or nothing', async () => {
    const second = await privateNote('Unit 4 budgets', accounts.ids['Instructor owner']);
    const refused = await call('Instructor owner', 'PUT', `/api/classes/audience/note/${second.id}`, {
      classes: [{ classId: classA._id }, { classId: classB._id }],
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await ok<Page>('Student', 'GET', `/api/classes/${classA._id}`)).items.map((item) => item.title),
    ).not.toContain('Unit 4 budgets');
    const saved = await ok<{ classes: { classId: string; unitId: string | null }[] }>(
      'Instructor owner',
      'PUT',
      `/api/classes/audience/note/${second.id}`,
      { classes: [{ classId: classA._id, unitId: unitOne }] },
    );
    expect(saved.classes).toEqual([expect.objectContaining({ classId: classA._id, unitId: unitOne })]);
    const read = await ok<{ classes: unknown[] }>('Instructor owner', 'GET', `/api/classes/audience/note/${second.id}`);
    expect(read.classes).toHaveLength(1);
    expect((await call('Student', 'GET', `/api/classes/audience/note/${second.id}`)).statusCode).toBe(403);
    expect((await call('Instructor non-owner', 'GET', `/api/classes/audience/note/${second.id}`)).statusCode).toBe(404);
    await ok('Instructor owner', 'PUT', `/api/classes/audience/note/${second.id}`, { classes: [] });
    expect(
      (await ok<Page>('Student', 'GET', `/api/classes/${classA._id}`)).items.map((item) => item.title),
    ).not.toContain('Unit 4 budgets');
  });

  it('a course given to a class enrols its members, and a student who joins later', async () => {
    const [courseId] = await seed.courses([
      { ownerId: accounts.ids['Instructor owner'], title: 'Costing course', category: 'commerce', isPublic: false },
    ]);
    await ok('Instructor owner', 'PUT', `/api/classes/${classA._id}/items`, { type: 'course', itemId: courseId });
    const enrolled = async (userId: string) =>
      (
        await t.database.db
          .select({ status: courseEnrolments.status })
          .from(courseEnrolments)
          .where(and(eq(courseEnrolments.courseId, courseId!), eq(courseEnrolments.userId, userId)))
      )[0]?.status;
    expect(await enrolled(accounts.ids.Student)).toBe('enrolled');
    expect(await enrolled(otherId)).toBeUndefined();
    await ok('Other student', 'POST', '/api/classes/join', { code: classA.joinCode });
    expect(await enrolled(otherId)).toBe('enrolled');
    await ok('Other student', 'DELETE', `/api/classes/${classA._id}/membership`);
  });
});

describe('notices and the inbox', () => {
  it('a notice over the length limit, empty, or with an attachment the poster may not see is refused, and nothing is stored', async () => {
    const url = `/api/classes/${classA._id}/notices`;
    const long = await call('Instructor owner', 'POST', url, { body: 'x'.repeat(20_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain('at most 5000 characters');
    expect((await call('Instructor owner', 'POST', url, { body: '   ' })).statusCode).toBe(400);
    const hidden = await privateNote('Not yours', accounts.ids['Instructor non-owner']);
    const attachment = await call('Instructor owner', 'POST', url, {
      body: 'See this',
      attachment: { type: 'note', itemId: hidden.id },
    });
    expect(attachment.statusCode).toBe(404);
    expect(attachment.json<{ message: string }>().message).toBe('The attachment does not exist or you may not see it.');
    expect((await ok<Page>('Student', 'GET', `/api/classes/${classA._id}`)).notices).toEqual([]);
  });

  it('a posted notice reaches the class page, each member’s inbox unread, and the mail of members who keep it on', async () => {
    const [attachmentId] = await seed.notes([{ ownerId: accounts.ids['Instructor owner'], title: 'Unit 3 notes' }]);
    const body = 'Unit 3 notes are up, test on Friday.\nDetails: https://college.example.edu/tests <script>x</script>';
    const posted = await ok<{ notice: { _id: string }; mailed: number }>(
      'Instructor owner',
      'POST',
      `/api/classes/${classA._id}/notices`,
      { body, attachment: { type: 'note', itemId: attachmentId } },
      201,
    );
    expect(posted.mailed).toBe(1);
    const page = await ok<Page>('Student', 'GET', `/api/classes/${classA._id}`);
    expect(page.notices[0]).toMatchObject({ body, isRead: false, attachment: { title: 'Unit 3 notes' } });

    expect((await ok<{ unread: number }>('Student', 'GET', '/api/inbox/unread')).unread).toBe(1);
    expect((await ok<{ unread: number }>('Other student', 'GET', '/api/inbox/unread')).unread).toBe(0);
    const inbox = await ok<{ notices: { _id: string; className: string }[]; unread: number }>(
      'Student',
      'GET',
      '/api/inbox',
    );
    expect(inbox.notices[0]).toMatchObject({ _id: posted.notice._id, className: 'B.Com Sem 3 — Cost Accounting' });
    expect((await ok<{ notices: unknown[] }>('Other student', 'GET', '/api/inbox')).notices).toEqual([]);
    expect((await call('Other student', 'POST', `/api/inbox/${posted.notice._id}/read`)).statusCode).toBe(404);
    await ok('Student', 'POST', `/api/inbox/${posted.notice._id}/read`);
    expect((await ok<{ unread: number }>('Student', 'GET', '/api/inbox/unread')).unread).toBe(0);
    expect((await call('anonymous', 'GET', '/api/inbox')).statusCode).toBe(401);

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.batchId, posted.notice._id));
    expect(mail?.kind).toBe('class_notice');
    expect(mail?.toAddress).toBe('user0@college.example.edu');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('<a href="https://college.example.edu/tests">');
    expect(mail?.html).toContain('<br>');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/api\/notifications\/unsubscribe\?list=announcements&token=/);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'notice.posted'));
    expect(entry?.targetId).toBe(classA._id);
  });

  it('members who turned announcements off are not mailed, but still find the notice in their inbox', async () => {
    await ok('Student', 'PUT', '/api/account/notifications', { announcements: false });
    const posted = await ok<{ notice: { _id: string }; mailed: number }>(
      'Instructor owner',
      'POST',
      `/api/classes/${classA._id}/notices`,
      { body: 'Quiet notice' },
      201,
    );
    expect(posted.mailed).toBe(0);
    expect((await ok<{ unread: number }>('Student', 'GET', '/api/inbox/unread')).unread).toBe(1);
    await ok('Student', 'POST', '/api/inbox/read');
    expect((await ok<{ unread: number }>('Student', 'GET', '/api/inbox/unread')).unread).toBe(0);
    expect(
      (await call('Instructor non-owner', 'DELETE', `/api/classes/${classA._id}/notices/${posted.notice._id}`))
        .statusCode,
    ).toBe(403);
    await ok('Instructor owner', 'DELETE', `/api/classes/${classA._id}/notices/${posted.notice._id}`);
  });
});

describe('the student CSV import', () => {
  it('a Class column (name or join code) puts imported students in the importer’s class; another’s class is refused', async () => {
    const csv = [
      'Username,Email,Class',
      `Asha,asha.csv@college.example.edu,${classA.joinCode!.toLowerCase()}`,
      'Ravi,ravi.csv@college.example.edu,b.com sem 3 — cost accounting',
      'Meena,meena.csv@college.example.edu,',
    ].join('\n');
    const preview = await ok<{ counts: Record<string, number> }>(
      'Instructor owner',
      'POST',
      '/api/content/importStudents/preview',
      { csv },
    );
    expect(preview.counts).toEqual({ new: 3, present: 0, invalid: 0 });
    await ok('Instructor owner', 'POST', '/api/content/importStudents', { csv });
    const members = await ok<{ members: { email: string }[] }>(
      'Instructor owner',
      'GET',
      `/api/classes/${classA._id}/members`,
    );
    const emails = members.members.map((member) => member.email);
    expect(emails).toEqual(expect.arrayContaining(['asha.csv@college.example.edu', 'ravi.csv@college.example.edu']));
    expect(emails).not.toContain('meena.csv@college.example.edu');

    const foreign = await ok<{ counts: Record<string, number>; rows: { reason?: string }[] }>(
      'Instructor owner',
      'POST',
      '/api/content/importStudents',
      { csv: `Username,Email,Class\nZed,zed.csv@college.example.edu,${classB.joinCode}` },
    );
    expect(foreign.counts.invalid).toBe(1);
    expect(foreign.rows[0]?.reason).toContain('No class of yours has this name or join code.');
  });
});

describe('deleting a class', () => {
  it('takes its class-only material away from its members at once', async () => {
    const extra = await createClass('Instructor owner', 'Short course');
    const note = await privateNote('Short course sheet', accounts.ids['Instructor owner']);
    await ok('Instructor owner', 'PUT', `/api/classes/${extra._id}/items`, { type: 'note', itemId: note.id });
    await ok('Instructor owner', 'POST', `/api/classes/${extra._id}/members`, { userIds: [otherId] });
    expect((await call('Other student', 'GET', `/api/files/${note.fileId}`)).statusCode).toBe(200);
    await ok('Admin', 'DELETE', `/api/classes/${extra._id}`);
    expect((await call('Other student', 'GET', `/api/files/${note.fileId}`)).statusCode).toBe(404);
    expect((await call('Instructor owner', 'GET', `/api/files/${note.fileId}`)).statusCode).toBe(200);
  });

  it('backups carry every classes table', async () => {
    const client = t.database.newClient();
    await client.connect();
    try {
      const names = (await listTables(client)).map((table) => table.name);
      for (const table of [
        'classes',
        'class_staff',
        'class_members',
        'class_units',
        'class_items',
        'notices',
        'notice_reads',
      ])
        expect(names).toContain(table);
    } finally {
      await client.end();
    }
  });
});
