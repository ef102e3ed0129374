import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actorId?: string;
  actorEmail?: string;
  action?: string;
  targetType?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** Every query of the audit log. `db` may be a transaction. */
export function createAuditRepository() {
  function whereOf(filter: AuditFilter): SQL | undefined {
    return and(
      filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
      filter.actorEmail === undefined ? undefined : sql`lower(${auditLog.actorEmail}) = ${filter.actorEmail}`,
      filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
      filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
      filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
      filter.to === undefined ? undefined : lt(auditLog.createdAt, filter.to),
    );
  }

  return {
    async insert(db: Db, row: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(row);
    },

    /**
     * Blanks a user's personal data in the log (their account is being deleted): the e-mail and
     * details of entries they made, and their name in entries about them.
     */
    async anonymizeUser(db: Db, userId: string, label: string): Promise<void> {
      await db
        .update(auditLog)
        .set({ actorEmail: label, details: {}, targetTitle: label })
        .where(eq(auditLog.actorId, userId));
      await db
        .update(auditLog)
        .set({ targetTitle: label, details: {} })
        .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));
    },

    /** Newest first; the page and the total of the same filter. */
    async list(
      db: Db,
      filter: AuditFilter,
      paging: { offset: number; limit: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where = whereOf(filter);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
