import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, TOASTS, VALIDATION, type PublicUser, type Role } from '@prepshelf/contract';
import { users } from '../../db/schema/index.ts';
import {
  ROLE_CALLERS,
  createLoggedInAccount,
  useRoleTests,
  type RoleCaller,
  login,
  sessionStatus,
} from '../../../test/support/users.ts';

const c = useRoleTests({ Admin: 'Main Admin' });

const TARGETS = ['Student', 'Instructor', 'Admin'] as const satisfies readonly Role[];

const userRow = async (id: string) => (await c.t.database.db.select().from(users).where(eq(users.id, id)))[0];

/** What each caller gets when acting on a target of each role (self-actions are tested apart). */
function expectedStatus(caller: RoleCaller, target: Role, success: number): number {
  if (caller === 'anonymous') return 401;
  if (caller === 'Student') return 403;
  if (caller === 'Instructor' && target !== 'Student') return 403;
  return success;
}

describe('authorization of the student routes', () => {
  it.each(ROLE_CALLERS)('GET getStudentsByRole as %s: 401 anonymous, 403 Student, 200 staff', async (caller) => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/getStudentsByRole',
      headers: c.headersOf(caller),
    });
    expect(response.statusCode).toBe(expectedStatus(caller, 'Student', 200));
  });

  it.each(ROLE_CALLERS.flatMap((caller) => TARGETS.map((role) => [caller, role] as const)))(
    'GET getStudentsByRole?role=%s lists %s accounts for an Admin only (Instructors: Students only)',
    async (caller, role) => {
      const response = await c.t.app.inject({
        method: 'GET',
        url: `/api/content/getStudentsByRole?role=${role}`,
        headers: c.headersOf(caller),
      });
      expect(response.statusCode).toBe(expectedStatus(caller, role, 200));
    },
  );

  it.each(ROLE_CALLERS)('POST addStudent as %s: 401 anonymous, 403 Student, 201 staff', async (caller) => {
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/content/addStudent',
      headers: c.headersOf(caller),
      payload: { Username: 'New one', Email: `new.${caller}@college.example.edu`, Password: 'a long password' },
    });
    expect(response.statusCode).toBe(expectedStatus(caller, 'Student', 201));
  });

  const matrix = ROLE_CALLERS.flatMap((caller) => TARGETS.map((target) => [caller, target] as const));

  it.each(matrix)('PUT updateStudent as %s on a %s account', async (caller, target) => {
    const victim = await createLoggedInAccount(c.t, target, `Target ${target}`);
    const response = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${victim.id}`,
      headers: c.headersOf(caller),
      payload: { Username: 'Renamed', Email: victim.email, Password: 'a brand new password' },
    });
    expect(response.statusCode).toBe(expectedStatus(caller, target, 200));
    const row = await userRow(victim.id);
    expect(row?.username === 'Renamed').toBe(response.statusCode === 200);
  });

  it.each(matrix)('DELETE deleteStudent as %s on a %s account', async (caller, target) => {
    const victim = await createLoggedInAccount(c.t, target, `Target ${target}`);
    const response = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/content/deleteStudent/${victim.id}`,
      headers: { ...c.headersOf(caller), 'Content-Type': 'application/json' },
    });
    expect(response.statusCode).toBe(expectedStatus(caller, target, 200));
    expect((await userRow(victim.id)) === undefined).toBe(response.statusCode === 200);
  });

  it.each(matrix)('PATCH changeStudentStatus as %s on a %s account', async (caller, target) => {
    const victim = await createLoggedInAccount(c.t, target, `Target ${target}`);
    const response = await c.t.app.inject({
      method: 'PATCH',
      url: `/api/content/changeStudentStatus/${victim.id}`,
      headers: c.headersOf(caller),
    });
    expect(response.statusCode).toBe(expectedStatus(caller, target, 200));
    expect((await userRow(victim.id))?.status).toBe(response.statusCode === 200 ? 'inactive' : 'active');
  });

  it('an unknown or malformed user id answers 404 to staff', async () => {
    for (const id of ['6f1c1e9e-4a8e-4c53-9d43-2f5c1c0b9a11', 'not-an-id']) {
      const response = await c.t.app.inject({
        method: 'PATCH',
        url: `/api/content/changeStudentStatus/${id}`,
        headers: c.admin.headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the student list', () => {
  it('pages Students by three by default, filters by status and searches e-mail or username literally', async () => {
    const prefix = `zeta${Date.now()}`;
    for (let index = 0; index < 5; index += 1) {
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/content/addStudent',
        headers: c.admin.headers,
        payload: {
          Username: `${prefix} Pupil_${index}`,
          Email: `${prefix}.${index}@college.example.edu`,
          Password: 'a long password',
        },
      });
      expect(response.statusCode).toBe(201);
    }
    const page = await c.t.app.inject({
      method: 'GET',
      url: `/api/content/getStudentsByRole?search=${prefix.toUpperCase()}&page=1`,
      headers: c.instructor.headers,
    });
    const body = page.json<{ students: PublicUser[]; total: number; page: number; limit: number }>();
    expect(body).toMatchObject({ success: true, total: 5, page: 1, limit: 3 });
    expect(body.students).toHaveLength(3);
    expect(body.students.every((user) => user.Role === 'Student')).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/password/i);

    const underscore = await c.t.app.inject({
      method: 'GET',
      url: `/api/content/getStudentsByRole?search=${encodeURIComponent('pupil_3')}`,
      headers: c.admin.headers,
    });
    expect(underscore.json<{ students: PublicUser[] }>().students.map((user) => user.Username)).toEqual([
      `${prefix} Pupil_3`,
    ]);
    const wildcard = await c.t.app.inject({
      method: 'GET',
      url: `/api/content/getStudentsByRole?search=${encodeURIComponent('%')}`,
      headers: c.admin.headers,
    });
    expect(wildcard.json<{ total: number }>().total).toBe(0);

    const target = body.students[0]!;
    await c.t.app.inject({
      method: 'PATCH',
      url: `/api/content/changeStudentStatus/${target._id}`,
      headers: c.admin.headers,
    });
    const inactive = await c.t.app.inject({
      method: 'GET',
      url: `/api/content/getStudentsByRole?search=${prefix}&status=inactive`,
      headers: c.admin.headers,
    });
    expect(inactive.json<{ students: PublicUser[] }>().students.map((user) => user._id)).toEqual([target._id]);
    const active = await c.t.app.inject({
      method: 'GET',
      url: `/api/content/getStudentsByRole?search=${prefix}&status=active`,
      headers: c.admin.headers,
    });
    expect(active.json<{ total: number }>().total).toBe(4);
  });

  it('an Admin lists Instructors with role=Instructor', async () => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/getStudentsByRole?role=Instructor',
      headers: c.admin.headers,
    });
    const { students } = response.json<{ students: PublicUser[] }>();
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((user) => user.Role === 'Instructor')).toBe(true);
  });
});

