import { AsyncLocalStorage } from 'node:async_hooks';
import {
  AUTH_MESSAGES,
  DEFAULT_LANGUAGE,
  type Language,
  type LoginBody,
  type PublicUser,
  type RegisterBody,
  type Role,
  type SupportBody,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import {
  generateCode,
  generateOpaqueId,
  generatePublicUserId,
  generateSessionToken,
  hashSecret,
  hashSessionToken,
  verifyAgainstNothing,
  verifySecret,
} from './auth.crypto.ts';
import type { GoogleClient } from './auth.google.ts';
import type { AuthRepository } from './auth.repository.ts';
import { createSessionCache, type SessionCache } from './auth.session-cache.ts';
import { consumeCode, findLatestCode, issueOneTimeCode, type CodePurpose } from './one-time-codes.ts';

/**
 * Marks work an auth call moved off its request (sendResetCode, resendVerificationCode): whatever
 * runs inside it runs after the answer, so the answer takes the same time for any e-mail.
 */
export const deferredWork = new AsyncLocalStorage<true>();

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** A new code is mailed at most this often per account and purpose; requests in between are ignored. */
export const CODE_RESEND_INTERVAL_MS = 60 * 1000;
/** At most this many code mails (verification, reset, account exists, e-mail change, deletion) go to one address an hour. */
export const CODE_MAILS_PER_HOUR = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed logins within the window that stop a caller (contract §3): for one account from one address
 * (also a device token's own failures), for one account from everywhere (a browser with a device token
 * of the account is not stopped by these), and for any account from one address, set above what a
 * class behind one campus address reaches.
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_ACCOUNT_FAILURE_LIMIT = 50;
export const LOGIN_ADDRESS_FAILURE_LIMIT = 300;
/** How long a device token keeps a browser known to an account after its last successful login there. */
export const DEVICE_TOKEN_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;
/** How stale a session's last-seen time may get before a request updates it. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** What the auth service needs from mail; every call writes to the outbox inside the caller's transaction. */
/** A mail's addressee: the account's language chooses the mail's language. */
export interface MailAddressee {
  email: string;
  username: string;
  language: Language;
}

export interface AuthMailer {
  queueVerificationCode(db: Db, to: MailAddressee, code: string): Promise<void>;
  queueResetCode(db: Db, to: MailAddressee, code: string): Promise<void>;
  queueAccountExists(db: Db, to: MailAddressee): Promise<void>;
  queueSupportMessage(db: Db, message: SupportBody & { userId: string | null; username: string | null }): Promise<void>;
  /** Wakes the worker once the transaction that queued mail has committed. */
  notify(): void;
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The DeviceToken header: a browser that logged in to the account before. */
  deviceToken?: string | undefined;
  /** The request's language (Accept-Language): a new account starts with it. */
  language?: Language;
}

export interface AuthenticatedUser {
  sessionTokenHash: string;
  user: User;
}

export function toPublicUser(user: User): PublicUser {
  return {
    _id: user.id,
    PrepShelfUserId: user.publicId,
    Username: user.username,
    Email: user.email,
    Role: user.role,
    Status: user.status,
    isVerified: user.isVerified,
    Profile: user.profile,
    About: user.about,
    createdAt: user.createdAt.toISOString(),
    language: user.language,
  };
}

export function createAuthService(deps: {
  db: Db;
  repository: AuthRepository;
  clock: Clock;
  mailer: AuthMailer;
  google: GoogleClient | undefined;
  /** Live sessions kept in memory, honest through the change feed (default: none kept). */
  sessionCache?: SessionCache;
  /** Reports a failure of work moved off a request (it has no request to fail). */
  onDeferredError?: (error: unknown) => void;
}) {
  const { db, repository: repo, clock, mailer, google } = deps;
  const sessionCache = deps.sessionCache ?? createSessionCache(undefined);
  const pending = new Set<Promise<void>>();

  /** Runs `task` after the current request has been answered, inside `deferredWork`. */
  function defer(task: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => deferredWork.run(true, task))
      .catch((error: unknown) => deps.onDeferredError?.(error))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  async function startSession(user: User, meta: RequestMeta): Promise<string> {
    const token = generateSessionToken();
    const now = clock.now();
    await repo.insertSession(db, {
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    return token;
  }

  /**
   * Grants a request for a code or mail to `email` (at most one a minute per purpose, five an hour
   * per address), with an account or not: a granted request starts the address's code tries afresh.
   */
  function grantCodeMail(tx: Db, email: string, purpose: string): Promise<boolean> {
    return repo.grantCodeMail(
      tx,
      { email, purpose, now: clock.now() },
      { cooldownMs: purpose === 'account_exists' ? 0 : CODE_RESEND_INTERVAL_MS, hourlyLimit: CODE_MAILS_PER_HOUR },
    );
  }

  /** Makes a fresh code and queues its mail in `tx` when the address may get one now; both or neither commit. */
  async function issueCode(tx: Db, user: User, purpose: CodePurpose): Promise<void> {
    if (!(await grantCodeMail(tx, user.email, purpose))) return;
    await writeCode(tx, user, purpose);
  }

  async function writeCode(tx: Db, user: User, purpose: CodePurpose): Promise<void> {
    const code = await issueOneTimeCode(tx, { userId: user.id, purpose }, clock.now());
    const to = { email: user.email, username: user.username, language: user.language };
    if (purpose === 'verify_email') await mailer.queueVerificationCode(tx, to, code);
    else await mailer.queueResetCode(tx, to, code);
  }

  /**
   * Checks a code sent to `email`. The tries are counted per address and purpose whether or not the
   * address has an account (or a code), so the answers come in the same order for every address: the
   * fifth wrong try, and every try after it, answers that the code is dead until a new one is asked
   * for. A try is spent before the comparison, so parallel guesses cannot exceed the
   * limit. `user` is the account whose code may match (none: an unknown, verified or blocked one).
   */
  async function checkCode(email: string, user: User | undefined, purpose: CodePurpose, code: string) {
    const spent = await repo.reserveCodeTry(db, email, purpose, CODE_MAX_ATTEMPTS, clock.now());
    if (spent === null) {
      await verifyAgainstNothing(code);
      throw badRequest(AUTH_MESSAGES.codeDead);
    }
    const row = user ? await findLatestCode(db, user.id, purpose) : undefined;
    const isLive = row !== undefined && row.usedAt === null && row.expiresAt > clock.now();
    const isRight = isLive ? await verifySecret(row.codeHash, code) : await verifyAgainstNothing(code);
    if (!isRight || !row) {
      throw badRequest(spent + 1 >= CODE_MAX_ATTEMPTS ? AUTH_MESSAGES.codeDead : AUTH_MESSAGES.codeInvalid);
    }
    await repo.releaseCodeTry(db, email, purpose);
    return row;
  }

  const googleUsername = (identity: { name: string | undefined; email: string }): string =>
    (identity.name ?? identity.email.split('@')[0] ?? 'Student').slice(0, 50);

  /** The account's new device token, or the one it came with refreshed. */
  async function rememberDevice(user: User, known: { id: string; token: string } | undefined): Promise<string> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + DEVICE_TOKEN_LIFETIME_MS);
    if (known) {
      await repo.extendDeviceToken(db, known.id, expiresAt);
      return known.token;
    }
    const token = generateSessionToken();
    await repo.insertDeviceToken(db, { userId: user.id, tokenHash: hashSessionToken(token), expiresAt, now });
    return token;
  }

  async function createUser(
    tx: Db,
    fields: {
      username: string;
      email: string;
      passwordHash: string | null;
      role: Role;
      isVerified: boolean;
      profile?: string;
      googleSubject?: string;
      language?: Language;
    },
  ): Promise<User | undefined> {
    // The public id is random; a collision (2^-50) only costs one more try.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        return await repo.insertUser(tx, { ...fields, publicId: generatePublicUserId() });
      } catch (error) {
        if (
          attempt === 2 ||
          !String((error as { cause?: { message?: string } }).cause?.message ?? error).includes('users_public_id_key')
        )
          throw error;
      }
    }
    return undefined;
  }

  return {
    toPublicUser,

    /**
     * Registers a Student and mails a verification code. An e-mail that already has an account
     * gets the same answer (and a mail telling its owner), so registration reveals no accounts.
     */
    async register(body: RegisterBody, language: Language = DEFAULT_LANGUAGE): Promise<{ Email: string }> {
      if (body.Password !== body.ConfirmPassword) throw badRequest(AUTH_MESSAGES.passwordMismatch);
      const passwordHash = await hashSecret(body.Password);
      await db.transaction(async (tx) => {
        const created = await createUser(tx, {
          username: body.Username,
          email: body.Email,
          passwordHash,
          role: 'Student',
          isVerified: false,
          language,
        });
        if (created) {
          // A new account's first code always goes (an address gets an account once), and it counts: a
          // code asked for unknown addresses before cannot keep it from its owner.
          await repo.grantCodeMail(tx, { email: created.email, purpose: 'verify_email', now: clock.now() }, null);
          await writeCode(tx, created, 'verify_email');
        } else {
          const existing = await repo.findUserByEmail(tx, body.Email);
          await hashSecret(generateCode()); // the same work as issuing a code
          if (existing && (await grantCodeMail(tx, existing.email, 'account_exists'))) {
            await mailer.queueAccountExists(tx, {
              email: existing.email,
              username: existing.username,
              language: existing.language,
            });
          }
        }
      });
      mailer.notify();
      return { Email: body.Email };
    },

    async login(body: LoginBody, meta: RequestMeta): Promise<{ token: string; deviceToken: string; user: PublicUser }> {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
      const deviceTokenHash = meta.deviceToken ? hashSessionToken(meta.deviceToken) : undefined;
      const device =
        deviceTokenHash === undefined ? undefined : await repo.findDeviceToken(db, deviceTokenHash, body.Email, now);
      const from = { ip: meta.ip, deviceTokenHash: device ? deviceTokenHash : undefined };
      // The attempt is reserved (counted as a failure) before the password is checked, atomically, so
      // parallel logins cannot check more passwords than the limits.
      const reservation = await repo.reserveLoginAttempt(
        db,
        { email: body.Email, ...from, at: now, since: windowStart },
        {
          perDevice: LOGIN_FAILURE_LIMIT,
          perAccountAndAddress: LOGIN_FAILURE_LIMIT,
          perAccount: LOGIN_ACCOUNT_FAILURE_LIMIT,
          perAddress: LOGIN_ADDRESS_FAILURE_LIMIT,
        },
      );
      if (reservation.reservedId === null) {
        const freeAt = (reservation.oldest?.getTime() ?? now.getTime()) + LOGIN_FAILURE_WINDOW_MS;
        throw tooManyRequests(AUTH_MESSAGES.tooManyLogins, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
      }
      const user = await repo.findUserByEmail(db, body.Email);
      const isPasswordRight =
        user?.passwordHash != null
          ? await verifySecret(user.passwordHash, body.Password)
          : await verifyAgainstNothing(body.Password);
      // A blocked account answers the same to every password (checked, for the same work): it is no
      // oracle for the password. The attempt stays recorded as a failure.
      if (user && user.status !== 'active') throw forbidden(AUTH_MESSAGES.blocked);
      // A wrong password keeps its reserved row as the recorded failure.
      if (!user || !isPasswordRight) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      await repo.deleteLoginFailure(db, reservation.reservedId);
      await repo.clearLoginFailuresFrom(db, body.Email, from);
      if (!user.isVerified) {
        // The address must be proven before the first session (contract §3): a fresh code, at most one a minute.
        await db.transaction((tx) => issueCode(tx, user, 'verify_email'));
        mailer.notify();
        throw new AppError(403, AUTH_MESSAGES.needsVerification, { details: { needsVerification: true } });
      }
      const token = await startSession(user, meta);
      const deviceToken = await rememberDevice(
        user,
        device && meta.deviceToken ? { id: device.id, token: meta.deviceToken } : undefined,
      );
      return { token, deviceToken, user: toPublicUser(user) };
    },

    /** The signed-in user behind a token, or undefined for a missing, unknown, expired or blocked one. */
    async authenticate(token: string): Promise<AuthenticatedUser | undefined> {
      const tokenHash = hashSessionToken(token);
      const now = clock.now();
      const cached = sessionCache.find(tokenHash, now);
      if (cached !== undefined) return { sessionTokenHash: tokenHash, user: cached };
      const readAt = sessionCache.generation;
      const row = await repo.findLiveSession(db, tokenHash, now);
      // An unverified account's session (opened before verification was required) is not honoured.
      if (!row || row.user.status !== 'active' || !row.user.isVerified) return undefined;
      // "Last seen" is kept to the minute or so: one write every few minutes per session, not per request
      // (and a session held in the cache is read again, so touched, at least once a minute).
      if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await repo.touchSession(db, row.sessionId, now);
      }
      sessionCache.remember(tokenHash, row, now, readAt);
      return { sessionTokenHash: tokenHash, user: row.user };
    },

    async logout(sessionTokenHash: string): Promise<void> {
      await repo.deleteSession(db, sessionTokenHash);
      sessionCache.forget(sessionTokenHash);
    },

    /** Ends every session of a user at once (password reset, block). */
    async revokeSessions(userId: string): Promise<void> {
      await repo.deleteSessionsOfUser(db, userId);
      sessionCache.forgetUser(userId);
    },

    /** Verifies the address and answers whose it is (the caller then signs them in). */
    async verifyEmail(body: { Email: string; VerificationCode: string }): Promise<string> {
      const user = await repo.findUserByEmail(db, body.Email);
      // An unknown or already verified address answers like a wrong code, after the same work, and
      // its tries are counted the same way: no enumeration.
      const code = await checkCode(
        body.Email,
        user && !user.isVerified ? user : undefined,
        'verify_email',
        body.VerificationCode,
      );
      await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, code.id, clock.now()))) throw badRequest(AUTH_MESSAGES.codeInvalid);
        await repo.updateUser(tx, code.userId, { isVerified: true });
      });
      return code.userId;
    },

    /**
     * Same answer, in status, body and work done on the request, whether or not the e-mail has an
     * account: the lookup and any code and mail happen after the answer.
     */
    sendResetCode(body: { Email: string }): Promise<void> {
      defer(async () => {
        const user = await repo.findUserByEmail(db, body.Email);
        // Granted (and counted) for any address, so its code tries start afresh for every address alike.
        const isMailed = await db.transaction(async (tx) => {
          if (!(await grantCodeMail(tx, body.Email, 'reset_password'))) return false;
          if (!user || user.status !== 'active') return false;
          await writeCode(tx, user, 'reset_password');
          return true;
        });
        if (isMailed) mailer.notify();
      });
      return Promise.resolve();
    },

    /** Like sendResetCode: nothing that depends on the account happens on the request. */
    resendVerificationCode(body: { Email: string }): Promise<void> {
      defer(async () => {
        const user = await repo.findUserByEmail(db, body.Email);
        const isMailed = await db.transaction(async (tx) => {
          if (!(await grantCodeMail(tx, body.Email, 'verify_email'))) return false;
          if (!user || user.isVerified) return false;
          await writeCode(tx, user, 'verify_email');
          return true;
        });
        if (isMailed) mailer.notify();
      });
      return Promise.resolve();
    },

    /** Resolves when the work moved off requests has finished (tests, shutdown). */
    async whenIdle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    async resetPassword(body: {
      Email: string;
      ForgotPasswordCode: string;
      NewPassword: string;
      ConfirmNewPassword: string;
    }): Promise<string> {
      if (body.NewPassword !== body.ConfirmNewPassword) throw badRequest(AUTH_MESSAGES.resetPasswordMismatch);
      const user = await repo.findUserByEmail(db, body.Email);
      // A blocked account is like an unknown one: a code mailed before the block changes nothing.
      const code = await checkCode(
        body.Email,
        user && user.status === 'active' ? user : undefined,
        'reset_password',
        body.ForgotPasswordCode,
      );
      const passwordHash = await hashSecret(body.NewPassword);
      await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, code.id, clock.now()))) throw badRequest(AUTH_MESSAGES.codeInvalid);
        // Reading the code proved the mailbox is theirs, so the address counts as verified.
        await repo.updateUser(tx, code.userId, { passwordHash, isVerified: true });
        await repo.deleteSessionsOfUser(tx, code.userId);
        // Nothing mailed before (another code, a set-password link) still works.
        await repo.revokePendingCodes(tx, code.userId);
        await repo.clearLoginFailures(tx, body.Email);
      });
      sessionCache.forgetUser(code.userId);
      return code.userId;
    },

    /**
     * A session for an account that has just proven its address (a verification code, a reset code, a
     * welcome mail's link), under the rules of a login: none for a blocked or unverified account
     * (undefined; the person then logs in and is told why). A new device token goes with it, as a
     * login's does, so the browser's later logins are not stopped by failures from elsewhere.
     */
    async signInProven(
      userId: string,
      meta: RequestMeta,
    ): Promise<{ token: string; deviceToken: string; user: PublicUser } | undefined> {
      const user = await repo.findUserById(db, userId);
      if (!user || user.status !== 'active' || !user.isVerified) return undefined;
      const token = await startSession(user, meta);
      const deviceToken = await rememberDevice(user, undefined);
      return { token, deviceToken, user: toPublicUser(user) };
    },

    async sendSupportMessage(user: User, body: SupportBody): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.insertSupportMessage(tx, { userId: user.id, ...body });
        await mailer.queueSupportMessage(tx, { ...body, userId: user.id, username: user.username });
      });
      mailer.notify();
    },

    isGoogleEnabled: () => google !== undefined,

    /** Starts a Google sign-in: the URL to send the browser to, and the id of the pending sign-in. */
    async startGoogleSignIn(): Promise<{ url: string; pendingId: string }> {
      if (!google) throw new AppError(503, AUTH_MESSAGES.googleUnavailable);
      const checks = {
        state: generateOpaqueId(),
        nonce: generateOpaqueId(),
        codeVerifier: generateOpaqueId() + generateOpaqueId(),
      };
      const pendingId = generateOpaqueId();
      await repo.insertOauthState(db, {
        id: pendingId,
        ...checks,
        expiresAt: new Date(clock.now().getTime() + OAUTH_STATE_LIFETIME_MS),
      });
      const url = await google.buildAuthorizationUrl(checks);
      return { url: url.toString(), pendingId };
    },

    /**
     * Finishes a Google sign-in: signs in the user with that verified e-mail, or creates a verified
     * Student whose picture becomes the profile image, and answers like login.
     */
    async finishGoogleSignIn(
      input: { code: string; state: string | undefined; iss: string | undefined; pendingId: string | undefined },
      meta: RequestMeta,
    ): Promise<{ token: string; user: PublicUser }> {
      if (!google) throw new AppError(503, AUTH_MESSAGES.googleUnavailable);
      const pending = input.pendingId ? await repo.takeOauthState(db, input.pendingId, clock.now()) : undefined;
      if (input.state !== undefined && !pending) throw badRequest(AUTH_MESSAGES.googleFailed);
      let identity;
      try {
        identity = await google.exchangeCode({ code: input.code, state: input.state, iss: input.iss, checks: pending });
      } catch (error) {
        throw new AppError(400, AUTH_MESSAGES.googleFailed, { cause: error });
      }
      if (!identity.isEmailVerified) throw badRequest(AUTH_MESSAGES.googleEmailUnverified);

      let takenOverId: string | undefined;
      const user = await db.transaction(async (tx) => {
        const linked = await repo.findUserByGoogleSubject(tx, identity.subject);
        if (linked) return linked;
        const existing = await repo.findUserByEmail(tx, identity.email);
        if (existing) {
          // An address nobody had proven may have been registered by someone else, with a password of
          // their own: the identity that proves it wins, and whatever that person set up goes.
          const isTakeover = !existing.isVerified;
          if (isTakeover) {
            await repo.deleteSessionsOfUser(tx, existing.id);
            await repo.deleteDeviceTokensOfUser(tx, existing.id);
            await repo.revokePendingCodes(tx, existing.id);
            await repo.clearLoginFailures(tx, existing.email);
            takenOverId = existing.id;
          }
          return (
            (await repo.updateUser(tx, existing.id, {
              googleSubject: identity.subject,
              isVerified: true,
              // The name was the other person's choice too.
              ...(isTakeover ? { passwordHash: null, username: googleUsername(identity) } : {}),
              ...(existing.profile === '' && identity.picture ? { profile: identity.picture } : {}),
            })) ?? existing
          );
        }
        const created = await createUser(tx, {
          username: googleUsername(identity),
          email: identity.email,
          passwordHash: null,
          role: 'Student',
          isVerified: true,
          profile: identity.picture ?? '',
          googleSubject: identity.subject,
          language: meta.language ?? DEFAULT_LANGUAGE,
        });
        if (!created) throw new AppError(409, AUTH_MESSAGES.googleFailed);
        return created;
      });
      if (takenOverId !== undefined) sessionCache.forgetUser(takenOverId);
      if (user.status !== 'active') throw forbidden(AUTH_MESSAGES.blocked);
      const token = await startSession(user, meta);
      return { token, user: toPublicUser(user) };
    },

    /** The first Admin from ADMIN_EMAIL/ADMIN_PASSWORD, created once when no user has that e-mail. */
    async ensureAdmin(admin: { email: string; password: string }): Promise<boolean> {
      const email = admin.email.trim().toLowerCase();
      if (await repo.findUserByEmail(db, email)) return false;
      const created = await createUser(db, {
        username: 'Admin',
        email,
        passwordHash: await hashSecret(admin.password),
        role: 'Admin',
        isVerified: true,
      });
      return created !== undefined;
    },

    /** Staff accounts come from the `users` command, since the web UI only creates Students. */
    async createAccount(fields: {
      role: Role;
      email: string;
      username: string;
      password: string;
    }): Promise<PublicUser> {
      const created = await createUser(db, {
        username: fields.username,
        email: fields.email,
        passwordHash: await hashSecret(fields.password),
        role: fields.role,
        isVerified: true,
      });
      if (!created) throw new AppError(409, `An account with the e-mail ${fields.email} already exists.`);
      return toPublicUser(created);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
