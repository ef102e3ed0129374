import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listTables } from '../../backup/backup.ts';
import {
  auditLog,
  courseEnrolments,
  courseLectures,
  courses,
  lectureProgress,
  mailOutbox,
} from '../../db/schema/index.ts';
import { type Caller, useContentTests } from '../../../test/support/content.ts';

interface Progress {
  watched: number;
  total: number;
  continueLecture: number | null;
  lastActiveAt: string | null;
}
interface Answer {
  success: boolean;
  message: string;
  enrolment: { _id: string; status: string; decidedAt: string | null };
  courseData: { _id: string; title: string; lectures: unknown[] };
  lecture: { number: number; position: number; duration: number | null; isWatched: boolean };
  progress: Progress;
  lectures: { number: number; title: string; position: number; isWatched: boolean }[];
  courses: { course: { _id: string }; enrolment: { status: string }; progress: Progress }[];
  enrolments: { _id: string; status: string; name: string; mobile: string; student: { _id: string } }[];
  counts: Record<string, number>;
  enrolledCourses: { _id: string; progress: Progress }[];
}

const c = useContentTests();

const FORM = { name: 'Asha Rao', email: 'asha@college.example.edu', mobile: '+91 98765 43210', college: 'IIT' };
const LECTURES = [
  { title: 'One', videoUrl: 'https://cdn.example.org/one.mp4' },
  { title: 'Two', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  { title: 'Three', videoUrl: 'https://cdn.example.org/three.mp4' },
];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (caller: Caller, method: Method, url: string, payload?: object) =>
  c.t.app.inject({ method, url, headers: c.accounts.headers(caller), ...(payload === undefined ? {} : { payload }) });

/** A course of 'Instructor owner' with three lectures; price 0 makes it free. */
async function course(options: { price?: number; title?: string; status?: 'public' | 'draft' | 'archived' } = {}) {
  const [id] = await c.seed.courses(
    [{ ownerId: c.accounts.ids['Instructor owner'], title: options.title ?? 'A course', status: options.status }],
    LECTURES,
  );
  if (options.price !== undefined)
    await c.t.database.db.update(courses).set({ price: options.price }).where(eq(courses.id, id!));
  await c.t.app.changeFeed.sync();
  return id!;
}
const enrol = (caller: Caller, courseId: string) => call(caller, 'POST', `/api/courses/${courseId}/enrolment`, FORM);
const save = (caller: Caller, courseId: string, number: number, body: object) =>
  call(caller, 'PUT', `/api/courses/${courseId}/lectures/${number}/progress`, body);
const learn = async (caller: Caller, courseId: string) => {
  const response = await call(caller, 'GET', `/api/courses/${courseId}/learn`);
  expect(response.statusCode).toBe(200);
  return response.json<Answer>();
};
const requestsOf = async (caller: Caller, courseId: string) => {
  const response = await call(caller, 'GET', `/api/courses/${courseId}/enrolments`);
  expect(response.statusCode).toBe(200);
  return response.json<Answer>();
};
const rowsOf = (courseId: string) =>
  c.t.database.db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId));

