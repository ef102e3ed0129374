import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  AUTH_MESSAGES,
  authProvidersResponseSchema,
  emailOnlyBodySchema,
  getUserResponseSchema,
  googleQuerySchema,
  loginBodySchema,
  loginResponseSchema,
  needsVerificationErrorSchema,
  messageResponseSchema,
  pickLanguage,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  supportBodySchema,
  verifyEmailBodySchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import type { AuthService, RequestMeta } from './auth.service.ts';

const GOOGLE_COOKIE = 'prepshelf_google';
const MINUTE = 60_000;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
  language: pickLanguage(request.headers['accept-language']),
});

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; guards: Guards; publicUrl: string },
): void {
  const { auth, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isSecureCookie = deps.publicUrl.startsWith('https://');

  routes.post(
    '/api/auth/register',
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Register a Student and mail a verification code',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body, pickLanguage(request.headers['accept-language']));
      return reply.status(201).send({ success: true, message: AUTH_MESSAGES.registered, user });
    },
  );

  routes.post(
    '/api/auth/login',
    {
      config: { rateLimit: { max: 100, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors, 403: needsVerificationErrorSchema },
      },
    },
    async (request) => {
      const { token, user } = await auth.login(request.body, metaOf(request));
      return { success: true as const, message: AUTH_MESSAGES.loggedIn, token, user };
    },
  );

  routes.post(
    '/api/auth/logout',
    {
      preHandler: guards.optionalUser,
      schema: { tags: ['auth'], summary: 'End this session', response: { 200: messageResponseSchema } },
    },
    async (request) => {
      if (request.sessionTokenHash) await auth.logout(request.sessionTokenHash);
      return { success: true, message: AUTH_MESSAGES.loggedOut };
    },
  );

  routes.get(
    '/api/auth/getUser',
    {
      preHandler: guards.requireUser,
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: getUserResponseSchema, ...errors } },
    },
    (request) => ({ success: true as const, user: auth.toPublicUser(request.user!) }),
  );

  routes.post(
    '/api/auth/verfyemail',
    {
      config: { rateLimit: { max: 50, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with its code',
        body: verifyEmailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.verifyEmail(request.body);
      return { success: true, message: AUTH_MESSAGES.emailVerified };
    },
  );

  routes.post(
    '/api/auth/resendVerificationCode',
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification code (same answer whether or not the account exists)',
        body: emailOnlyBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resendVerificationCode(request.body);
      return { success: true, message: AUTH_MESSAGES.verificationCodeSent };
    },
  );

  routes.post(
    '/api/auth/sendResetCode',
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset code (same answer whether or not the account exists)',
        body: emailOnlyBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.sendResetCode(request.body);
      return { success: true, message: AUTH_MESSAGES.resetCodeSent };
    },
  );

  routes.post(
    '/api/auth/resetPassword',
    {
      config: { rateLimit: { max: 50, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset code; ends every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { success: true, message: AUTH_MESSAGES.passwordReset };
    },
  );

  routes.post(
    '/api/auth/support',
    {
      preHandler: guards.requireUser,
      config: { rateLimit: { max: 10, timeWindow: 60 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Send a message to support',
        body: supportBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.sendSupportMessage(request.user!, request.body);
      return { success: true, message: AUTH_MESSAGES.supportSent };
    },
  );

  routes.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in providers are on',
        response: { 200: authProvidersResponseSchema },
      },
    },
    () => ({
      success: true as const,
      google: auth.isGoogleEnabled() ? { isEnabled: true, startUrl: '/api/auth/google/start' } : { isEnabled: false },
    }),
  );

  routes.get(
    '/api/auth/google/start',
    {
      config: { rateLimit: { max: 60, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (redirects to the provider)',
        response: { 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      // Off is a setting, not a fault: answered here, so it writes no error line per call.
      if (!auth.isGoogleEnabled()) {
        return reply.status(503).send({ success: false, message: AUTH_MESSAGES.googleUnavailable });
      }
      const { url, pendingId } = await auth.startGoogleSignIn();
      // Binds the sign-in to this browser: the callback must come back with the same cookie.
      reply.header(
        'Set-Cookie',
        `${GOOGLE_COOKIE}=${pendingId}; Path=/api/auth/google; Max-Age=600; HttpOnly; SameSite=Lax${isSecureCookie ? '; Secure' : ''}`,
      );
      return reply.redirect(url, 302);
    },
  );

  routes.get(
    '/api/auth/google',
    {
      config: { rateLimit: { max: 60, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Finish Google sign-in with the authorization code; answers like login',
        querystring: googleQuerySchema,
        response: { 200: loginResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!auth.isGoogleEnabled()) {
        return reply.status(503).send({ success: false, message: AUTH_MESSAGES.googleUnavailable });
      }
      const { token, user } = await auth.finishGoogleSignIn(
        {
          code: request.query.code,
          state: request.query.state,
          iss: request.query.iss,
          pendingId: readCookie(request, GOOGLE_COOKIE),
        },
        metaOf(request),
      );
      reply.header('Set-Cookie', `${GOOGLE_COOKIE}=; Path=/api/auth/google; Max-Age=0; HttpOnly; SameSite=Lax`);
      return { success: true as const, message: AUTH_MESSAGES.loggedIn, token, user };
    },
  );
}
