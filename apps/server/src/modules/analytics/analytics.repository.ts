import { eq, sql } from 'drizzle-orm';
import type { ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { CONTENT_TABLES, commonColumnsOf } from '../content/content.items.ts';

/** Upload counts per type and UTC calendar month; `month` is null for uploads outside the window. */
export interface MonthlyCount {
  type: ItemType;
  month: string | null;
  count: number;
}

/** The analytics queries. `db` may be a transaction. */
export function createAnalyticsRepository() {
  return {
    /**
     * Every item counted once, in one statement over the four tables: grouped by type and by the
     * month of its upload when that lies in [windowStart, windowEnd), so totals and the monthly
     * chart come from the same read.
     */
    async countUploadsByMonth(
      db: Db,
      options: { ownerId?: string; windowStart: Date; windowEnd: Date },
    ): Promise<MonthlyCount[]> {
      const start = options.windowStart.toISOString();
      const end = options.windowEnd.toISOString();
      const branches = (Object.keys(CONTENT_TABLES) as ItemType[]).map((type) => {
        const table = commonColumnsOf(type);
        const where = options.ownerId === undefined ? sql`` : sql`where ${eq(table.ownerId, options.ownerId)}`;
        return sql`select ${type}::text as type, case when ${table.createdAt} >= ${start}::timestamptz and ${table.createdAt} < ${end}::timestamptz then to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM') end as month from ${table} ${where}`;
      });
      const result = await db.execute(
        sql`select type, month, count(*)::int as count from (${sql.join(branches, sql` union all `)}) uploads group by type, month`,
      );
      const { rows } = result as {
        rows: { type: ItemType; month: string | null; count: number | string }[];
      };
      return rows.map((row) => ({ type: row.type, month: row.month, count: Number(row.count) }));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
