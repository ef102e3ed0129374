import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@prepshelf/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertStoredFile } from '../../../test/support/content.ts';
import { createLoggedInAccount, type Account } from '../../../test/support/users.ts';

let t: TestApp;
let admin: Account;
let instructor: Account;
let otherInstructor: Account;
let student: Account;
let pdf: string;

const NOW = new Date('2026-11-15T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  admin = await createLoggedInAccount(t, 'Admin');
  instructor = await createLoggedInAccount(t, 'Instructor', 'Author');
  otherInstructor = await createLoggedInAccount(t, 'Instructor', 'Other');
  student = await createLoggedInAccount(t, 'Student');
  pdf = await insertStoredFile(t, 'pdf', [instructor.id, otherInstructor.id]);
});
afterAll(async () => {
  await t.close();
});

const readLog = async (account: Account | undefined, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/audit${query}`,
    headers: account?.headers ?? {},
  });
  return response;
};
const entriesOf = async (account: Account, query = '') => {
  const response = await readLog(account, query);
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: AuditEntry[]; total: number; page: number; limit: number }>();
};

describe('the audit log', () => {
  it('records content created, updated (with the changed field names) and deleted, with actor and address', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/content/addNotes',
      headers: instructor.headers,
      payload: { title: 'Thermodynamics', professor: 'Prof. Rao', fileUrl: pdf },
    });
    expect(added.statusCode).toBe(201);
    const noteId = added.json<{ data: { _id: string } }>().data._id;
    t.clock.advance(1000);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/content/updateNotes/${noteId}`,
      headers: instructor.headers,
      payload: { title: 'Thermodynamics II', professor: 'Prof. Rao', status: 'draft' },
    });
    expect(updated.statusCode).toBe(200);
    t.clock.advance(1000);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/content/deleteNote/${noteId}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);

    const { entries } = await entriesOf(admin, '?targetType=note');
    expect(entries.map((entry) => entry.action)).toEqual(['content.deleted', 'content.updated', 'content.created']);
    const [deleted, change, created] = entries;
    expect(created).toMatchObject({
      actor: { _id: instructor.id, Email: instructor.email, Role: 'Instructor' },
      targetType: 'note',
      targetId: noteId,
      targetTitle: 'Thermodynamics',
      ip: '127.0.0.1',
      createdAt: NOW.toISOString(),
    });
    expect(change?.details).toEqual({ changed: ['title', 'status'] });
    expect(deleted).toMatchObject({ actor: { _id: admin.id, Role: 'Admin' }, targetTitle: 'Thermodynamics II' });
  });

  it('records student added, changed, blocked, unblocked and deleted, never with a password', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/content/addStudent',
      headers: instructor.headers,
      payload: { Username: 'Audited', Email: 'audited@college.example.edu', Password: 'secret password 1' },
    });
    const id = added.json<{ user: { _id: string } }>().user._id;
    const calls = [
      {
        method: 'PUT' as const,
        url: `/api/content/updateStudent/${id}`,
        payload: { Username: 'Audited Two', Email: 'audited@college.example.edu', Password: 'secret password 2' },
      },
      { method: 'PATCH' as const, url: `/api/content/changeStudentStatus/${id}` },
      { method: 'PATCH' as const, url: `/api/content/changeStudentStatus/${id}` },
      { method: 'DELETE' as const, url: `/api/content/deleteStudent/${id}` },
    ];
    for (const call of calls) {
      t.clock.advance(1000);
      const response = await t.app.inject({ ...call, headers: instructor.headers });
      expect(response.statusCode).toBe(200);
    }
    const { entries } = await entriesOf(admin, '?targetType=user');
    const mine = entries.filter((entry) => entry.targetId === id);
    expect(mine.map((entry) => entry.action)).toEqual([
      'student.deleted',
      'student.unblocked',
      'student.blocked',
      'student.updated',
      'student.added',
    ]);
    expect(mine[3]?.details).toEqual({ changed: ['Username', 'Password'] });
    expect(JSON.stringify(mine)).not.toContain('secret password');
    expect(mine[0]?.targetTitle).toBe('Audited Two <audited@college.example.edu>');
  });

  it('records an announcement with its recipient count', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/announce/sendAnnouncement',
      headers: admin.headers,
      payload: { subject: 'Exam dates', emailBody: '<p>Soon</p>', userIds: [student.id, instructor.id] },
    });
    expect(response.statusCode).toBe(200);
    const { entries } = await entriesOf(admin, '?action=announcement.sent');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      targetType: 'announcement',
      targetId: response.json<{ announcementId: string }>().announcementId,
      targetTitle: 'Exam dates',
      details: { recipients: 2 },
    });
  });

  it('an Instructor sees only their own actions, whatever actor they ask for', async () => {
    const own = await entriesOf(instructor);
    expect(own.total).toBeGreaterThan(0);
    expect(own.entries.every((entry) => entry.actor._id === instructor.id)).toBe(true);
    const asked = await entriesOf(instructor, `?actor=${admin.id}`);
    expect(asked.entries.every((entry) => entry.actor._id === instructor.id)).toBe(true);
    const other = await entriesOf(otherInstructor);
    expect(other.total).toBe(0);
  });

  it('an Admin filters by actor (id or e-mail), action and time, and pages', async () => {
    const all = await entriesOf(admin);
    const byEmail = await entriesOf(admin, `?actor=${encodeURIComponent(admin.email.toUpperCase())}`);
    expect(byEmail.entries.map((entry) => entry.action).sort()).toEqual(['announcement.sent', 'content.deleted']);
    const byId = await entriesOf(admin, `?actor=${instructor.id}`);
    expect(byId.total).toBe(all.total - 2);
    const page = await entriesOf(admin, '?page=2&limit=3');
    expect(page).toMatchObject({ page: 2, limit: 3, total: all.total });
    expect(page.entries.map((entry) => entry._id)).toEqual(all.entries.slice(3, 6).map((entry) => entry._id));
    const before = await entriesOf(admin, '?to=2026-11-14');
    expect(before.total).toBe(0);
    const day = await entriesOf(admin, '?from=2026-11-15&to=2026-11-15');
    expect(day.total).toBe(all.total);
    const later = await entriesOf(admin, `?from=${encodeURIComponent(new Date(NOW.getTime() + 1500).toISOString())}`);
    expect(later.total).toBeLessThan(all.total);
    const bad = await readLog(admin, '?from=yesterday');
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['anonymous', 401],
    ['Student', 403],
  ] as const)('answers %s with %i', async (caller, status) => {
    const response = await readLog(caller === 'anonymous' ? undefined : student);
    expect(response.statusCode).toBe(status);
  });
});
