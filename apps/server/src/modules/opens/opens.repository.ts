import { and, eq, sql, type SQL } from 'drizzle-orm';
import { OPEN_COUNT_GAP_MINUTES, type ItemType, type OpensFilter, type Role } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { itemOpens, itemOpenWeeks, notes, pyqs, readingProgress, users } from '../../db/schema/index.ts';
import { commonColumnsOf, visibleTo } from '../content/content.items.ts';

/** An item as the report needs it: its title, owner and (a note's or PYQ's) PDF. */
export interface OpenedItem {
  type: ItemType;
  id: string;
  title: string;
  ownerId: string | null;
  fileId: string | null;
}

/** One person of the report's scope, with their open of the item and the pages read of its PDF. */
export interface OpenRow {
  userId: string;
  username: string;
  email: string;
  firstOpenedAt: Date | null;
  lastOpenedAt: Date | null;
  openCount: number;
  page: number | null;
  pageCount: number | null;
}

const asDate = (value: unknown): Date | null =>
  value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;

/** The opens queries. `db` may be a transaction. */
export function createOpensRepository() {
  async function selectItem(db: Db, type: ItemType, id: string, where?: SQL): Promise<OpenedItem | undefined> {
    const table = commonColumnsOf(type);
    const fileColumn = type === 'note' ? notes.fileId : type === 'pyq' ? pyqs.fileId : sql<null>`null::text`;
    const [row] = await db
      .select({ id: table.id, title: table.title, ownerId: table.ownerId, fileId: fileColumn })
      .from(table)
      .where(and(eq(table.id, id), where))
      .limit(1);
    return row === undefined ? undefined : { type, ...row, fileId: row.fileId ?? null };
  }

  return {
    /** The item whatever its visibility (staff reports check ownership themselves). */
    findItem: (db: Db, type: ItemType, id: string) => selectItem(db, type, id),

    /** The item when `user` may see it, by the one visibility rule. */
    findVisibleItem: (db: Db, type: ItemType, id: string, user: { id: string; role: Role }) =>
      selectItem(db, type, id, visibleTo(type, user)),

    /** The notes and PYQs using a PDF that `user` may see. */
    async findVisibleItemsOfFile(
      db: Db,
      fileId: string,
      user: { id: string; role: Role },
    ): Promise<{ type: 'note' | 'pyq'; id: string }[]> {
      const found: { type: 'note' | 'pyq'; id: string }[] = [];
      for (const [type, table] of [
        ['note', notes],
        ['pyq', pyqs],
      ] as const) {
        const rows = await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.fileId, fileId), visibleTo(type, user)));
        found.push(...rows.map((row) => ({ type, id: row.id })));
      }
      return found;
    },

    /**
     * One open of an item: the user's row is made or moved on, and it counts (in the row and in its
     * week) only when the previous open is older than OPEN_COUNT_GAP_MINUTES, so reloads and the
     * saves of one sitting are one open. One statement, so concurrent opens cannot make two rows.
     */
    async recordOpen(db: Db, open: { userId: string; type: ItemType; itemId: string; at: Date }): Promise<void> {
      const at = open.at.toISOString();
      await db.execute(sql`
        with previous as (
          select ${itemOpens.lastOpenedAt} as last_opened_at from ${itemOpens}
          where ${itemOpens.userId} = ${open.userId} and ${itemOpens.itemType} = ${open.type}
            and ${itemOpens.itemId} = ${open.itemId}
        ),
        counts as (
          select not exists (
            select 1 from previous
            where last_opened_at > ${at}::timestamptz - make_interval(mins => ${OPEN_COUNT_GAP_MINUTES})
          ) as is_new
        ),
        saved as (
          insert into ${itemOpens} (user_id, item_type, item_id, first_opened_at, last_opened_at, open_count)
          values (${open.userId}, ${open.type}, ${open.itemId}, ${at}::timestamptz, ${at}::timestamptz, 1)
          on conflict (user_id, item_type, item_id) do update set
            last_opened_at = greatest(${itemOpens.lastOpenedAt}, excluded.last_opened_at),
            first_opened_at = least(${itemOpens.firstOpenedAt}, excluded.first_opened_at),
            open_count = ${itemOpens.openCount} + (case when (select is_new from counts) then 1 else 0 end)
          returning 1
        )
        insert into ${itemOpenWeeks} (week_start, item_type, item_id, user_id, opens)
        select date_trunc('week', ${at}::timestamptz at time zone 'UTC')::date, ${open.type}, ${open.itemId}, ${open.userId}, 1
        from counts where is_new and exists (select 1 from saved)
        on conflict (week_start, item_type, item_id, user_id) do update set opens = ${itemOpenWeeks.opens} + 1`);
    },

    /**
     * The report of one item over the people in scope (every Student account). A PDF's reading
     * progress counts as an open too (it may have been read offline, or by an older client), and gives
     * the pages read. To scope it to a class, join its members in `people`.
     */
    async listOpens(
      db: Db,
      options: { item: OpenedItem; filter: OpensFilter; limit: number; offset: number },
    ): Promise<{ rows: OpenRow[]; total: number; students: number; opened: number }> {
      const { item } = options;
      const progressJoin =
        item.fileId === null
          ? sql`left join lateral (select null::int as page, null::int as page_count, null::timestamptz as updated_at) rp on true`
          : sql`left join ${readingProgress} rp on rp.user_id = p.id and rp.file_id = ${item.fileId}`;
      const filter =
        options.filter === 'opened'
          ? sql`where has_opened`
          : options.filter === 'not-opened'
            ? sql`where not has_opened`
            : sql``;
      const report = sql`
        with people as (
          select ${users.id} as id, ${users.username} as username, ${users.email} as email
          from ${users} where ${users.role} = 'Student'
        ),
        report as (
          select p.id, p.username, p.email,
            coalesce(o.first_opened_at, rp.updated_at) as first_opened_at,
            greatest(o.last_opened_at, rp.updated_at) as last_opened_at,
            coalesce(o.open_count, case when rp.page > 0 then 1 else 0 end) as open_count,
            rp.page, rp.page_count,
            (o.user_id is not null or coalesce(rp.page, 0) > 0) as has_opened
          from people p
          left join ${itemOpens} o on o.user_id = p.id and o.item_type = ${item.type} and o.item_id = ${item.id}
          ${progressJoin}
        )`;
      const [counted, page] = await Promise.all([
        db.execute(sql`${report}
          select count(*)::int as students, (count(*) filter (where has_opened))::int as opened from report`),
        db.execute(sql`${report}
          select * from report ${filter}
          order by has_opened desc, last_opened_at desc nulls last, lower(username), id
          limit ${options.limit} offset ${options.offset}`),
      ]);
      const [totals] = (counted as { rows: { students: number | string; opened: number | string }[] }).rows;
      const students = Number(totals?.students ?? 0);
      const opened = Number(totals?.opened ?? 0);
      const { rows } = page as { rows: Record<string, unknown>[] };
      return {
        students,
        opened,
        total: options.filter === 'all' ? students : options.filter === 'opened' ? opened : students - opened,
        rows: rows.map((row) => ({
          userId: String(row.id),
          username: String(row.username),
          email: String(row.email),
          firstOpenedAt: asDate(row.first_opened_at),
          lastOpenedAt: asDate(row.last_opened_at),
          openCount: Number(row.open_count),
          page: row.page === null ? null : Number(row.page),
          pageCount: row.page_count === null ? null : Number(row.page_count),
        })),
      };
    },
  };
}

export type OpensRepository = ReturnType<typeof createOpensRepository>;
