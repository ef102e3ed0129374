import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES, SERVER_MESSAGES, type Role } from '@prepshelf/contract';
import type { User } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';

/**
 * The token of a request, from the AuthToken header. Older clients send "null" or an empty value
 * when logged out: that is no token (contract §2).
 */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authtoken;
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value === undefined || value === '' || value === 'null' || value === 'undefined') return undefined;
  return value.length <= 200 ? value : undefined;
}

export interface Guards {
  /** Reads the session if there is one; anonymous callers pass. */
  optionalUser: preHandlerAsyncHookHandler;
  /** 401 unless a live session of an active user comes with the request. */
  requireUser: preHandlerAsyncHookHandler;
  /** 401 without a session, 403 when the user's role is not among `roles`. */
  requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
}

export function createGuards(auth: AuthService): Guards {
  async function load(request: FastifyRequest): Promise<boolean> {
    const token = readSessionToken(request);
    if (token === undefined) return false;
    const session = await auth.authenticate(token);
    if (!session) return true;
    request.user = session.user;
    request.sessionTokenHash = session.sessionTokenHash;
    return true;
  }

  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const hadToken = await load(request);
    if (!request.user) throw unauthorized(hadToken ? AUTH_MESSAGES.sessionExpired : SERVER_MESSAGES.notLoggedIn);
  };

  return {
    optionalUser: async (request) => {
      await load(request);
    },
    requireUser,
    requireRole:
      (...roles) =>
      async (request, reply) => {
        await requireUser(request, reply);
        if (!request.user || !roles.includes(request.user.role)) throw forbidden(SERVER_MESSAGES.forbidden);
      },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    user: User | undefined;
    sessionTokenHash: string | undefined;
  }
}
