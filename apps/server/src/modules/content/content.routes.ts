import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCourseBodySchema,
  addNotesBodySchema,
  addPyqBodySchema,
  addVideoBodySchema,
  apiErrorSchema,
  contentIdParamsSchema,
  courseResponseSchema,
  dashboardContentQuerySchema,
  dashboardContentResponseSchema,
  deleteSucceeded,
  latestUploadQuerySchema,
  latestUploadResponseSchema,
  messageResponseSchema,
  noteResponseSchema,
  publicCourseResponseSchema,
  publicListQuerySchema,
  publicNotesResponseSchema,
  publicPyqResponseSchema,
  publicVideoResponseSchema,
  pyqResponseSchema,
  TOASTS,
  updateCourseBodySchema,
  updateNotesBodySchema,
  updatePyqBodySchema,
  updateVideoBodySchema,
  videoResponseSchema,
  type DeleteLabel,
  type ItemType,
} from '@prepshelf/contract';
import type { z } from 'zod';
import { SharedAnswers, sendJsonBytes } from '../../lib/shared-answers.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AddBodies, ContentService } from './content.service.ts';
import { errorResponses } from '../../lib/route-replies.ts';

const errors = errorResponses(400, 401, 403, 404);
const fileErrors = { 415: apiErrorSchema };

/** The paths and texts of one content type; the four types share every rule. */
interface KindRoutes<K extends ItemType> {
  type: K;
  /** `Notes` → myNotes/allNotes. */
  listKey: 'Notes' | 'PYQ' | 'Video' | 'Course';
  paths: { add: string; update: string; delete: string; list: string };
  schemas: { add: z.ZodType; update: z.ZodType; item: z.ZodType; list: z.ZodType };
  texts: { added: string; updated: string; deleted: DeleteLabel; name: string };
}

const KINDS = [
  {
    type: 'note',
    listKey: 'Notes',
    paths: { add: 'addNotes', update: 'updateNotes', delete: 'deleteNote', list: 'getAllPublicNotes' },
    schemas: {
      add: addNotesBodySchema,
      update: updateNotesBodySchema,
      item: noteResponseSchema,
      list: publicNotesResponseSchema,
    },
    texts: { added: TOASTS.noteUploaded, updated: TOASTS.noteUpdated, deleted: 'Notes', name: 'notes' },
  },
  {
    type: 'pyq',
    listKey: 'PYQ',
    paths: { add: 'addPYQ', update: 'updatePyq', delete: 'deletePYQ', list: 'getAllPublicPYQ' },
    schemas: {
      add: addPyqBodySchema,
      update: updatePyqBodySchema,
      item: pyqResponseSchema,
      list: publicPyqResponseSchema,
    },
    texts: {
      added: TOASTS.pyqUploaded,
      updated: TOASTS.pyqUpdated,
      deleted: 'PYQ',
      name: 'previous-year question paper',
    },
  },
  {
    type: 'video',
    listKey: 'Video',
    paths: { add: 'addVideo', update: 'updateVideo', delete: 'deleteVideo', list: 'getAllPublicVideo' },
    schemas: {
      add: addVideoBodySchema,
      update: updateVideoBodySchema,
      item: videoResponseSchema,
      list: publicVideoResponseSchema,
    },
    texts: { added: TOASTS.videoUploaded, updated: TOASTS.videoUpdated, deleted: 'Video', name: 'video' },
  },
  {
    type: 'course',
    listKey: 'Course',
    paths: { add: 'addCourse', update: 'updateCourse', delete: 'deleteCourse', list: 'getAllPublicCourse' },
    schemas: {
      add: addCourseBodySchema,
      update: updateCourseBodySchema,
      item: courseResponseSchema,
      list: publicCourseResponseSchema,
    },
    texts: { added: TOASTS.courseUploaded, updated: TOASTS.courseUpdated, deleted: 'Course', name: 'course' },
  },
] as const satisfies readonly KindRoutes<ItemType>[];

/** Content calls (contract §3): add, update, delete, public lists, latest uploads and the dashboard list. */
export function registerContentRoutes(app: FastifyInstance, deps: { content: ContentService; guards: Guards }): void {
  const { content, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The public lists' pages that Students share, finished (at most 512 pages of at most 100 items).
  const sharedLists = new SharedAnswers(512);
  // Guards run before validation: a caller without the right gets 401/403 whatever the body says.
  const staffOnly = guards.requireRole('Admin', 'Instructor');

  // Typed loosely across the four types; the schemas still validate and serialise every call.
  for (const kind of KINDS as readonly KindRoutes<ItemType>[]) {
    const tags = ['content'];

    routes.post(
      `/api/content/${kind.paths.add}`,
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary: `Add a ${kind.texts.name} (Admin or Instructor); the caller owns it`,
          body: kind.schemas.add,
          response: { 201: kind.schemas.item, ...errors, ...fileErrors },
        },
      },
      async (request, reply) => {
        const data = await content.addItem(
          kind.type,
          { ...request.user!, ip: request.ip },
          request.body as AddBodies[ItemType],
        );
        return reply.status(201).send({ success: true, message: kind.texts.added, data });
      },
    );

    routes.put(
      `/api/content/${kind.paths.update}/:id`,
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary: `Change a ${kind.texts.name}'s fields (an Admin any, an Instructor their own)`,
          params: contentIdParamsSchema,
          body: kind.schemas.update,
          response: { 200: kind.schemas.item, ...errors, ...fileErrors },
        },
      },
      async (request) => {
        const data = await content.updateItem(
          kind.type,
          { ...request.user!, ip: request.ip },
          request.params.id,
          request.body ?? {},
        );
        return { success: true, message: kind.texts.updated, data };
      },
    );

    routes.delete(
      `/api/content/${kind.paths.delete}/:id`,
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary: `Delete a ${kind.texts.name} and take it out of every My Learning list`,
          params: contentIdParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await content.deleteItem(kind.type, { ...request.user!, ip: request.ip }, request.params.id);
        return { success: true, message: deleteSucceeded(kind.texts.deleted) };
      },
    );

    routes.get(
      `/api/content/${kind.paths.list}`,
      {
        preValidation: guards.requireUser,
        schema: {
          tags,
          summary: `Public ${kind.texts.name} items of a category, with the caller's isWatching; staff also get their lists`,
          querystring: publicListQuerySchema,
          response: { 200: kind.schemas.list, ...errors },
        },
      },
      async (request, reply) => {
        const { mine, all, shared, ...page } = await content.listPublic(kind.type, request.user!, request.query);
        const answer = {
          success: true,
          ...page,
          ...(mine === undefined ? {} : { [`my${kind.listKey}`]: mine }),
          ...(all === undefined ? {} : { [`all${kind.listKey}`]: all }),
        };
        if (shared === undefined) return answer;
        return sendJsonBytes(
          reply,
          sharedLists.bytes(shared, kind.schemas.list, () => answer),
        );
      },
    );
  }

  routes.get(
    '/api/content/getLatestUpload',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['content'],
        summary: 'The ten newest uploads across the four types (an Instructor: their own)',
        querystring: latestUploadQuerySchema,
        response: { 200: latestUploadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.listLatestUploads(request.user!, request.query.category),
    }),
  );

  routes.get(
    '/api/content/dashbordContent',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['content'],
        summary: 'The dashboard list of one type, filtered and paged (an Instructor: their own items)',
        querystring: dashboardContentQuerySchema,
        response: { 200: dashboardContentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      type: request.query.type,
      ...(await content.listDashboard(request.user!, request.query)),
    }),
  );
}
