import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  accountExportSchema,
  accountResponseSchema,
  accountSavedResponseSchema,
  accountSessionsResponseSchema,
  apiErrorSchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  deleteAccountBodySchema,
  FILE_SIZE_LIMITS,
  IMAGE_MIME_TYPES,
  languageResponseSchema,
  messageResponseSchema,
  notificationsResponseSchema,
  sessionIdParamsSchema,
  updateLanguageBodySchema,
  updateNotificationsBodySchema,
  updateProfileBodySchema,
} from '@prepshelf/contract';
import { AppError } from '../../lib/errors.ts';
import type { Guards } from '../../plugins/auth.ts';
import { perAccountRateLimit } from '../../plugins/rate-limit.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { AccountCaller, AccountService } from './account.service.ts';
import { errorResponses } from '../../lib/route-replies.ts';

const MINUTE = 60_000;
const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['account'];

/** The signed-in caller; the guard ran before, so user and session are there. */
function callerOf(request: FastifyRequest): AccountCaller {
  if (!request.user || !request.sessionTokenHash) throw new AppError(401, ACCOUNT_MESSAGES.sessionNotFound);
  return { user: request.user, sessionTokenHash: request.sessionTokenHash, ip: request.ip || null };
}

/**
 * /api/account/...: a signed-in user's own account. Its limits count per account, so a
 * class behind one campus address is not stopped by its shared address. Every route acts on the caller only:
 * no route takes a user id, and a session id of someone else's is simply not found.
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  deps: { account: AccountService; notifications: NotificationsService; guards: Guards },
): Promise<void> {
  const { account, notifications, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = guards.requireUser;

  routes.get(
    '/api/account',
    { preHandler, schema: { tags, summary: 'My account', response: { 200: accountResponseSchema, ...errors } } },
    async (request) => {
      const user = await account.getAccount(callerOf(request).user.id);
      return { success: true as const, user, language: user.language };
    },
  );

  routes.put(
    '/api/account/language',
    {
      preHandler,
      config: { rateLimit: perAccountRateLimit(60, 15 * MINUTE) },
      schema: {
        tags,
        summary: 'Choose my language (en or hi): my mails are written in it',
        body: updateLanguageBodySchema,
        response: { 200: languageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ACCOUNT_MESSAGES.languageSaved,
      language: await account.setLanguage(callerOf(request), request.body.language),
    }),
  );

  routes.patch(
    '/api/account/profile',
    {
      preHandler,
      config: { rateLimit: perAccountRateLimit(60, 15 * MINUTE) },
      schema: {
        tags,
        summary: 'Change my name, About or institution',
        body: updateProfileBodySchema,
        response: { 200: accountSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ACCOUNT_MESSAGES.profileSaved,
      user: await account.updateProfile(callerOf(request), request.body),
    }),
  );

  routes.post(
    '/api/account/password',
    {
      preHandler,
      config: { rateLimit: perAccountRateLimit(10, 15 * MINUTE) },
      schema: {
        tags,
        summary: 'Change (or, for a Google-only account, set) my password; my other sessions end',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { hadPassword } = await account.changePassword(callerOf(request), request.body);
      return { success: true, message: hadPassword ? ACCOUNT_MESSAGES.passwordChanged : ACCOUNT_MESSAGES.passwordSet };
    },
  );

  routes.get(
    '/api/account/sessions',
    {
      preHandler,
      schema: { tags, summary: 'My active sessions', response: { 200: accountSessionsResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, sessions: await account.listSessions(callerOf(request)) }),
  );

  routes.delete(
    '/api/account/sessions/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'End one of my sessions',
        params: sessionIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await account.endSession(callerOf(request), request.params.id);
      return { success: true, message: ACCOUNT_MESSAGES.sessionEnded };
    },
  );

  routes.post(
    '/api/account/sessions/endOthers',
    {
      preHandler,
      schema: {
        tags,
        summary: 'End all my sessions but this one',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await account.endOtherSessions(callerOf(request));
      return { success: true, message: ACCOUNT_MESSAGES.otherSessionsEnded };
    },
  );

  routes.post(
    '/api/account/email',
    {
      preHandler,
      config: { rateLimit: perAccountRateLimit(10, 60 * MINUTE) },
      schema: {
        tags,
        summary: 'Ask to change my e-mail: a code goes to the new address',
        body: changeEmailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await account.requestEmailChange(callerOf(request), request.body);
      return { success: true, message: ACCOUNT_MESSAGES.emailCodeSent };
    },
  );

  routes.post(
    '/api/account/email/confirm',
    {
      preHandler,
      config: { rateLimit: perAccountRateLimit(30, 15 * MINUTE) },
      schema: {
        tags,
        summary: 'Finish changing my e-mail with the code; the old address is told',
        body: confirmEmailBodySchema,
        response: { 200: accountSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ACCOUNT_MESSAGES.emailChanged,
      user: await account.confirmEmailChange(callerOf(request), request.body),
    }),
  );

  // The photo arrives as the raw image body (Content-Type image/...), in a scope of its own.
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      // Any image type with any parameters, so that the route answers the types it refuses in its own words.
      /^image\/[\w.+-]+\s*(;.*)?$/i,
      { parseAs: 'buffer', bodyLimit: FILE_SIZE_LIMITS.image },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/account/photo',
      {
        preHandler,
        bodyLimit: FILE_SIZE_LIMITS.image,
        config: { rateLimit: perAccountRateLimit(30, 15 * MINUTE) },
        schema: {
          tags,
          summary: 'Upload my photo (the image as the body); resized to a 256 px square on the server',
          consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
          response: { 200: accountSavedResponseSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new AppError(415, ACCOUNT_MESSAGES.photoInvalid);
        // The four image types uploads take (image/svg+xml is none of them); the bytes are checked too.
        const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!(IMAGE_MIME_TYPES as readonly string[]).includes(declared)) {
          throw new AppError(415, ACCOUNT_MESSAGES.photoInvalid);
        }
        return {
          success: true as const,
          message: ACCOUNT_MESSAGES.photoSaved,
          user: await account.savePhoto(callerOf(request), bytes),
        };
      },
    );
    done();
  });

  routes.delete(
    '/api/account/photo',
    {
      preHandler,
      schema: { tags, summary: 'Remove my photo', response: { 200: accountSavedResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: ACCOUNT_MESSAGES.photoRemoved,
      user: await account.removePhoto(callerOf(request)),
    }),
  );

  routes.get(
    '/api/account/export',
    {
      preHandler,
      config: { rateLimit: perAccountRateLimit(20, 60 * MINUTE) },
      schema: {
        tags,
        summary: 'Download my data (account, My Learning, reading progress, support messages) as JSON',
        response: { 200: accountExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await account.exportData(callerOf(request));
      reply.header('Content-Disposition', 'attachment; filename="prepshelf-my-data.json"');
      reply.header('Cache-Control', 'no-store');
      return data;
    },
  );

  routes.post(
    '/api/account/delete/code',
    {
      preHandler,
      config: { rateLimit: perAccountRateLimit(10, 60 * MINUTE) },
      schema: {
        tags,
        summary: 'Mail me a code that confirms deleting my account (instead of the password)',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await account.sendDeleteCode(callerOf(request));
      return { success: true, message: ACCOUNT_MESSAGES.deleteCodeSent };
    },
  );

  routes.post(
    '/api/account/delete',
    {
      preHandler,
      config: { rateLimit: perAccountRateLimit(10, 15 * MINUTE) },
      schema: {
        tags,
        summary:
          'Delete my account with my password or a fresh code; staff content goes to an Admin; the last Admin is refused',
        body: deleteAccountBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await account.deleteAccount(callerOf(request), request.body);
      return { success: true, message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );

  routes.get(
    '/api/account/notifications',
    {
      preHandler,
      schema: { tags, summary: 'My mail settings', response: { 200: notificationsResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      notifications: await notifications.getSettingsOf(callerOf(request).user.id),
    }),
  );

  routes.put(
    '/api/account/notifications',
    {
      preHandler,
      config: { rateLimit: perAccountRateLimit(60, 15 * MINUTE) },
      schema: {
        tags,
        summary: 'Change my mail settings (the three digest toggles, announcements, the digest stream)',
        body: updateNotificationsBodySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const values = await notifications.updateSettings(
        {
          id: caller.user.id,
          email: caller.user.email,
          role: caller.user.role,
          ip: caller.ip,
          username: caller.user.username,
        },
        request.body,
      );
      return { success: true as const, message: ACCOUNT_MESSAGES.notificationsSaved, notifications: values };
    },
  );
}
