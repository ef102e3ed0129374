import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authCodes, type AuthCode } from '../../db/schema/index.ts';
import { generateCode, hashSecret } from './auth.crypto.ts';

/**
 * The one-time codes mailed to a user (verification, reset, e-mail change, deletion). Every module
 * that mails a code issues, finds and spends it here, so one rule holds for all of them: a new code
 * replaces the earlier one of its purpose, and a code is used at most once. `db` may be a transaction.
 */

export type CodePurpose = AuthCode['purpose'];

const CODE_LIFETIME_MS = 10 * 60 * 1000;

/** Stores a fresh code in place of any earlier one of the same purpose; answers the code to mail. */
export async function issueOneTimeCode(
  db: Db,
  request: { userId: string; purpose: CodePurpose; newEmail?: string | null },
  now: Date,
): Promise<string> {
  const code = generateCode();
  const codeHash = await hashSecret(code);
  const { userId, purpose } = request;
  await db.delete(authCodes).where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)));
  await db.insert(authCodes).values({
    userId,
    purpose,
    codeHash,
    newEmail: request.newEmail ?? null,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    createdAt: now,
  });
  return code;
}

export async function findLatestCode(db: Db, userId: string, purpose: CodePurpose): Promise<AuthCode | undefined> {
  const [code] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return code;
}

/** Spends one try of the code before it is compared, atomically; false: no tries left or used. */
export async function reserveCodeAttempt(db: Db, codeId: string, maxAttempts: number): Promise<boolean> {
  const reserved = await db
    .update(authCodes)
    .set({ failedAttempts: sql`${authCodes.failedAttempts} + 1` })
    .where(and(eq(authCodes.id, codeId), lt(authCodes.failedAttempts, maxAttempts), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return reserved.length === 1;
}

/** Marks the code used unless another request did first; false means it was already used. */
export async function consumeCode(db: Db, codeId: string, now: Date): Promise<boolean> {
  const consumed = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.id, codeId), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return consumed.length === 1;
}