describe('enrolling', () => {
  it('a free course enrols a Student at once, and enrolling twice changes nothing', async () => {
    const id = await course({ price: 0 });
    const first = await enrol('Student', id);
    expect(first.statusCode).toBe(200);
    expect(first.json<Answer>()).toMatchObject({
      success: true,
      message: 'You are enrolled. Enjoy the course!',
      enrolment: { status: 'enrolled', decidedAt: null },
      courseData: { _id: id, lectures: LECTURES },
    });
    const again = await enrol('Student', id);
    expect(again.statusCode).toBe(200);
    expect(again.json<Answer>().message).toBe('You are already enrolled in this course.');
    expect(again.json<Answer>().enrolment._id).toBe(first.json<Answer>().enrolment._id);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('a priced course records a request with the form’s contact details; asking twice changes nothing', async () => {
    const id = await course({ price: 999 });
    const first = await enrol('Student', id);
    expect(first.json<Answer>()).toMatchObject({
      message: 'Your request is recorded. We will tell you as soon as it is approved.',
      enrolment: { status: 'requested' },
    });
    const again = await enrol('Student', id);
    expect(again.json<Answer>().message).toBe(
      'Your request is already recorded. We will tell you as soon as it is approved.',
    );
    const rows = await rowsOf(id);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'requested', name: 'Asha Rao', mobile: '+91 98765 43210', college: 'IIT' }),
    ]);
    // A request opens no lecture.
    expect((await save('Student', id, 1, { position: 5, duration: 100 })).statusCode).toBe(403);
  });

  it('the older client’s exact body enrols the caller and answers success, message and courseData', async () => {
    const free = await course({ price: 0, title: 'Older client course' });
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/courseEnroll/enroll',
      headers: { AuthToken: c.accounts.tokens.Student, 'Content-Type': 'application/json' },
      payload: JSON.stringify({
        courseId: free,
        name: 'Asha',
        email: 'asha@example.com',
        mobile: '9876543210',
        college: '',
      }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Answer>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('You are enrolled. Enjoy the course!');
    expect(body.courseData).toMatchObject({ _id: free, title: 'Older client course', type: 'course' });
    const priced = await course({ price: 499 });
    const request = await c.t.app.inject({
      method: 'POST',
      url: '/api/courseEnroll/enroll',
      headers: { AuthToken: c.accounts.tokens['Instructor non-owner'] },
      payload: { courseId: priced, name: 'Ravi', email: 'ravi@example.com', mobile: '9876500000', college: 'DU' },
    });
    expect(request.json<Answer>()).toMatchObject({ success: true, enrolment: { status: 'requested' } });
  });

  it('anonymous callers are 401 on every enrolment call, and nothing is written', async () => {
    const id = await course({ price: 0 });
    const urls: [Method, string, object?][] = [
      ['POST', '/api/courseEnroll/enroll', { courseId: id, ...FORM }],
      ['POST', `/api/courses/${id}/enrolment`, FORM],
      ['DELETE', `/api/courses/${id}/enrolment`],
      ['GET', '/api/courses/mine'],
      ['GET', `/api/courses/${id}/learn`],
      ['PUT', `/api/courses/${id}/lectures/1/progress`, { position: 1, duration: 10 }],
      ['GET', `/api/courses/${id}/enrolments`],
      ['GET', `/api/courses/${id}/enrolments.csv`],
    ];
    for (const [method, url, payload] of urls) {
      const response = await call('anonymous', method, url, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json<Answer>()).toEqual({ success: false, message: 'Please log in to continue.' });
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it.each(['draft', 'archived'] as const)(
    'a %s course cannot be joined: 404 to a Student, 409 to its owner',
    async (status) => {
      const id = await course({ price: 0, status });
      const student = await enrol('Student', id);
      expect(student.statusCode).toBe(404);
      expect(student.json<Answer>().message).toBe('Course not found! Please try again.');
      const owner = await enrol('Instructor owner', id);
      expect(owner.statusCode).toBe(409);
      expect(owner.json<Answer>().message).toBe('This course is not open for enrolment right now.');
      expect(await rowsOf(id)).toEqual([]);
    },
  );

  it('an unknown course, a bad id and a missing field are clear 404s and 400s', async () => {
    expect((await enrol('Student', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await enrol('Student', 'not-an-id')).statusCode).toBe(404);
    const id = await course({ price: 0 });
    const noMobile = await call('Student', 'POST', `/api/courses/${id}/enrolment`, { name: 'A', email: 'a@b.example' });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json<Answer>().message).toContain('Mobile number is required.');
    const badEmail = await call('Student', 'POST', `/api/courses/${id}/enrolment`, { ...FORM, email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<Answer>().message).toContain('Please enter a valid e-mail address.');
    const legacy = await call('Student', 'POST', '/api/courseEnroll/enroll', FORM);
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json<Answer>().message).toContain('courseId is required.');
    const hindi = await c.t.app.inject({
      method: 'POST',
      url: `/api/courses/${id}/enrolment`,
      headers: { ...c.accounts.headers('Student'), 'Accept-Language': 'hi' },
      payload: { name: 'A', email: 'a@b.example' },
    });
    expect(hindi.json<Answer>().message).toContain('मोबाइल नंबर ज़रूरी है।');
    expect(await rowsOf(id)).toEqual([]);
  });

  it('leaving takes the course off the lists; coming back resumes where the student was', async () => {
    const id = await course({ price: 0 });
    await enrol('Student', id);
    await save('Student', id, 2, { position: 90, duration: 600 });
    const leave = await call('Student', 'DELETE', `/api/courses/${id}/enrolment`);
    expect(leave.json<Answer>()).toEqual({ success: true, message: 'You have left the course.' });
    const mine = (await call('Student', 'GET', '/api/courses/mine')).json<Answer>();
    expect(mine.courses.map((entry) => entry.course._id)).not.toContain(id);
    await enrol('Student', id);
    expect((await learn('Student', id)).lectures[1]).toMatchObject({ number: 2, position: 90 });
  });
});

describe('lecture progress', () => {
  it('a position past the end is the end, 90 % counts as watched, and the mark stays', async () => {
    const id = await course({ price: 0 });
    await enrol('Student', id);
    const past = await save('Student', id, 1, { position: 700, duration: 600 });
    expect(past.statusCode).toBe(200);
    expect(past.json<Answer>().lecture).toEqual({
      number: 1,
      title: 'One',
      videoUrl: LECTURES[0]!.videoUrl,
      position: 600,
      duration: 600,
      isWatched: true,
    });
    const almost = await save('Student', id, 2, { position: 539, duration: 600 });
    expect(almost.json<Answer>().lecture.isWatched).toBe(false);
    c.t.clock.advance(1000);
    expect((await save('Student', id, 2, { position: 540, duration: 600 })).json<Answer>().lecture.isWatched).toBe(
      true,
    );
    c.t.clock.advance(1000);
    const rewound = await save('Student', id, 2, { position: 10, duration: 600 });
    expect(rewound.json<Answer>().lecture).toMatchObject({ position: 10, isWatched: true });
    expect(rewound.json<Answer>().progress).toMatchObject({ watched: 2, total: 3 });
  });

  it('offline saves arriving late never move the position back: the later timestamp wins', async () => {
    const id = await course({ price: 0 });
    await enrol('Student', id);
    const now = c.t.clock.now().getTime();
    const at = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    await save('Student', id, 1, { position: 120, duration: 600, updatedAt: at(10) });
    const stale = await save('Student', id, 1, { position: 30, duration: 600, updatedAt: at(60) });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<Answer>().lecture.position).toBe(120);
    const later = await save('Student', id, 1, { position: 150, duration: 600, updatedAt: at(5) });
    expect(later.json<Answer>().lecture.position).toBe(150);
    // A clock ahead of the server's counts as now: it cannot pin the position.
    await save('Student', id, 1, { position: 160, duration: 600, updatedAt: new Date(now + 3_600_000).toISOString() });
    c.t.clock.advance(1000);
    expect((await save('Student', id, 1, { position: 170, duration: 600 })).json<Answer>().lecture.position).toBe(170);
  });

  it('continue points at the lecture left unfinished, or the next one once it is watched', async () => {
    const id = await course({ price: 0 });
    await enrol('Student', id);
    expect((await learn('Student', id)).progress).toEqual({
      watched: 0,
      total: 3,
      continueLecture: 1,
      lastActiveAt: null,
    });
    await save('Student', id, 1, { position: 600, duration: 600 });
    expect((await learn('Student', id)).progress).toMatchObject({ watched: 1, continueLecture: 2 });
    c.t.clock.advance(1000);
    await save('Student', id, 2, { position: 90, duration: 600 });
    const view = await learn('Student', id);
    expect(view.progress).toMatchObject({ watched: 1, total: 3, continueLecture: 2 });
    expect(view.lectures.map((lecture) => [lecture.number, lecture.position, lecture.isWatched])).toEqual([
      [1, 600, true],
      [2, 90, false],
      [3, 0, false],
    ]);
    const myLearning = (await call('Student', 'GET', '/api/content/getDatafromMyLearning')).json<Answer>();
    expect(myLearning.enrolledCourses.find((entry) => entry._id === id)?.progress).toMatchObject({
      watched: 1,
      total: 3,
      continueLecture: 2,
    });
  });

  it('bad input is a readable 400, an unknown lecture 404, a lecture moved meanwhile 409', async () => {
    const id = await course({ price: 0 });
    await enrol('Student', id);
    const negative = await save('Student', id, 1, { position: -1, duration: 10 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<Answer>().message).toContain('The position must be a number of seconds from 0.');
    expect((await save('Student', id, 1, { position: 1, duration: 0 })).statusCode).toBe(400);
    expect((await save('Student', id, 1, { position: 'x', duration: 10 })).statusCode).toBe(400);
    expect((await save('Student', id, 4, { position: 1, duration: 10 })).statusCode).toBe(404);
    expect((await save('Student', id, 0, { position: 1, duration: 10 })).statusCode).toBe(404);
    const moved = await save('Student', id, 1, { position: 1, duration: 10, videoUrl: LECTURES[1]!.videoUrl });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<Answer>().message).toBe('This lecture has changed. Please reload the course.');
    expect(await c.t.database.db.select().from(lectureProgress).where(eq(lectureProgress.courseId, id))).toEqual([]);
  });

  it('reordering or removing lectures keeps the progress of the others', async () => {
    const id = await course({ price: 0 });
    await enrol('Student', id);
    await save('Student', id, 1, { position: 600, duration: 600 });
    await save('Student', id, 3, { position: 42, duration: 600 });
    const update = await call('Instructor owner', 'PUT', `/api/content/updateCourse/${id}`, {
      lectures: [LECTURES[2], LECTURES[0]],
    });
    expect(update.statusCode).toBe(200);
    const view = await learn('Student', id);
    expect(view.lectures.map((lecture) => [lecture.title, lecture.position, lecture.isWatched])).toEqual([
      ['Three', 42, false],
      ['One', 600, true],
    ]);
    expect(view.progress).toMatchObject({ watched: 1, total: 2 });
  });

  it('a course made draft leaves its students’ lists and keeps their progress for its return', async () => {
    const id = await course({ price: 0 });
    await enrol('Student', id);
    await save('Student', id, 2, { position: 77, duration: 600 });
    await c.t.database.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, id));
    await c.t.app.changeFeed.sync();
    expect(
      (await call('Student', 'GET', '/api/courses/mine')).json<Answer>().courses.map((c) => c.course._id),
    ).not.toContain(id);
    expect(
      (await call('Student', 'GET', '/api/content/getDatafromMyLearning'))
        .json<Answer>()
        .enrolledCourses.map((c) => c._id),
    ).not.toContain(id);
    expect((await save('Student', id, 2, { position: 80, duration: 600 })).statusCode).toBe(404);
    await c.t.database.db.update(courses).set({ status: 'public' }).where(eq(courses.id, id));
    await c.t.app.changeFeed.sync();
    expect((await learn('Student', id)).lectures[1]?.position).toBe(77);
  });
});

