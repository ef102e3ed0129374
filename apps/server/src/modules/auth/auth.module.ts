import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import { createGuards, type Guards } from '../../plugins/auth.ts';
import { createGoogleClient } from './auth.google.ts';
import { createAuthMailer } from './auth.mailer.ts';
import { createAuthRepository } from './auth.repository.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import { createSessionCache } from './auth.session-cache.ts';

/** Where the provider sends the browser back: a page of the SPA that finishes the sign-in. */
export const googleRedirectPath = '/auth/google/callback';

/** Wires accounts and sessions: the service, the request guards every module uses, and the routes. */
export async function registerAuth(
  app: FastifyInstance,
  deps: { config: Config; db: Db; clock: Clock; mail: MailModule; feed?: ChangeFeed },
): Promise<{ auth: AuthService; guards: Guards }> {
  const { config } = deps;
  const google = config.google
    ? createGoogleClient({ ...config.google, redirectUri: `${config.publicUrl}${googleRedirectPath}` })
    : undefined;
  const auth = createAuthService({
    db: deps.db,
    repository: createAuthRepository(),
    clock: deps.clock,
    mailer: createAuthMailer(deps.mail),
    google,
    sessionCache: createSessionCache(deps.feed),
    onDeferredError: (error) => app.log.error({ err: error }, 'mailing a code failed'),
  });
  // Work moved off requests finishes before the database closes (onClose hooks run last-added first).
  app.addHook('onClose', () => auth.whenIdle());
  const guards = createGuards(auth);
  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionTokenHash', undefined);
  app.decorate('auth', auth);
  app.decorate('guards', guards);
  registerAuthRoutes(app, { auth, guards, publicUrl: config.publicUrl });
  if (config.admin) {
    const isCreated = await auth.ensureAdmin(config.admin);
    if (isCreated) app.log.info(`created the first Admin account for ${config.admin.email}`);
  }
  return { auth, guards };
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    guards: Guards;
  }
}
