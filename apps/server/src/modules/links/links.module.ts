import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  linkTitleQuerySchema,
  linkTitleResponseSchema,
  type LinkTitleQuery,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { courses, notes, pyqs } from '../../db/schema/index.ts';
import { isPubliclyVisible } from '../content/content.items.ts';

/**
 * The title of what a shared link opens, for the login screen of a visitor who is not logged in yet.
 * Public items only, whoever asks: the answer is the same for a hidden item and an unknown id (both
 * `title: null`, same status), so it tells no more than a logged-out search does.
 */
export async function findPublicLinkTitle(db: Db, query: LinkTitleQuery): Promise<string | null> {
  if ('courseId' in query) {
    const [row] = await db
      .select({ title: courses.title })
      .from(courses)
      .where(and(eq(courses.id, query.courseId), isPubliclyVisible('course')))
      .limit(1);
    return row?.title ?? null;
  }
  // A file may serve several items: the oldest public note, else the oldest public paper, names it.
  for (const [type, table] of [
    ['note', notes],
    ['pyq', pyqs],
  ] as const) {
    const [row] = await db
      .select({ title: table.title })
      .from(table)
      .where(and(eq(table.fileId, query.view), isPubliclyVisible(type)))
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(1);
    if (row) return row.title;
  }
  return null;
}

export function registerLinks(app: FastifyInstance, deps: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/links/title',
    {
      // Open to anyone; per address only a flood guard (a class opening one shared link together stays far below).
      config: { rateLimit: { max: 600, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['links'],
        summary: 'The title of the public item a shared link opens (null for a hidden or unknown item alike)',
        querystring: linkTitleQuerySchema,
        response: { 200: linkTitleResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, title: await findPublicLinkTitle(deps.db, request.query) }),
  );
}
