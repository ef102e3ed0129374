import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  AUTH_MESSAGES,
  DEVICE_TOKEN_HEADER,
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
  signedInAfterProofResponseSchema,
  supportBodySchema,
  verifyEmailBodySchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import { perAccountRateLimit } from '../../plugins/rate-limit.ts';
import type { AuthService, RequestMeta } from './auth.service.ts';
import { errorResponses } from '../../lib/route-replies.ts';

const GOOGLE_COOKIE = 'prepshelf_google';
const MINUTE = 60_000;
/** Registrations per address an hour: far above a class registering together behind one campus address. */
export const REGISTRATIONS_PER_ADDRESS_HOUR = 300;
const errors = errorResponses(400, 401, 403, 429);

export const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
  language: pickLanguage(request.headers['accept-language']),
});

/** The DeviceToken header, when it looks like a token at all (anything else is no device). */
function deviceTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[DEVICE_TOKEN_HEADER.toLowerCase()];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

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
      // Per address only at a level no class behind one campus address reaches (contract §3).
      config: { rateLimit: { max: REGISTRATIONS_PER_ADDRESS_HOUR, timeWindow: 60 * MINUTE } },
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
      // No per-request limit: the limits count failed logins (auth.service.ts, contract §3).
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        description:
          'More than 10 failed logins for one account from one address within 15 minutes, or more than 50 from all addresses, answer 429 with Retry-After. ' +
          'The answer carries a deviceToken: send it in the DeviceToken header on later logins to this account from this browser, ' +
          'and failures from elsewhere do not stop them (their own failures still count).',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors, 403: needsVerificationErrorSchema },
      },
    },
    async (request) => {
      const { token, deviceToken, user } = await auth.login(request.body, {
        ...metaOf(request),
        deviceToken: deviceTokenOf(request),
      });
      return { success: true as const, message: AUTH_MESSAGES.loggedIn, token, deviceToken, user };
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
      // Wrong tries are counted per target address (auth.service.ts); per address only a flood guard.
      config: { rateLimit: { max: 600, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with its code; the answer signs the person in as login does',
        body: verifyEmailBodySchema,
        response: { 200: signedInAfterProofResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await auth.verifyEmail(request.body);
      const session = await auth.signInProven(userId, metaOf(request));
      return { success: true, message: AUTH_MESSAGES.emailVerified, ...session };
    },
  );

  routes.post(
    '/api/auth/resendVerificationCode',
    {
      // Code mails are limited per target address (5 an hour); per address only a flood guard.
      config: { rateLimit: { max: 300, timeWindow: 60 * MINUTE } },
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
      config: { rateLimit: { max: 300, timeWindow: 60 * MINUTE } },
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
      config: { rateLimit: { max: 600, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with a reset code; ends every other session of the account and signs the person in as login does',
        body: resetPasswordBodySchema,
        response: { 200: signedInAfterProofResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await auth.resetPassword(request.body);
      const session = await auth.signInProven(userId, metaOf(request));
      return { success: true, message: AUTH_MESSAGES.passwordReset, ...session };
    },
  );

  routes.post(
    '/api/auth/support',
    {
      preHandler: guards.requireUser,
      config: { rateLimit: perAccountRateLimit(10, 60 * MINUTE) },
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
      // A whole class may sign in with Google behind one address: per address only a flood guard.
      config: { rateLimit: { max: 600, timeWindow: 15 * MINUTE } },
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
      // A whole class may sign in with Google behind one address: per address only a flood guard.
      config: { rateLimit: { max: 600, timeWindow: 15 * MINUTE } },
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
