import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codeMails, codeTries } from '../../db/schema/index.ts';

/**
 * Grants a request for a code mail to `email`, with an account or not (contract §3: code mails are
 * limited per target address). Refused within `cooldownMs` of the last granted one of the same
 * purpose, or when `hourlyLimit` were granted to the address in the last hour (`rules` null: granted
 * always, and counted). A granted request starts the address's tries for `purpose` afresh. Every
 * module that mails a code asks here, so one address gets at most `hourlyLimit` of them, whoever asks.
 */
export async function grantCodeMail(
  db: Db,
  request: { email: string; purpose: string; now: Date },
  rules: { cooldownMs: number; hourlyLimit: number } | null,
): Promise<boolean> {
  const { email, purpose, now } = request;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'code-mail:' + email}, 0))`);
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    await tx.delete(codeMails).where(and(eq(codeMails.email, email), lt(codeMails.sentAt, hourAgo)));
    const granted = await tx
      .select({ purpose: codeMails.purpose, sentAt: codeMails.sentAt })
      .from(codeMails)
      .where(eq(codeMails.email, email));
    if (rules !== null) {
      if (granted.length >= rules.hourlyLimit) return false;
      const cooldownStart = now.getTime() - rules.cooldownMs;
      if (granted.some((row) => row.purpose === purpose && row.sentAt.getTime() > cooldownStart)) return false;
    }
    await tx.insert(codeMails).values({ email, purpose, sentAt: now });
    await tx.delete(codeTries).where(and(eq(codeTries.email, email), eq(codeTries.purpose, purpose)));
    return true;
  });
}
