import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsResponseSchema, apiErrorSchema } from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** GET /api/content/dashbordAnlytics (the contract's spelling), Admin or Instructor. */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: { analytics: AnalyticsService; guards: Guards },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content/dashbordAnlytics',
    {
      preValidation: deps.guards.requireRole('Admin', 'Instructor'),
      schema: {
        tags: ['analytics'],
        summary:
          'Upload totals with month-over-month growth, 12 months of uploads and the newest items (an Instructor: their own)',
        response: { 200: analyticsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await deps.analytics.getDashboardAnalytics(request.user!)),
    }),
  );
}
