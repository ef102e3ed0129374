import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addMembersBodySchema,
  addMembersResponseSchema,
  CLASS_MESSAGES,
  classesResponseSchema,
  classItemBodySchema,
  classItemParamsSchema,
  classMemberParamsSchema,
  classMembersResponseSchema,
  classNoticeParamsSchema,
  classProgressParamsSchema,
  classProgressResponseSchema,
  classPageResponseSchema,
  classParamsSchema,
  classResponseSchema,
  classUnitParamsSchema,
  createClassBodySchema,
  inboxQuerySchema,
  inboxResponseSchema,
  itemAudienceBodySchema,
  itemAudienceResponseSchema,
  itemParamsSchema,
  joinClassBodySchema,
  joinCodeParamsSchema,
  joinPreviewResponseSchema,
  messageResponseSchema,
  noticeBodySchema,
  noticeParamsSchema,
  noticeResponseSchema,
  unitBodySchema,
  unitResponseSchema,
  unreadCountResponseSchema,
  updateClassBodySchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import type { ClassesService } from './classes.service.ts';
import { errorResponses, sendCsvDownload } from '../../lib/route-replies.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['classes'];

/** Classes, their members, units, material and notices; the inbox. */
export function registerClassesRoutes(app: FastifyInstance, deps: { classes: ClassesService; guards: Guards }): void {
  const { classes, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staffOnly = guards.requireRole('Admin', 'Instructor');
  const signedIn = guards.requireUser;

  routes.get(
    '/api/classes',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The caller’s classes (an Admin: every class)',
        response: { 200: classesResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, classes: await classes.list(request.user!) }),
  );

  routes.post(
    '/api/classes',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Create a class (the creating Instructor teaches it)',
        body: createClassBodySchema,
        response: { 201: classResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await classes.create(auditActorOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: CLASS_MESSAGES.created, class: created });
    },
  );

  routes.post(
    '/api/classes/join',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'A student joins a class with its join code',
        body: joinClassBodySchema,
        response: { 200: classResponseSchema, ...errors },
      },
    },
    async (request) => {
      const joined = await classes.join(request.user!, request.body.code);
      return { success: true as const, message: joined.message, class: joined.class };
    },
  );

  routes.get(
    '/api/classes/join/:code',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The class a join code names, shown before joining',
        params: joinCodeParamsSchema,
        response: { 200: joinPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, class: await classes.preview(request.user!, request.params.code) }),
  );

  routes.get(
    '/api/classes/audience/:type/:itemId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'The classes (that the caller manages) an item is given to',
        params: itemParamsSchema,
        response: { 200: itemAudienceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      classes: await classes.findAudience(request.user!, request.params.type, request.params.itemId),
    }),
  );

  routes.put(
    '/api/classes/audience/:type/:itemId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Give an item to exactly these of the caller’s classes, each with a unit',
        params: itemParamsSchema,
        body: itemAudienceBodySchema,
        response: { 200: itemAudienceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: CLASS_MESSAGES.audienceSaved,
      classes: await classes.saveAudience(
        auditActorOf(request),
        request.params.type,
        request.params.itemId,
        request.body,
      ),
    }),
  );

  routes.get(
    '/api/classes/:classId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The class page: units, the material the caller may see, notices',
        params: classParamsSchema,
        response: { 200: classPageResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await classes.page(request.user!, request.params.classId)) }),
  );

  routes.patch(
    '/api/classes/:classId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Change a class: its fields, teachers, or status (open, closed, archived)',
        params: classParamsSchema,
        body: updateClassBodySchema,
        response: { 200: classResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: CLASS_MESSAGES.updated,
      class: await classes.update(auditActorOf(request), request.params.classId, request.body),
    }),
  );

  routes.delete(
    '/api/classes/:classId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary:
          'Delete a class (its material stays in the library; class-only material is then seen by its owner alone)',
        params: classParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await classes.remove(auditActorOf(request), request.params.classId);
      return { success: true, message: CLASS_MESSAGES.deleted };
    },
  );

  routes.post(
    '/api/classes/:classId/join-code',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Replace the join code (the old one stops working)',
        params: classParamsSchema,
        response: { 200: classResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: CLASS_MESSAGES.codeReset,
      class: await classes.resetCode(auditActorOf(request), request.params.classId),
    }),
  );

  routes.delete(
    '/api/classes/:classId/membership',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Leave a class',
        params: classParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await classes.leave(request.user!, request.params.classId);
      return { success: true, message: CLASS_MESSAGES.left };
    },
  );

  routes.get(
    '/api/classes/:classId/members',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'The students of a class',
        params: classParamsSchema,
        response: { 200: classMembersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      members: await classes.listMembers(request.user!, request.params.classId),
    }),
  );

  routes.post(
    '/api/classes/:classId/members',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Add students by e-mail or id (unknown or blocked ones are named back)',
        params: classParamsSchema,
        body: addMembersBodySchema,
        response: { 200: addMembersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await classes.addMembers(auditActorOf(request), request.params.classId, request.body)),
    }),
  );

  routes.delete(
    '/api/classes/:classId/members/:userId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Remove a student from the class',
        params: classMemberParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await classes.removeMember(auditActorOf(request), request.params.classId, request.params.userId);
      return { success: true, message: CLASS_MESSAGES.memberRemoved };
    },
  );

  routes.get(
    '/api/classes/:classId/progress',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary:
          'Staff of the class: per item, which members opened it and the pages they reached of its PDF; per member, their last activity',
        params: classProgressParamsSchema,
        response: { 200: classProgressResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await classes.progress(request.user!, request.params.classId)),
    }),
  );

  routes.get(
    '/api/classes/:classId/progress/export.csv',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary:
          'The same as CSV, a row per member and item (UTF-8 with BOM, formulas neutralised); the export is audited',
        params: classProgressParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, name } = await classes.exportProgressCsv(auditActorOf(request), request.params.classId);
      return sendCsvDownload(reply, csv, { name: name, fallback: 'class', suffix: '-progress.csv' });
    },
  );

  routes.post(
    '/api/classes/:classId/units',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Add a unit (a named section of the class’s material)',
        params: classParamsSchema,
        body: unitBodySchema,
        response: { 201: unitResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const unit = await classes.addUnit(auditActorOf(request), request.params.classId, request.body);
      return reply.code(201).send({ success: true as const, message: CLASS_MESSAGES.unitSaved, unit });
    },
  );

  routes.put(
    '/api/classes/:classId/units/:unitId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Rename or move a unit',
        params: classUnitParamsSchema,
        body: unitBodySchema,
        response: { 200: unitResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: CLASS_MESSAGES.unitSaved,
      unit: await classes.updateUnit(
        auditActorOf(request),
        request.params.classId,
        request.params.unitId,
        request.body,
      ),
    }),
  );

  routes.delete(
    '/api/classes/:classId/units/:unitId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Delete a unit (its material stays in the class)',
        params: classUnitParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await classes.removeUnit(auditActorOf(request), request.params.classId, request.params.unitId);
      return { success: true, message: CLASS_MESSAGES.unitDeleted };
    },
  );

  routes.put(
    '/api/classes/:classId/items',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Give an item to the class, or move it (unit, position, pin); a course enrols the members',
        params: classParamsSchema,
        body: classItemBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await classes.saveItem(auditActorOf(request), request.params.classId, request.body);
      return { success: true, message: CLASS_MESSAGES.itemSaved };
    },
  );

  routes.delete(
    '/api/classes/:classId/items/:type/:itemId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Take an item out of the class',
        params: classItemParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { classId, type, itemId } = request.params;
      await classes.removeItem(auditActorOf(request), classId, type, itemId);
      return { success: true, message: CLASS_MESSAGES.itemRemoved };
    },
  );

  routes.post(
    '/api/classes/:classId/notices',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Post a notice to the class: its page, every member’s inbox, and mail to those who keep it on',
        params: classParamsSchema,
        body: noticeBodySchema,
        response: { 201: noticeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const posted = await classes.postNotice(auditActorOf(request), request.params.classId, request.body);
      return reply.code(201).send({ success: true as const, message: CLASS_MESSAGES.noticePosted, ...posted });
    },
  );

  routes.delete(
    '/api/classes/:classId/notices/:noticeId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Delete a notice',
        params: classNoticeParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await classes.removeNotice(auditActorOf(request), request.params.classId, request.params.noticeId);
      return { success: true, message: CLASS_MESSAGES.noticeDeleted };
    },
  );

  routes.get(
    '/api/inbox',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The notices of the caller’s classes, newest first, with the unread count',
        querystring: inboxQuerySchema,
        response: { 200: inboxResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await classes.inbox(request.user!, request.query)) }),
  );

  routes.get(
    '/api/inbox/unread',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'How many notices the caller has not read (the bell)',
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, unread: await classes.unreadCount(request.user!) }),
  );

  routes.post(
    '/api/inbox/read',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Mark every notice read', response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await classes.markAllRead(request.user!);
      return { success: true, message: CLASS_MESSAGES.read };
    },
  );

  routes.post(
    '/api/inbox/:noticeId/read',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Mark one notice read',
        params: noticeParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await classes.markRead(request.user!, request.params.noticeId);
      return { success: true, message: CLASS_MESSAGES.read };
    },
  );
}
