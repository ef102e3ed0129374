import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userQueries } from './auth.user-queries.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { grantCodeMail } from './auth.code-mails.ts';
import {
  authCodes,
  codeTries,
  deviceTokens,
  loginFailures,
  oauthStates,
  sessions,
  setPasswordTokens,
  supportMessages,
  users,
  type NewUser,
  type User,
} from '../../db/schema/index.ts';

/** Every query of the auth module. `db` may be a transaction. */
export function createAuthRepository() {
  return {
    ...userQueries,

    async findUserByGoogleSubject(db: Db, subject: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
      return user;
    },

    /** Inserts unless the e-mail exists; undefined means it did (no exception, no race). */
    async insertUser(db: Db, user: NewUser): Promise<User | undefined> {
      const [created] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
      return created;
    },

    async insertSession(
      db: Db,
      session: {
        userId: string;
        tokenHash: string;
        expiresAt: Date;
        ip: string | null;
        userAgent: string | null;
        createdAt?: Date;
        lastSeenAt?: Date;
      },
    ): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The session and its user in one indexed query (sessions_token_hash_key). */
    async findLiveSession(db: Db, tokenHash: string, now: Date) {
      // Every signed-in request asks this, so it is a prepared statement.
      const statement = preparedStatement(db, 'auth_live_session', (name) =>
        db
          .select({
            sessionId: sessions.id,
            expiresAt: sessions.expiresAt,
            lastSeenAt: sessions.lastSeenAt,
            user: users,
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
          )
          .limit(1)
          .prepare(name),
      );
      const [row] = await statement.execute({ tokenHash, now: now.toISOString() });
      return row;
    },

    /** Records that the session was used (shown in the account's session list). */
    async touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },

    async deleteSession(db: Db, tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteLoginFailure(db: Db, id: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },

    /**
     * Reserves one login attempt for `email` before its password is checked: under a per-account
     * transaction lock, counts the failures since `since` that can stop this caller and, below every
     * limit, records this attempt as a failure (the caller deletes it again when the password is
     * right). Parallel logins therefore cannot check more passwords than the limits. A caller with a
     * valid device token is stopped by that device's failures alone; any other by the failures from
     * its address for the account, for the account from everywhere, and from its address for any
     * account. Answers the reserved row's id, or the oldest failure of the limit that was reached.
     */
    async reserveLoginAttempt(
      db: Db,
      attempt: { email: string; ip: string | null; deviceTokenHash: string | undefined; at: Date; since: Date },
      limits: { perDevice: number; perAccountAndAddress: number; perAccount: number; perAddress: number },
    ): Promise<{ reservedId: string } | { reservedId: null; oldest: Date | undefined }> {
      const { email, ip, deviceTokenHash, at, since } = attempt;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'login:' + email}, 0))`);
        const failuresWhere = async (where: ReturnType<typeof and>, limit: number) => {
          const [row] = await tx
            .select({ count: count(), oldest: sql<string | null>`min(${loginFailures.failedAt})` })
            .from(loginFailures)
            .where(and(where, gt(loginFailures.failedAt, since)));
          return (row?.count ?? 0) >= limit ? { oldest: row?.oldest ? new Date(row.oldest) : undefined } : undefined;
        };
        const forAccount = eq(loginFailures.email, email);
        const reached =
          deviceTokenHash !== undefined
            ? await failuresWhere(and(forAccount, eq(loginFailures.deviceTokenHash, deviceTokenHash)), limits.perDevice)
            : ((ip === null
                ? undefined
                : await failuresWhere(and(forAccount, eq(loginFailures.ip, ip)), limits.perAccountAndAddress)) ??
              (await failuresWhere(forAccount, limits.perAccount)) ??
              (ip === null ? undefined : await failuresWhere(eq(loginFailures.ip, ip), limits.perAddress)));
        if (reached) return { reservedId: null, oldest: reached.oldest };
        const [reserved] = await tx
          .insert(loginFailures)
          .values({ email, ip, deviceTokenHash: deviceTokenHash ?? null, failedAt: at })
          .returning({ id: loginFailures.id });
        return { reservedId: reserved!.id };
      });
    },

    /** Forgets the account's failures from this address and this device (a right password came from there). */
    async clearLoginFailuresFrom(
      db: Db,
      email: string,
      from: { ip: string | null; deviceTokenHash: string | undefined },
    ): Promise<void> {
      const sources = [
        from.ip === null ? undefined : eq(loginFailures.ip, from.ip),
        from.deviceTokenHash === undefined ? undefined : eq(loginFailures.deviceTokenHash, from.deviceTokenHash),
      ].filter((source) => source !== undefined);
      if (sources.length === 0) return;
      await db.delete(loginFailures).where(and(eq(loginFailures.email, email), or(...sources)));
    },

    async clearLoginFailures(db: Db, email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },

    /** The live device token with this hash, when it belongs to the account with `email`. */
    async findDeviceToken(db: Db, tokenHash: string, email: string, now: Date) {
      const [row] = await db
        .select({ id: deviceTokens.id, userId: deviceTokens.userId })
        .from(deviceTokens)
        .innerJoin(users, eq(users.id, deviceTokens.userId))
        .where(and(eq(deviceTokens.tokenHash, tokenHash), eq(users.email, email), gt(deviceTokens.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** Stores a new device token of the user, dropping the user's expired ones. */
    async insertDeviceToken(db: Db, row: { userId: string; tokenHash: string; expiresAt: Date; now: Date }) {
      await db
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.userId, row.userId), lt(deviceTokens.expiresAt, row.now)));
      await db.insert(deviceTokens).values({ userId: row.userId, tokenHash: row.tokenHash, expiresAt: row.expiresAt });
    },

    async deleteDeviceTokensOfUser(db: Db, userId: string): Promise<void> {
      await db.delete(deviceTokens).where(eq(deviceTokens.userId, userId));
    },

    async extendDeviceToken(db: Db, id: string, expiresAt: Date): Promise<void> {
      await db.update(deviceTokens).set({ expiresAt }).where(eq(deviceTokens.id, id));
    },

    /**
     * Spends one wrong-code try of `email` for `purpose` before the code is compared, atomically, for
     * any address (with an account or not). Answers the tries spent before this one, or null when
     * `max` were spent already (the code is dead until a new one is requested).
     */
    async reserveCodeTry(db: Db, email: string, purpose: string, max: number, now: Date): Promise<number | null> {
      const [row] = await db
        .insert(codeTries)
        .values({ email, purpose, failedTries: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: [codeTries.email, codeTries.purpose],
          set: { failedTries: sql`${codeTries.failedTries} + 1`, updatedAt: now },
          setWhere: lt(codeTries.failedTries, max),
        })
        .returning({ failedTries: codeTries.failedTries });
      return row === undefined ? null : row.failedTries - 1;
    },

    /** Gives back the try a right code spent. */
    async releaseCodeTry(db: Db, email: string, purpose: string): Promise<void> {
      await db.delete(codeTries).where(and(eq(codeTries.email, email), eq(codeTries.purpose, purpose)));
    },

    grantCodeMail,

    /**
     * Removes every pending code and set-password link of the user (an e-mail change, a new password,
     * a block, an identity that proved the address): nothing mailed before still works.
     */
    async revokePendingCodes(db: Db, userId: string): Promise<void> {
      await db.delete(authCodes).where(eq(authCodes.userId, userId));
      await db.delete(setPasswordTokens).where(eq(setPasswordTokens.userId, userId));
    },

    async insertSupportMessage(
      db: Db,
      message: { userId: string | null; name: string; email: string; subject: string; body: string },
    ): Promise<void> {
      await db.insert(supportMessages).values(message);
    },

    async insertOauthState(
      db: Db,
      row: { id: string; state: string; nonce: string; codeVerifier: string; expiresAt: Date },
    ): Promise<void> {
      await db.insert(oauthStates).values(row);
    },

    /** Takes the pending sign-in out (single use) if it has not expired. */
    async takeOauthState(db: Db, id: string, now: Date) {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.id, id)).returning();
      return row && row.expiresAt > now ? row : undefined;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
