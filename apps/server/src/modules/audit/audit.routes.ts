import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, auditQuerySchema, auditResponseSchema } from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import type { AuditActor, AuditService } from './audit.service.ts';

/** The signed-in user behind a request (a guard has run) and the address it came from. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const user = request.user!;
  return { id: user.id, email: user.email, role: user.role, ip: request.ip || null };
}

/** GET /api/audit (Admin: every entry; Instructor: their own). */
export function registerAuditRoutes(app: FastifyInstance, deps: { audit: AuditService; guards: Guards }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/audit',
    {
      preValidation: deps.guards.requireRole('Admin', 'Instructor'),
      schema: {
        tags: ['audit'],
        summary: 'The audit log of staff changes, newest first (an Instructor: their own actions only)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await deps.audit.list(request.user!, request.query)) }),
  );
}
