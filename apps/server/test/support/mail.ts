import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema/index.ts';
import type { TestApp } from '../harness.ts';

type MailKind = (typeof mailOutbox.$inferSelect)['kind'];

/** The newest mail queued to `address` (of `kind` when given), or undefined when there is none. */
export async function latestMailTo(t: TestApp, address: string, kind?: MailKind) {
  const to = eq(mailOutbox.toAddress, address);
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(kind === undefined ? to : and(to, eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}