describe('adding and changing students', () => {
  it('addStudent makes a verified Student (staff-made) and ignores _id, Role, Status and isVerified in the body', async () => {
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/content/addStudent',
      headers: c.instructor.headers,
      payload: {
        Username: 'Sneaky',
        Email: 'Sneaky@College.example.edu',
        Password: 'a long password',
        Role: 'Admin',
        Status: 'inactive',
        isVerified: false,
        _id: '6f1c1e9e-4a8e-4c53-9d43-2f5c1c0b9a11',
        PrepShelfUserId: 'chosen',
      },
    });
    expect(response.statusCode).toBe(201);
    const { user, message } = response.json<{ user: PublicUser; message: string }>();
    expect(message).toBe(TOASTS.studentAdded);
    expect(user).toMatchObject({
      Email: 'sneaky@college.example.edu',
      Role: 'Student',
      Status: 'active',
      isVerified: true,
    });
    expect(user._id).not.toBe('6f1c1e9e-4a8e-4c53-9d43-2f5c1c0b9a11');
    expect(user.PrepShelfUserId).not.toBe('chosen');
    // The new student can log in with the password staff chose.
    await expect(login(c.t, 'sneaky@college.example.edu', 'a long password')).resolves.toBeTypeOf('string');
  });

  it('addStudent answers the spec sentence when a field is missing and 409 for a taken e-mail', async () => {
    const missing = await c.t.app.inject({
      method: 'POST',
      url: '/api/content/addStudent',
      headers: c.admin.headers,
      payload: { Username: 'No mail', Password: 'a long password' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: VALIDATION.addStudentRequired });
    const taken = await c.t.app.inject({
      method: 'POST',
      url: '/api/content/addStudent',
      headers: c.admin.headers,
      payload: { Username: 'Copy', Email: c.student.email.toUpperCase(), Password: 'a long password' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: STAFF_MESSAGES.emailTaken });
  });

  it('an Instructor learns nothing from a 409 about whose address it is (a Student’s, an Instructor’s or an Admin’s)', async () => {
    const target = await createLoggedInAccount(c.t, 'Student', 'Conflict target');
    const answers = [];
    for (const taken of [c.student.email, c.instructor.email, c.admin.email]) {
      const added = await c.t.app.inject({
        method: 'POST',
        url: '/api/content/addStudent',
        headers: c.instructor.headers,
        payload: { Username: 'Copy', Email: taken, Password: 'a long password' },
      });
      const updated = await c.t.app.inject({
        method: 'PUT',
        url: `/api/content/updateStudent/${target.id}`,
        headers: c.instructor.headers,
        payload: { Username: 'Copy', Email: taken },
      });
      answers.push([added.statusCode, added.json()], [updated.statusCode, updated.json()]);
    }
    const generic = [409, { success: false, message: STAFF_MESSAGES.emailUnavailable }];
    expect(answers).toEqual(Array(6).fill(generic));
    // An Admin, who manages every account, is told plainly.
    const byAdmin = await c.t.app.inject({
      method: 'POST',
      url: '/api/content/addStudent',
      headers: c.admin.headers,
      payload: { Username: 'Copy', Email: c.instructor.email, Password: 'a long password' },
    });
    expect(byAdmin.json()).toEqual({ success: false, message: STAFF_MESSAGES.emailTaken });
  });

  it('updateStudent writes only Username, Email and Password; Status, isVerified and _id are ignored', async () => {
    const victim = await createLoggedInAccount(c.t, 'Student', 'Fields');
    const response = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${victim.id}`,
      headers: c.instructor.headers,
      payload: {
        Username: 'Fields Renamed',
        Email: victim.email,
        Status: 'inactive',
        isVerified: false,
        _id: c.admin.id,
        Profile: 'https://evil.example/x.png',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(TOASTS.studentUpdated);
    const row = await userRow(victim.id);
    expect(row).toMatchObject({ username: 'Fields Renamed', status: 'active', isVerified: true, profile: '' });
    expect((await userRow(c.admin.id))?.username).toMatch(/^Main Admin/);
    // No password given: the student's session and password stay.
    expect(await sessionStatus(c.t, victim.token)).toBe(200);
    await expect(login(c.t, victim.email, victim.password)).resolves.toBeTypeOf('string');
  });

  it('updateStudent needs Username and Email', async () => {
    const response = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${c.student.id}`,
      headers: c.admin.headers,
      payload: { Username: 'Only name' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(VALIDATION.updateStudentRequired);
  });

  it('a new password ends every session of that user, and the new password works', async () => {
    const victim = await createLoggedInAccount(c.t, 'Student', 'Password');
    const response = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${victim.id}`,
      headers: c.instructor.headers,
      payload: { Username: 'Password', Email: victim.email, Password: 'another long password' },
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionStatus(c.t, victim.token)).toBe(401);
    await expect(login(c.t, victim.email, 'another long password')).resolves.toBeTypeOf('string');
  });

  it('an Instructor cannot change a role (403), not even to Instructor on a Student', async () => {
    const victim = await createLoggedInAccount(c.t, 'Student', 'Promote');
    const response = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${victim.id}`,
      headers: c.instructor.headers,
      payload: { Username: 'Promote', Email: victim.email, Role: 'Instructor' },
    });
    expect(response.statusCode).toBe(403);
    expect((await userRow(victim.id))?.role).toBe('Student');
    // Sending the role the account already has is no change and is accepted.
    const same = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${victim.id}`,
      headers: c.instructor.headers,
      payload: { Username: 'Promote', Email: victim.email, Role: 'Student' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('an Admin makes an Instructor from a Student with Role', async () => {
    const victim = await createLoggedInAccount(c.t, 'Student', 'Promote');
    const response = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${victim.id}`,
      headers: c.admin.headers,
      payload: { Username: 'Promoted', Email: victim.email, Role: 'Instructor' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: PublicUser }>().user.Role).toBe('Instructor');
    const content = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/getLatestUpload',
      headers: victim.headers,
    });
    expect(content.statusCode).toBe(200);
  });

  it('changing the e-mail to a taken one answers 409; a new e-mail must be verified again', async () => {
    const victim = await createLoggedInAccount(c.t, 'Student', 'Mail');
    const taken = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${victim.id}`,
      headers: c.admin.headers,
      payload: { Username: 'Mail', Email: c.student.email },
    });
    expect(taken.statusCode).toBe(409);
    const changed = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${victim.id}`,
      headers: c.admin.headers,
      payload: { Username: 'Mail', Email: `moved.${victim.email}` },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ user: PublicUser }>().user).toMatchObject({
      Email: `moved.${victim.email}`,
      isVerified: false,
    });
  });
});

