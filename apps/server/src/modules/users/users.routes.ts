import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addStudentBodySchema,
  messageResponseSchema,
  studentResponseSchema,
  studentsQuerySchema,
  studentsResponseSchema,
  TOASTS,
  updateStudentBodySchema,
  userIdParamsSchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import type { UsersService } from './users.service.ts';
import { errorResponses } from '../../lib/route-replies.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Student management (contract §3, issue 5): Admin or Instructor; an Instructor touches Students only. */
export function registerUsersRoutes(app: FastifyInstance, deps: { users: UsersService; guards: Guards }): void {
  const { users, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staffOnly = guards.requireRole('Admin', 'Instructor');
  const tags = ['students'];

  routes.get(
    '/api/content/getStudentsByRole',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Users of a role (default Student; other roles for an Admin only), searched, filtered and paged',
        querystring: studentsQuerySchema,
        response: { 200: studentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await users.listStudents(auditActorOf(request), request.query)),
    }),
  );

  routes.post(
    '/api/content/addStudent',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Create a Student account (always the Student role)',
        body: addStudentBodySchema,
        response: { 201: studentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await users.addStudent(auditActorOf(request), request.body ?? {});
      return reply.status(201).send({ success: true, message: TOASTS.studentAdded, user });
    },
  );

  routes.put(
    '/api/content/updateStudent/:id',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: "Change a user's Username, Email, password and (Admin only) Role",
        params: userIdParamsSchema,
        body: updateStudentBodySchema,
        response: { 200: studentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await users.updateStudent(auditActorOf(request), request.params.id, request.body ?? {});
      return { success: true as const, message: TOASTS.studentUpdated, user };
    },
  );

  routes.delete(
    '/api/content/deleteStudent/:id',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Delete a user (never yourself, never the last active Admin)',
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await users.deleteStudent(auditActorOf(request), request.params.id);
      return { success: true, message: TOASTS.studentDeleted };
    },
  );

  routes.patch(
    '/api/content/changeStudentStatus/:id',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: "Block or unblock a user (no body); blocking ends the user's sessions at once",
        params: userIdParamsSchema,
        response: { 200: studentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await users.toggleStatus(auditActorOf(request), request.params.id)),
    }),
  );
}
