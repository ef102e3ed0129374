import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authCodes, sessions, setPasswordTokens, users, type NewUser, type User } from '../../db/schema/index.ts';
import { whereOfUsers, type UserFilter } from './users.repository.ts';

/** Rows per INSERT: 10 columns each, far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

/** The queries of bulk import, export and set-password links. `db` may be a transaction. */
export function createUsersBulkRepository() {
  return {
    /** Which of `emails` (lower-case already, at most 5,000) belong to an account. */
    async findExistingEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, [...emails]));
      return new Set(rows.map((row) => row.email));
    },

    /** Inserts in chunks, skipping e-mails taken meanwhile; returns the rows created. */
    async insertMany(db: Db, rows: readonly NewUser[]): Promise<User[]> {
      const created: User[] = [];
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const chunk = rows.slice(start, start + INSERT_CHUNK);
        created.push(
          ...(await db.insert(users).values(chunk).onConflictDoNothing({ target: users.email }).returning()),
        );
      }
      return created;
    },

    async insertTokens(db: Db, rows: { userId: string; tokenHash: string; expiresAt: Date }[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await db.insert(setPasswordTokens).values(rows.slice(start, start + INSERT_CHUNK));
      }
    },

    /** Every user matching `filter`, newest first (the list's order), for the export. */
    async listAll(db: Db, filter: UserFilter): Promise<User[]> {
      return db.select().from(users).where(whereOfUsers(filter)).orderBy(desc(users.createdAt), desc(users.id));
    },

    /**
     * Marks the live, unused token with `tokenHash` used and returns its user id; undefined when
     * there is none. The update is the check: two uses at once cannot both succeed.
     */
    async consumeToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(setPasswordTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(setPasswordTokens.tokenHash, tokenHash),
            isNull(setPasswordTokens.usedAt),
            gt(setPasswordTokens.expiresAt, now),
          ),
        )
        .returning({ userId: setPasswordTokens.userId });
      return row?.userId;
    },

    async setPassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, isVerified: true, updatedAt: now }).where(eq(users.id, userId));
      await db.delete(sessions).where(eq(sessions.userId, userId));
      // Other links and pending codes must not replace the password just chosen.
      await db.delete(setPasswordTokens).where(eq(setPasswordTokens.userId, userId));
      await db.delete(authCodes).where(eq(authCodes.userId, userId));
    },
  };
}

export type UsersBulkRepository = ReturnType<typeof createUsersBulkRepository>;