describe('blocking, deleting and the last Admin', () => {
  it("blocking a student ends the student's open session at once; unblocking lets them log in again", async () => {
    const victim = await createLoggedInAccount(c.t, 'Student', 'Blocked');
    expect(await sessionStatus(c.t, victim.token)).toBe(200);
    const block = await c.t.app.inject({
      method: 'PATCH',
      url: `/api/content/changeStudentStatus/${victim.id}`,
      headers: { ...c.instructor.headers, 'Content-Type': 'application/json' },
      payload: '',
    });
    expect(block.statusCode).toBe(200);
    expect(block.json()).toMatchObject({
      success: true,
      message: TOASTS.studentStatusChanged,
      user: { Status: 'inactive' },
    });
    expect(await sessionStatus(c.t, victim.token)).toBe(401);
    await expect(login(c.t, victim.email, victim.password)).rejects.toThrow(/403/);

    const unblock = await c.t.app.inject({
      method: 'PATCH',
      url: `/api/content/changeStudentStatus/${victim.id}`,
      headers: c.instructor.headers,
    });
    expect(unblock.json<{ user: PublicUser }>().user.Status).toBe('active');
    await expect(login(c.t, victim.email, victim.password)).resolves.toBeTypeOf('string');
  });

  it('nobody deletes or blocks themselves', async () => {
    for (const caller of [c.admin, c.instructor]) {
      const remove = await c.t.app.inject({
        method: 'DELETE',
        url: `/api/content/deleteStudent/${caller.id}`,
        headers: caller.headers,
      });
      expect(remove.statusCode).toBe(400);
      expect(remove.json<{ message: string }>().message).toBe(STAFF_MESSAGES.selfDelete);
      const block = await c.t.app.inject({
        method: 'PATCH',
        url: `/api/content/changeStudentStatus/${caller.id}`,
        headers: caller.headers,
      });
      expect(block.statusCode).toBe(400);
      expect(block.json<{ message: string }>().message).toBe(STAFF_MESSAGES.selfBlock);
    }
    expect(await sessionStatus(c.t, c.admin.token)).toBe(200);
  });

  it('the last active Admin cannot be demoted (409); another Admin can be', async () => {
    // Other tests may have left Admins; take the Admin role from every one but the main Admin.
    await c.t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.role, 'Admin'));
    await c.t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, c.admin.id));
    const demote = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${c.admin.id}`,
      headers: c.admin.headers,
      payload: { Username: 'Main Admin', Email: c.admin.email, Role: 'Instructor' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json<{ message: string }>().message).toBe(STAFF_MESSAGES.lastAdmin);
    expect((await userRow(c.admin.id))?.role).toBe('Admin');

    const second = await createLoggedInAccount(c.t, 'Admin', 'Second Admin');
    const demoteSelf = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/updateStudent/${second.id}`,
      headers: second.headers,
      payload: { Username: 'Second Admin', Email: second.email, Role: 'Instructor' },
    });
    expect(demoteSelf.statusCode).toBe(200);
    expect((await userRow(second.id))?.role).toBe('Instructor');
  });

  it('two Admins removing each other at the same time leave one active Admin', async () => {
    await c.t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.role, 'Admin'));
    const first = await createLoggedInAccount(c.t, 'Admin', 'Race One');
    const second = await createLoggedInAccount(c.t, 'Admin', 'Race Two');
    const [a, b] = await Promise.all([
      c.t.app.inject({ method: 'DELETE', url: `/api/content/deleteStudent/${second.id}`, headers: first.headers }),
      c.t.app.inject({ method: 'DELETE', url: `/api/content/deleteStudent/${first.id}`, headers: second.headers }),
    ]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.find((status) => status !== 200)).toBeOneOf([401, 409]);
    const remaining = await c.t.database.db.select().from(users).where(eq(users.role, 'Admin'));
    expect(remaining.filter((row) => row.status === 'active' && [first.id, second.id].includes(row.id))).toHaveLength(
      1,
    );
    await c.t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, c.admin.id));
  });
});
