import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  pickLanguage,
  setPasswordBodySchema,
  signedInAfterProofResponseSchema,
  STUDENT_IMPORT_MAX_CHARS,
  STUDENT_IMPORT_MESSAGES,
  studentImportBodySchema,
  studentImportResponseSchema,
  studentsQuerySchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import type { UsersBulkService } from './users.bulk.service.ts';
import { metaOf } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { errorResponses } from '../../lib/route-replies.ts';

const MINUTE = 60_000;
const errors = errorResponses(400, 401, 403, 413);
/** JSON escapes can double the CSV's size; the schema caps the text itself. */
const IMPORT_BODY_LIMIT = STUDENT_IMPORT_MAX_CHARS * 2 + 1024;

/** Students in bulk: preview and import a CSV, export the list, and the welcome link's set-password call. */
export function registerUsersBulkRoutes(
  app: FastifyInstance,
  deps: { bulk: UsersBulkService; guards: Guards; auth: AuthService },
): void {
  const { bulk, guards, auth } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staffOnly = guards.requireRole('Admin', 'Instructor');
  const tags = ['students'];

  routes.post(
    '/api/content/importStudents/preview',
    {
      preValidation: staffOnly,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Dry run of a student CSV (Username, Email, optional Status): every row as new, present or invalid',
        body: studentImportBodySchema,
        response: { 200: studentImportResponseSchema, ...errors },
      },
    },
    async (request) => bulk.previewImport(request.body.csv, auditActorOf(request)),
  );

  routes.post(
    '/api/content/importStudents',
    {
      preValidation: staffOnly,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Import a student CSV in one transaction: new rows become Students and get a set-password mail; others are left alone',
        body: studentImportBodySchema,
        response: { 200: studentImportResponseSchema, ...errors },
      },
    },
    async (request) =>
      bulk.importStudents(auditActorOf(request), request.body.csv, pickLanguage(request.headers['accept-language'])),
  );

  routes.get(
    '/api/content/exportStudents',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary:
          'The filtered user list (the filters of getStudentsByRole) as CSV, UTF-8 with BOM, formulas neutralised',
        querystring: studentsQuerySchema.omit({ page: true, limit: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await bulk.exportStudents(auditActorOf(request), {
        ...request.query,
        page: undefined,
        limit: undefined,
      });
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="students.csv"')
        .header('Cache-Control', 'no-store');
      return csv;
    },
  );

  routes.post(
    '/api/auth/setPassword',
    {
      // The link's 256-bit token cannot be guessed; per address only a flood guard, far above a class
      // behind one campus address setting its passwords together.
      config: { rateLimit: { max: 600, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary:
          "Choose a password with a welcome mail's single-use link (72 hours); ends any other session and signs the person in as login does",
        body: setPasswordBodySchema,
        response: { 200: signedInAfterProofResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = await bulk.setPassword(request.body);
      const session = await auth.signInProven(userId, metaOf(request));
      return { success: true, message: STUDENT_IMPORT_MESSAGES.setPasswordDone, ...session };
    },
  );
}
