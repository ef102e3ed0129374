import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  authCodes,
  loginFailures,
  oauthStates,
  sessions,
  supportMessages,
  users,
  type AuthCode,
  type NewUser,
  type User,
} from '../../db/schema/index.ts';

export type CodePurpose = AuthCode['purpose'];

/** Every query of the auth module. `db` may be a transaction. */
export function createAuthRepository() {
  return {
    async findUserByEmail(db: Db, email: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async findUserById(db: Db, id: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    async findUserByGoogleSubject(db: Db, subject: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
      return user;
    },

    /** Inserts unless the e-mail exists; undefined means it did (no exception, no race). */
    async insertUser(db: Db, user: NewUser): Promise<User | undefined> {
      const [created] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
      return created;
    },

    async updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<User | undefined> {
      const [updated] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return updated;
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

    /** A new code replaces any earlier code of the same purpose. */
    async replaceCode(
      db: Db,
      code: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
    ): Promise<void> {
      await db.delete(authCodes).where(and(eq(authCodes.userId, code.userId), eq(authCodes.purpose, code.purpose)));
      await db.insert(authCodes).values(code);
    },

    async findLatestCode(db: Db, userId: string, purpose: CodePurpose): Promise<AuthCode | undefined> {
      const [code] = await db
        .select()
        .from(authCodes)
        .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)))
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      return code;
    },

    /**
     * Reserves one of the code's tries before checking it, atomically, so parallel guesses cannot
     * exceed the limit; false means the code has no tries left (or was used).
     */
    async reserveCodeAttempt(db: Db, codeId: string, maxAttempts: number): Promise<boolean> {
      const reserved = await db
        .update(authCodes)
        .set({ failedAttempts: sql`${authCodes.failedAttempts} + 1` })
        .where(and(eq(authCodes.id, codeId), lt(authCodes.failedAttempts, maxAttempts), isNull(authCodes.usedAt)))
        .returning({ id: authCodes.id });
      return reserved.length === 1;
    },

    /** Marks the code used unless another request did first; false means it was already used. */
    async consumeCode(db: Db, codeId: string, now: Date): Promise<boolean> {
      const consumed = await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(and(eq(authCodes.id, codeId), isNull(authCodes.usedAt)))
        .returning({ id: authCodes.id });
      return consumed.length === 1;
    },

    async deleteLoginFailure(db: Db, id: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },

    /**
     * Reserves one login attempt for `email` before its password is checked: under a per-address
     * transaction lock, counts the failures since `since` and, below `limit`, records this attempt as
     * a failure (the caller deletes it again when the password is right). Parallel logins therefore
     * cannot check more passwords than the limit. Answers the reserved row's id, or the count and oldest
     * failure when the limit is reached.
     */
    async reserveLoginAttempt(
      db: Db,
      email: string,
      at: Date,
      since: Date,
      limit: number,
    ): Promise<{ reservedId: string } | { reservedId: null; oldest?: Date }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'login:' + email}, 0))`);
        const [row] = await tx
          .select({ count: count(), oldest: sql<string | null>`min(${loginFailures.failedAt})` })
          .from(loginFailures)
          .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)));
        if ((row?.count ?? 0) >= limit) {
          return { reservedId: null, ...(row?.oldest ? { oldest: new Date(row.oldest) } : {}) };
        }
        const [reserved] = await tx
          .insert(loginFailures)
          .values({ email, failedAt: at })
          .returning({ id: loginFailures.id });
        return { reservedId: reserved!.id };
      });
    },

    async clearLoginFailures(db: Db, email: string, olderThan?: Date): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          olderThan
            ? and(eq(loginFailures.email, email), lt(loginFailures.failedAt, olderThan))
            : eq(loginFailures.email, email),
        );
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