describe('staff and requests', () => {
  it('the owning Instructor approves a request: the student is enrolled, told by mail, and it is audited', async () => {
    const id = await course({ price: 999, title: 'Maths <b>crash</b> & more' });
    const requested = (await enrol('Student', id)).json<Answer>().enrolment._id;
    const list = await requestsOf('Instructor owner', id);
    expect(list.counts).toEqual({ enrolled: 0, requested: 1, declined: 0 });
    expect(list.enrolments).toEqual([
      expect.objectContaining({ _id: requested, status: 'requested', name: 'Asha Rao', mobile: '+91 98765 43210' }),
    ]);
    const approve = await call('Instructor owner', 'POST', `/api/courses/${id}/enrolments/${requested}/approve`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json<Answer>()).toMatchObject({
      message: 'Request approved: the student is enrolled.',
      enrolment: { status: 'enrolled' },
    });
    const mine = (await call('Student', 'GET', '/api/courses/mine')).json<Answer>();
    expect(mine.courses.find((entry) => entry.course._id === id)?.enrolment.status).toBe('enrolled');
    const [mail] = await c.t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'enrolment_decision'),
          eq(mailOutbox.subject, 'You are enrolled in Maths <b>crash</b> & more'),
        ),
      );
    expect(mail?.toAddress).toBe('user0@college.example.edu');
    expect(mail?.html).toContain('Maths &lt;b&gt;crash&lt;/b&gt; &amp; more');
    expect(mail?.html).not.toContain('<b>crash');
    expect(mail?.text).toContain(`/courses/${id}/learn`);
    const audit = await c.t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'enrolment.approved', actorId: c.accounts.ids['Instructor owner'] }),
    ]);
    const twice = await call('Instructor owner', 'POST', `/api/courses/${id}/enrolments/${requested}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Answer>().message).toBe('This student is already enrolled.');
    expect(await c.t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(1);
  });

  it('only the owner or an Admin manages a course’s students; others get 403 and change nothing', async () => {
    const id = await course({ price: 999 });
    const requested = (await enrol('Student', id)).json<Answer>().enrolment._id;
    for (const caller of ['Student', 'Instructor non-owner'] as const) {
      const list = await call(caller, 'GET', `/api/courses/${id}/enrolments`);
      expect(list.statusCode, caller).toBe(403);
      const approve = await call(caller, 'POST', `/api/courses/${id}/enrolments/${requested}/approve`);
      expect(approve.statusCode, caller).toBe(403);
      expect((await call(caller, 'DELETE', `/api/courses/${id}/enrolments/${requested}`)).statusCode).toBe(403);
      expect((await call(caller, 'GET', `/api/courses/${id}/enrolments.csv`)).statusCode).toBe(403);
    }
    expect((await call('Instructor non-owner', 'GET', `/api/courses/${id}/enrolments`)).json<Answer>().message).toBe(
      'You may manage students only for your own courses.',
    );
    expect((await rowsOf(id))[0]?.status).toBe('requested');
    const decline = await call('Admin', 'POST', `/api/courses/${id}/enrolments/${requested}/decline`);
    expect(decline.json<Answer>()).toMatchObject({ message: 'Request declined.', enrolment: { status: 'declined' } });
    const again = await call('Admin', 'POST', `/api/courses/${id}/enrolments/${requested}/decline`);
    expect(again.statusCode).toBe(409);
    const mine = (await call('Student', 'GET', '/api/courses/mine')).json<Answer>();
    expect(mine.courses.find((entry) => entry.course._id === id)?.enrolment.status).toBe('declined');
    // A declined student may ask again.
    expect((await enrol('Student', id)).json<Answer>().enrolment.status).toBe('requested');
  });

  it('an Instructor may not see another’s draft course’s students (404), and an unknown enrolment is 404', async () => {
    const [draft] = await c.seed.courses([{ ownerId: c.accounts.ids['Instructor owner'], status: 'draft' }]);
    expect((await call('Instructor non-owner', 'GET', `/api/courses/${draft}/enrolments`)).statusCode).toBe(404);
    expect((await call('Admin', 'GET', `/api/courses/${draft}/enrolments`)).statusCode).toBe(200);
    const id = await course({ price: 999 });
    const unknown = await call(
      'Admin',
      'POST',
      `/api/courses/${id}/enrolments/00000000-0000-4000-8000-000000000000/approve`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Answer>().message).toBe('This enrolment does not exist.');
    expect((await call('Admin', 'POST', `/api/courses/${id}/enrolments/nope/approve`)).statusCode).toBe(404);
  });

  it('staff see progress, remove a student (audited), and export the list as CSV with formulas neutralised', async () => {
    const id = await course({ price: 0, title: 'CSV course' });
    await call('Student', 'POST', `/api/courses/${id}/enrolment`, { ...FORM, name: '=HYPERLINK("x")' });
    await save('Student', id, 1, { position: 600, duration: 600 });
    const list = await requestsOf('Admin', id);
    expect(list.enrolments[0]).toMatchObject({ status: 'enrolled', progress: { watched: 1, total: 3 } });
    const csv = await call('Instructor owner', 'GET', `/api/courses/${id}/enrolments.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="CSV-course-students.csv"');
    expect(csv.body).toContain('Username,Account email,Name,Email,Mobile,College,Status');
    expect(csv.body).toContain(`'=HYPERLINK`);
    expect(csv.body).toContain(',enrolled,');
    const enrolmentId = list.enrolments[0]!._id;
    const removed = await call('Instructor owner', 'DELETE', `/api/courses/${id}/enrolments/${enrolmentId}`);
    expect(removed.json<Answer>()).toEqual({ success: true, message: 'The student was removed from the course.' });
    expect(await rowsOf(id)).toEqual([]);
    const [entry] = await c.t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'enrolment.removed', targetType: 'course', targetTitle: 'CSV course' });
    expect((await save('Student', id, 1, { position: 1, duration: 600 })).statusCode).toBe(403);
  });

  it('a course deleted while students are enrolled takes its enrolments and progress with it', async () => {
    const id = await course({ price: 0 });
    await enrol('Student', id);
    await save('Student', id, 1, { position: 5, duration: 600 });
    expect((await call('Instructor owner', 'DELETE', `/api/content/deleteCourse/${id}`)).statusCode).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
    expect(await c.t.database.db.select().from(lectureProgress).where(eq(lectureProgress.courseId, id))).toEqual([]);
    expect(await c.t.database.db.select().from(courseLectures).where(eq(courseLectures.courseId, id))).toEqual([]);
    expect((await call('Student', 'GET', '/api/courses/mine')).statusCode).toBe(200);
  });
});

describe('backups', () => {
  it('carry the enrolment and progress tables', async () => {
    const client = c.t.database.newClient();
    await client.connect();
    try {
      const names = (await listTables(client)).map((table) => table.name);
      expect(names).toEqual(expect.arrayContaining(['course_enrolments', 'lecture_progress']));
    } finally {
      await client.end();
    }
  });
});
