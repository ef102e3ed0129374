import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itemOpensParamsSchema,
  itemOpensQuerySchema,
  itemOpensResponseSchema,
  OPENS_MESSAGES,
  recordOpenBodySchema,
  recordOpenResponseSchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import type { OpensService } from './opens.service.ts';
import { errorResponses, sendCsvDownload } from '../../lib/route-replies.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['opens'];

/** Opens recorded by the reader, players and course page; the staff's per-item report. */
export function registerOpensRoutes(app: FastifyInstance, deps: { opens: OpensService; guards: Guards }): void {
  const { opens, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staffOnly = guards.requireRole('Admin', 'Instructor');

  routes.post(
    '/api/opens',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        summary:
          'Record that the caller opened an item ({type, id}) or a PDF in the reader ({fileId}: its notes and PYQs); 404 for what the caller may not see',
        body: recordOpenBodySchema,
        response: { 200: recordOpenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: OPENS_MESSAGES.recorded,
      ...(await opens.recordOpen(request.user!, request.body)),
    }),
  );

  routes.get(
    '/api/opens/:type/:id',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary:
          'Staff: which students opened an item, when last, how often, and the pages read of its PDF (Instructor: own items; Admin: all)',
        params: itemOpensParamsSchema,
        querystring: itemOpensQuerySchema,
        response: { 200: itemOpensResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await opens.listItemOpens(request.user!, request.params.type, request.params.id, request.query)),
    }),
  );

  routes.get(
    '/api/opens/:type/:id/export.csv',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Staff: the same report as CSV (UTF-8 with BOM, formulas neutralised); the export is audited',
        params: itemOpensParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, title } = await opens.exportItemOpensCsv(
        auditActorOf(request),
        request.params.type,
        request.params.id,
      );
      return sendCsvDownload(reply, csv, { name: title, fallback: 'item', suffix: '-opens.csv' });
    },
  );
}
