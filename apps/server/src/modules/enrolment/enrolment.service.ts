import {
  ENROLMENT_MESSAGES,
  ENROLMENT_PAGE_SIZE,
  UNPAGED_LIST_CAP,
  WATCHED_SHARE,
  isFreeCourse,
  type CourseEnrolment as CourseEnrolmentView,
  type CourseEnrolmentsResponse,
  type CourseLearnResponse,
  type CourseProgress,
  type EnrolResponse,
  type EnrolledCourseItem,
  type EnrolmentForm,
  type EnrolmentsQuery,
  type LectureProgressBody,
  type LectureProgressResponse,
  type LectureView,
  type MyCourse,
  type MyEnrolment,
  type VideoProgressBody,
  type VideoProgressListResponse,
  type VideoProgressResponse,
  type VideoProgressView,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { CourseEnrolment, LectureProgress, User, VideoProgress } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { resolvePaging } from '../../lib/paging.ts';
import { buildEnrolmentDecisionMail } from '../../mail/mail.templates.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { AuditActor, AuditRecorder } from '../audit/audit.service.ts';
import { isItemId, toCourseItem, type Lecture } from '../content/content.items.ts';
import { toSpreadsheetCsv } from '../users/users.csv.ts';
import type { CourseRow, EnrolmentRepository, EnrolmentWithStudent } from './enrolment.repository.ts';

type Caller = Pick<User, 'id' | 'role'>;

/** A lecture's lasting identity: its video address (row ids change whenever a course is edited). */
export const lectureKeyOf = (lecture: Lecture): string =>
  lecture.videoUrl.trim() !== '' ? lecture.videoUrl.trim() : `title:${lecture.title.trim()}`;

/**
 * How far a student is over a course's current lectures. The lecture to continue is the one touched
 * last, or, once that one is watched, the next unwatched one (wrapping to the first unwatched).
 */
export function computeProgress(lectures: readonly Lecture[], rows: readonly LectureProgress[]): CourseProgress {
  const byKey = new Map(rows.map((row) => [row.lectureKey, row]));
  const current = lectures.map((lecture) => byKey.get(lectureKeyOf(lecture)));
  const watched = current.filter((row) => row?.isWatched === true).length;
  const lastActive = rows.reduce<Date | null>(
    (latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  if (lectures.length === 0) return { watched: 0, total: 0, continueLecture: null, lastActiveAt: iso(lastActive) };
  let lastIndex = -1;
  current.forEach((row, index) => {
    const best = lastIndex === -1 ? undefined : current[lastIndex];
    if (row !== undefined && (best === undefined || row.updatedAt > best.updatedAt)) lastIndex = index;
  });
  let next = lastIndex === -1 ? 0 : lastIndex;
  if (lastIndex !== -1 && current[lastIndex]?.isWatched === true) {
    const isUnwatched = (index: number) => current[index]?.isWatched !== true;
    const after = current.findIndex((_row, index) => index > lastIndex && isUnwatched(index));
    const first = current.findIndex((_row, index) => isUnwatched(index));
    next = after !== -1 ? after : first !== -1 ? first : lastIndex;
  }
  return { watched, total: lectures.length, continueLecture: next + 1, lastActiveAt: iso(lastActive) };
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/**
 * A saved position as stored, for lectures and standalone videos alike: past the end is the end, 90 %
 * played is watched, and a client clock ahead of the server's is the server's (it must not pin a
 * position for ever).
 */
export function toStoredPosition(
  body: { position: number; duration: number; updatedAt?: string | undefined },
  now: Date,
): { positionSeconds: number; durationSeconds: number; isWatched: boolean; updatedAt: Date } {
  const sentAt = body.updatedAt === undefined ? now : new Date(body.updatedAt);
  const position = Math.min(body.position, body.duration);
  return {
    positionSeconds: position,
    durationSeconds: body.duration,
    isWatched: position >= body.duration * WATCHED_SHARE,
    updatedAt: sentAt > now ? now : sentAt,
  };
}

const toVideoProgressView = (row: VideoProgress): VideoProgressView => ({
  videoId: row.videoId,
  position: row.positionSeconds,
  duration: row.durationSeconds,
  isWatched: row.isWatched,
  updatedAt: row.updatedAt.toISOString(),
});

const toMyEnrolment = (row: CourseEnrolment): MyEnrolment => ({
  _id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  decidedAt: iso(row.decidedAt),
});

function toLectureViews(lectures: readonly Lecture[], rows: readonly LectureProgress[]): LectureView[] {
  const byKey = new Map(rows.map((row) => [row.lectureKey, row]));
  return lectures.map((lecture, index) => {
    const row = byKey.get(lectureKeyOf(lecture));
    return {
      number: index + 1,
      title: lecture.title,
      videoUrl: lecture.videoUrl,
      position: row?.positionSeconds ?? 0,
      duration: row?.durationSeconds ?? null,
      isWatched: row?.isWatched ?? false,
    };
  });
}

const isJoinable = (course: CourseRow) => course.status === 'public' && course.isPublic;

export function createEnrolmentService(deps: {
  db: Db;
  repository: EnrolmentRepository;
  clock: Clock;
  mail: Pick<MailModule, 'enqueue' | 'notify' | 'publicUrl'>;
  audit: AuditRecorder;
}) {
  const { db, repository: repo, clock, mail, audit } = deps;

  async function findCourse(target: Db, user: Caller, courseId: string): Promise<CourseRow> {
    const course = isItemId(courseId) ? await repo.findVisibleCourse(target, courseId, user) : undefined;
    if (course === undefined) throw notFound(ENROLMENT_MESSAGES.courseNotFound);
    return course;
  }

  async function lecturesOf(target: Db, courseId: string): Promise<Lecture[]> {
    return (await repo.findLecturesOf(target, [courseId])).get(courseId) ?? [];
  }

  /** Admin: every course; Instructor: their own; anyone else is refused. */
  async function findManagedCourse(target: Db, user: Caller, courseId: string): Promise<CourseRow> {
    const course = await findCourse(target, user, courseId);
    if (user.role !== 'Admin' && course.ownerId !== user.id) throw forbidden(ENROLMENT_MESSAGES.notCourseOwner);
    return course;
  }

  /** Progress of several students in one course, by student id. */
  async function progressByStudent(target: Db, courseId: string, userIds: string[]) {
    const [lectures, rows] = await Promise.all([
      lecturesOf(target, courseId),
      repo.findProgress(target, { userIds, courseIds: [courseId] }),
    ]);
    return (userId: string) =>
      computeProgress(
        lectures,
        rows.filter((row) => row.userId === userId),
      );
  }

  function toCourseEnrolment(row: EnrolmentWithStudent, progress: CourseProgress): CourseEnrolmentView {
    return {
      _id: row.id,
      status: row.status,
      student: { _id: row.userId, Username: row.username, Email: row.accountEmail },
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      college: row.college,
      createdAt: row.createdAt.toISOString(),
      decidedAt: iso(row.decidedAt),
      progress,
    };
  }

  /** The caller's courses with their progress, each course's lectures and progress read once for all. */
  async function listMineWithProgress(user: Caller, status?: 'enrolled') {
    const rows = await repo.listMine(db, user, { status, limit: UNPAGED_LIST_CAP });
    const courseIds = rows.map((row) => row.course.id);
    const [lectures, progress] = await Promise.all([
      repo.findLecturesOf(db, courseIds),
      repo.findProgress(db, { userIds: [user.id], courseIds }),
    ]);
    return rows.map((row) => {
      const list = lectures.get(row.course.id) ?? [];
      return {
        row,
        lectures: list,
        progress: computeProgress(
          list,
          progress.filter((entry) => entry.courseId === row.course.id),
        ),
      };
    });
  }

  async function decide(
    actor: AuditActor,
    ids: { courseId: string; enrolmentId: string },
    isApproval: boolean,
  ): Promise<{ message: string; enrolment: CourseEnrolmentView }> {
    const result = await db.transaction(async (tx) => {
      const course = await findManagedCourse(tx, actor, ids.courseId);
      const row = isItemId(ids.enrolmentId) ? await repo.findEnrolmentById(tx, course.id, ids.enrolmentId) : undefined;
      if (row === undefined) throw notFound(ENROLMENT_MESSAGES.enrolmentNotFound);
      if (isApproval && row.status === 'enrolled') throw conflict(ENROLMENT_MESSAGES.approvedAlready);
      if (!isApproval && row.status === 'enrolled') throw conflict(ENROLMENT_MESSAGES.declineEnrolled);
      if (!isApproval && row.status === 'declined') throw conflict(ENROLMENT_MESSAGES.declinedAlready);
      const now = clock.now();
      const decided = await repo.decide(tx, row.id, {
        status: isApproval ? 'enrolled' : 'declined',
        decidedBy: actor.id,
        now,
      });
      await audit.recordAudit(tx, {
        actor,
        action: isApproval ? 'enrolment.approved' : 'enrolment.declined',
        targetType: 'course',
        targetId: course.id,
        targetTitle: course.title,
        details: { enrolmentId: row.id, studentId: row.userId },
      });
      const content = buildEnrolmentDecisionMail({
        language: row.language,
        publicUrl: mail.publicUrl,
        username: row.username,
        courseId: course.id,
        courseTitle: course.title,
        isApproved: isApproval,
      });
      await mail.enqueue(tx, { kind: 'enrolment_decision', to: row.accountEmail, ...content });
      const progress = await progressByStudent(tx, course.id, [row.userId]);
      return toCourseEnrolment({ ...row, ...decided }, progress(row.userId));
    });
    mail.notify();
    return { message: isApproval ? ENROLMENT_MESSAGES.approved : ENROLMENT_MESSAGES.declined, enrolment: result };
  }

  return {
    /**
     * Enrols `user` in a free course at once, or records a request for a priced one with the form's
     * contact details. Enrolling again changes nothing; after a decline it asks again.
     */
    async enrol(user: Caller, courseId: string, form: EnrolmentForm): Promise<Omit<EnrolResponse, 'success'>> {
      return db.transaction(async (tx) => {
        const course = await findCourse(tx, user, courseId);
        if (!isJoinable(course)) throw conflict(ENROLMENT_MESSAGES.courseClosed);
        const isFree = isFreeCourse({ price: Number(course.price) });
        const { enrolment, isNew } = await repo.upsertEnrolment(tx, {
          courseId: course.id,
          userId: user.id,
          status: isFree ? 'enrolled' : 'requested',
          name: form.name,
          email: form.email,
          mobile: form.mobile,
          college: form.college,
          now: clock.now(),
        });
        const message =
          enrolment.status === 'enrolled'
            ? isNew
              ? ENROLMENT_MESSAGES.enrolled
              : ENROLMENT_MESSAGES.alreadyEnrolled
            : isNew
              ? ENROLMENT_MESSAGES.requested
              : ENROLMENT_MESSAGES.alreadyRequested;
        return {
          message,
          enrolment: toMyEnrolment(enrolment),
          courseData: toCourseItem(course, await lecturesOf(tx, course.id)),
        };
      });
    },

    /**
     * Enrols students in a course given to their class, in the caller's transaction: a class's
     * members take its courses without asking, whatever the price (staff gave the course to them).
     */
    async enrolClassMembers(tx: Db, courseId: string, userIds: readonly string[]): Promise<number> {
      return repo.enrolStudents(tx, courseId, userIds, clock.now());
    },

    /** Leaves a course (or withdraws a request); progress is kept, so coming back resumes. */
    async leave(user: Caller, courseId: string): Promise<void> {
      const course = await findCourse(db, user, courseId);
      await repo.deleteEnrolment(db, course.id, user.id);
    },

    async listMine(user: Caller): Promise<MyCourse[]> {
      return (await listMineWithProgress(user)).map(({ row, lectures, progress }) => ({
        course: toCourseItem(row.course, lectures),
        enrolment: toMyEnrolment(row.enrolment),
        progress,
      }));
    },

    /** `getDatafromMyLearning`'s `enrolledCourses`. */
    async listEnrolledCourses(user: Caller): Promise<EnrolledCourseItem[]> {
      return (await listMineWithProgress(user, 'enrolled')).map(({ row, lectures, progress }) => ({
        ...toCourseItem(row.course, lectures),
        progress,
      }));
    },

    /** The course page: lectures in order, with the caller's progress when they are enrolled. */
    async learn(user: Caller, courseId: string): Promise<Omit<CourseLearnResponse, 'success'>> {
      const course = await findCourse(db, user, courseId);
      const [lectures, enrolment] = await Promise.all([
        lecturesOf(db, course.id),
        repo.findEnrolment(db, course.id, user.id),
      ]);
      const rows =
        enrolment?.status === 'enrolled'
          ? await repo.findProgress(db, { userIds: [user.id], courseIds: [course.id] })
          : [];
      return {
        course: toCourseItem(course, lectures),
        enrolment: enrolment === undefined ? null : toMyEnrolment(enrolment),
        lectures: toLectureViews(lectures, rows),
        progress: computeProgress(lectures, rows),
      };
    },

    /**
     * Saves where an enrolled student is in lecture `number` (from 1). A position past the end is the
     * end; 90 % played marks it watched for good; an older save than the stored one changes nothing.
     */
    async saveProgress(
      user: Caller,
      courseId: string,
      number: number,
      body: LectureProgressBody,
    ): Promise<Omit<LectureProgressResponse, 'success'>> {
      const course = await findCourse(db, user, courseId);
      const enrolment = await repo.findEnrolment(db, course.id, user.id);
      if (enrolment?.status !== 'enrolled') throw forbidden(ENROLMENT_MESSAGES.notEnrolled);
      const lectures = await lecturesOf(db, course.id);
      const lecture = lectures[number - 1];
      if (lecture === undefined) throw notFound(ENROLMENT_MESSAGES.lectureNotFound);
      if (body.videoUrl !== undefined && body.videoUrl.trim() !== lecture.videoUrl.trim()) {
        throw conflict(ENROLMENT_MESSAGES.lectureChanged);
      }
      await repo.saveProgress(db, {
        userId: user.id,
        courseId: course.id,
        lectureKey: lectureKeyOf(lecture),
        lectureNumber: number,
        ...toStoredPosition(body, clock.now()),
      });
      const rows = await repo.findProgress(db, { userIds: [user.id], courseIds: [course.id] });
      const views = toLectureViews(lectures, rows);
      return {
        message: ENROLMENT_MESSAGES.progressSaved,
        lecture: views[number - 1]!,
        progress: computeProgress(lectures, rows),
      };
    },

    /** Saves where the caller is in a standalone video they may see, by the lectures' rules. */
    async saveVideoProgress(
      user: Caller,
      videoId: string,
      body: VideoProgressBody,
    ): Promise<Omit<VideoProgressResponse, 'success'>> {
      const isVisible = isItemId(videoId) && (await repo.isVideoVisible(db, videoId, user));
      if (!isVisible) throw notFound(ENROLMENT_MESSAGES.videoNotFound);
      const saved = await repo.saveVideoProgress(db, {
        userId: user.id,
        videoId,
        ...toStoredPosition(body, clock.now()),
      });
      return { message: ENROLMENT_MESSAGES.progressSaved, progress: toVideoProgressView(saved) };
    },

    /** The caller's progress in these videos; ids that are not videos they may see are left out. */
    async listVideoProgress(user: Caller, videoIds: string[]): Promise<Omit<VideoProgressListResponse, 'success'>> {
      const rows = await repo.findVideoProgress(db, user, videoIds.filter(isItemId));
      return { progress: rows.map(toVideoProgressView) };
    },

    /** Staff: a course's requests and students with their progress. */
    async listOfCourse(
      user: Caller,
      courseId: string,
      query: EnrolmentsQuery,
    ): Promise<Omit<CourseEnrolmentsResponse, 'success'>> {
      const course = await findManagedCourse(db, user, courseId);
      const paging = resolvePaging(query, ENROLMENT_PAGE_SIZE);
      const [{ rows, total }, counts] = await Promise.all([
        repo.listOfCourse(db, course.id, { status: query.status, limit: paging.limit, offset: paging.offset }),
        repo.countByStatus(db, course.id),
      ]);
      const progress = await progressByStudent(
        db,
        course.id,
        rows.map((row) => row.userId),
      );
      return {
        course: {
          _id: course.id,
          title: course.title,
          price: Number(course.price),
          offerPrice: Number(course.offerPrice),
        },
        enrolments: rows.map((row) => toCourseEnrolment(row, progress(row.userId))),
        counts,
        total,
        page: paging.page,
        limit: paging.limit,
      };
    },

    approve: (actor: AuditActor, ids: { courseId: string; enrolmentId: string }) => decide(actor, ids, true),
    decline: (actor: AuditActor, ids: { courseId: string; enrolmentId: string }) => decide(actor, ids, false),

    /** Staff: takes a student (or a request) off a course; the student's progress is kept. */
    async remove(actor: AuditActor, ids: { courseId: string; enrolmentId: string }): Promise<void> {
      await db.transaction(async (tx) => {
        const course = await findManagedCourse(tx, actor, ids.courseId);
        const row = isItemId(ids.enrolmentId)
          ? await repo.findEnrolmentById(tx, course.id, ids.enrolmentId)
          : undefined;
        if (row === undefined) throw notFound(ENROLMENT_MESSAGES.enrolmentNotFound);
        await repo.deleteEnrolmentById(tx, row.id);
        await audit.recordAudit(tx, {
          actor,
          action: 'enrolment.removed',
          targetType: 'course',
          targetId: course.id,
          targetTitle: course.title,
          details: { enrolmentId: row.id, studentId: row.userId, status: row.status },
        });
      });
    },

    /** Staff: the course's whole list as CSV (formulas neutralised). */
    async exportCsv(user: Caller, courseId: string): Promise<{ csv: string; title: string }> {
      const course = await findManagedCourse(db, user, courseId);
      const { rows } = await repo.listOfCourse(db, course.id, { limit: 100_000, offset: 0 });
      const progress = await progressByStudent(
        db,
        course.id,
        rows.map((row) => row.userId),
      );
      const csv = toSpreadsheetCsv(
        [
          'Username',
          'Account email',
          'Name',
          'Email',
          'Mobile',
          'College',
          'Status',
          'Requested at',
          'Decided at',
          'Lectures watched',
          'Lectures',
          'Last active',
        ],
        rows.map((row) => {
          const done = progress(row.userId);
          return [
            row.username,
            row.accountEmail,
            row.name,
            row.email,
            row.mobile,
            row.college,
            row.status,
            row.createdAt.toISOString(),
            iso(row.decidedAt) ?? '',
            String(done.watched),
            String(done.total),
            done.lastActiveAt ?? '',
          ];
        }),
      );
      return { csv, title: course.title };
    },
  };
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
