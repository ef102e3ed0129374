import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseEnrolmentsResponseSchema,
  courseIdParamsSchema,
  courseLearnResponseSchema,
  ENROLMENT_MESSAGES,
  enrolmentDecisionResponseSchema,
  enrolmentFormSchema,
  enrolmentParamsSchema,
  enrolmentsQuerySchema,
  enrolResponseSchema,
  lectureParamsSchema,
  lectureProgressBodySchema,
  lectureProgressResponseSchema,
  legacyEnrolBodySchema,
  messageResponseSchema,
  myCoursesResponseSchema,
  videoParamsSchema,
  videoProgressBodySchema,
  videoProgressListResponseSchema,
  videoProgressQuerySchema,
  videoProgressResponseSchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import type { EnrolmentService } from './enrolment.service.ts';
import { errorResponses, sendCsvDownload } from '../../lib/route-replies.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['courses'];

/** Enrolment, lecture progress and the staff's view of a course's students. */
export function registerEnrolmentRoutes(
  app: FastifyInstance,
  deps: { enrolment: EnrolmentService; guards: Guards },
): void {
  const { enrolment, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staffOnly = guards.requireRole('Admin', 'Instructor');

  routes.post(
    '/api/courseEnroll/enroll',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        summary:
          "The older client's enrolment: enrols the caller in a free course, or records a request for a priced one (twice changes nothing)",
        body: legacyEnrolBodySchema,
        response: { 200: enrolResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { courseId, ...form } = request.body;
      return { success: true as const, ...(await enrolment.enrol(request.user!, courseId, form)) };
    },
  );

  routes.post(
    '/api/courses/:courseId/enrolment',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        summary: 'Enrol in a free course at once, or ask to join a priced one with the form’s contact details',
        params: courseIdParamsSchema,
        body: enrolmentFormSchema,
        response: { 200: enrolResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await enrolment.enrol(request.user!, request.params.courseId, request.body)),
    }),
  );

  routes.delete(
    '/api/courses/:courseId/enrolment',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        summary: 'Leave a course, or withdraw a request (progress is kept for a return)',
        params: courseIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await enrolment.leave(request.user!, request.params.courseId);
      return { success: true, message: ENROLMENT_MESSAGES.left };
    },
  );

  routes.get(
    '/api/courses/mine',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        summary: 'The caller’s courses (enrolled, requested, declined) with their progress',
        response: { 200: myCoursesResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, courses: await enrolment.listMine(request.user!) }),
  );

  routes.get(
    '/api/courses/:courseId/learn',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        summary: 'The course page: lectures in order, with the caller’s enrolment and progress',
        params: courseIdParamsSchema,
        response: { 200: courseLearnResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await enrolment.learn(request.user!, request.params.courseId)) }),
  );

  routes.put(
    '/api/videos/:videoId/progress',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['videos'],
        summary:
          'Save the position in a standalone video: clamped to the duration, watched at 90 %, an older save than the stored one is ignored',
        params: videoParamsSchema,
        body: videoProgressBodySchema,
        response: { 200: videoProgressResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await enrolment.saveVideoProgress(request.user!, request.params.videoId, request.body)),
    }),
  );

  routes.get(
    '/api/videos/progress',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['videos'],
        summary: 'The caller’s position in these standalone videos (`ids` comma-separated; never played ones left out)',
        querystring: videoProgressQuerySchema,
        response: { 200: videoProgressListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await enrolment.listVideoProgress(request.user!, request.query.ids)),
    }),
  );

  routes.put(
    '/api/courses/:courseId/lectures/:number/progress',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        summary:
          'Save the position in lecture `number` (from 1): clamped to the duration, watched at 90 %, an older save than the stored one is ignored',
        params: lectureParamsSchema,
        body: lectureProgressBodySchema,
        response: { 200: lectureProgressResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await enrolment.saveProgress(request.user!, request.params.courseId, request.params.number, request.body)),
    }),
  );

  routes.get(
    '/api/courses/:courseId/enrolments',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Staff: a course’s requests and students with progress (Instructor: own courses; Admin: all)',
        params: courseIdParamsSchema,
        querystring: enrolmentsQuerySchema,
        response: { 200: courseEnrolmentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await enrolment.listOfCourse(request.user!, request.params.courseId, request.query)),
    }),
  );

  routes.get(
    '/api/courses/:courseId/enrolments.csv',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Staff: the course’s students and requests as CSV (UTF-8 with BOM, formulas neutralised)',
        params: courseIdParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, title } = await enrolment.exportCsv(request.user!, request.params.courseId);
      return sendCsvDownload(reply, csv, { name: title, fallback: 'course', suffix: '-students.csv' });
    },
  );

  for (const decision of ['approve', 'decline'] as const) {
    routes.post(
      `/api/courses/:courseId/enrolments/:enrolmentId/${decision}`,
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Staff: approve a request (the student is told in the app and by mail); approving twice is 409'
              : 'Staff: decline a request (the student is told in the app and by mail)',
          params: enrolmentParamsSchema,
          response: { 200: enrolmentDecisionResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await enrolment[decision](auditActorOf(request), request.params)),
      }),
    );
  }

  routes.delete(
    '/api/courses/:courseId/enrolments/:enrolmentId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Staff: remove a student or a request from the course (their progress is kept)',
        params: enrolmentParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await enrolment.remove(auditActorOf(request), request.params);
      return { success: true, message: ENROLMENT_MESSAGES.removed };
    },
  );
}
