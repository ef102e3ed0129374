import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsCoursesQuerySchema,
  analyticsCoursesResponseSchema,
  analyticsResponseSchema,
  apiErrorSchema,
  classActivityResponseSchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** GET /api/content/dashbordAnlytics (the contract's spelling) and its course pages, Admin or Instructor. */
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
          'Upload totals with month-over-month growth, 12 months of uploads, the newest items, enrolments and 8 weeks of students’ opens (an Instructor: their own)',
        response: { 200: analyticsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await deps.analytics.getDashboardAnalytics(request.user!)),
    }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics/classes',
    {
      preValidation: deps.guards.requireRole('Admin', 'Instructor'),
      schema: {
        tags: ['analytics'],
        summary:
          'Per class the caller teaches (an Admin: every class not archived): its members’ opens of its material and its active members per week, the last 8 weeks',
        response: { 200: classActivityResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      classes: await deps.analytics.listClassActivity(request.user!),
    }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics/courses',
    {
      preValidation: deps.guards.requireRole('Admin', 'Instructor'),
      schema: {
        tags: ['analytics'],
        summary:
          'One page of enrolled and completed students per course, the most enrolled first (an Instructor: their own)',
        querystring: analyticsCoursesQuerySchema,
        response: {
          200: analyticsCoursesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await deps.analytics.listCourseEnrolments(request.user!, request.query)),
    }),
  );
}
