import {
  OPENS_MESSAGES,
  OPENS_REPORT_PAGE_SIZE,
  type ItemOpenRow,
  type ItemOpensQuery,
  type ItemOpensResponse,
  type ItemType,
  type RecordOpenBody,
  type Role,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { resolvePaging } from '../../lib/paging.ts';
import type { AuditActor, AuditRecorder } from '../audit/audit.service.ts';
import { isItemId } from '../content/content.items.ts';
import { toSpreadsheetCsv } from '../users/users.csv.ts';
import type { OpenedItem, OpenRow, OpensRepository } from './opens.repository.ts';

type Caller = { id: string; role: Role };

/** Exports list everyone in scope; a college's whole student body fits. */
const EXPORT_ROWS_MAX = 100_000;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function toRow(row: OpenRow): ItemOpenRow {
  return {
    _id: row.userId,
    Username: row.username,
    Email: row.email,
    hasOpened: row.openCount > 0 || row.lastOpenedAt !== null,
    firstOpenedAt: iso(row.firstOpenedAt),
    lastOpenedAt: iso(row.lastOpenedAt),
    openCount: row.openCount,
    page: row.page,
    pageCount: row.pageCount,
  };
}

export function createOpensService(deps: { db: Db; repository: OpensRepository; clock: Clock; audit: AuditRecorder }) {
  const { db, repository: repo, clock, audit } = deps;

  /** The item of a staff report: an Admin's any, an Instructor's own (403 for another's), else 404. */
  async function findReportedItem(caller: Caller, type: ItemType, id: string): Promise<OpenedItem> {
    const item = isItemId(id) ? await repo.findItem(db, type, id) : undefined;
    if (item === undefined) throw notFound(OPENS_MESSAGES.itemNotFound);
    if (caller.role !== 'Admin' && item.ownerId !== caller.id) throw forbidden(OPENS_MESSAGES.notItemOwner);
    return item;
  }

  return {
    /**
     * Records that `user` opened an item they may see (by the one visibility rule), or every note and
     * PYQ using a PDF they may see; 404 when there is none, so an id reveals nothing.
     */
    async recordOpen(user: Caller, body: RecordOpenBody): Promise<{ items: number }> {
      let targets: { type: ItemType; id: string }[];
      if (body.fileId !== undefined) {
        targets = await repo.findVisibleItemsOfFile(db, body.fileId, user);
      } else {
        const { type, id } = body as { type: ItemType; id: string };
        const item = isItemId(id) ? await repo.findVisibleItem(db, type, id, user) : undefined;
        targets = item === undefined ? [] : [{ type, id: item.id }];
      }
      if (targets.length === 0) throw notFound(OPENS_MESSAGES.itemNotFound);
      const at = clock.now();
      await db.transaction(async (tx) => {
        for (const target of targets)
          await repo.recordOpen(tx, { userId: user.id, type: target.type, itemId: target.id, at });
      });
      return { items: targets.length };
    },

    /** Staff: who of the students opened an item, when last, and the pages read of its PDF. */
    async listItemOpens(
      caller: Caller,
      type: ItemType,
      id: string,
      query: ItemOpensQuery,
    ): Promise<Omit<ItemOpensResponse, 'success'>> {
      const item = await findReportedItem(caller, type, id);
      const { page, limit, offset } = resolvePaging(query, OPENS_REPORT_PAGE_SIZE);
      const report = await repo.listOpens(db, { item, filter: query.filter, limit, offset });
      return {
        item: { _id: item.id, type: item.type, title: item.title },
        students: report.students,
        opened: report.opened,
        rows: report.rows.map(toRow),
        total: report.total,
        page,
        limit,
      };
    },

    /** Staff: the whole report as CSV (formulas neutralised); the export is audited (it lists people). */
    async exportItemOpensCsv(actor: AuditActor, type: ItemType, id: string): Promise<{ csv: string; title: string }> {
      const item = await findReportedItem(actor, type, id);
      const report = await repo.listOpens(db, { item, filter: 'all', limit: EXPORT_ROWS_MAX, offset: 0 });
      const isPdf = item.fileId !== null;
      const csv = toSpreadsheetCsv(
        [
          'Username',
          'Email',
          'Opened',
          'First opened',
          'Last opened',
          'Times opened',
          ...(isPdf ? ['Page reached', 'Pages'] : []),
        ],
        report.rows
          .map(toRow)
          .map((row) => [
            row.Username,
            row.Email,
            row.hasOpened ? 'yes' : 'no',
            row.firstOpenedAt ?? '',
            row.lastOpenedAt ?? '',
            String(row.openCount),
            ...(isPdf
              ? [row.page === null ? '' : String(row.page), row.pageCount === null ? '' : String(row.pageCount)]
              : []),
          ]),
      );
      await audit.recordAudit(db, {
        actor,
        action: 'report.exported',
        targetType: item.type,
        targetId: item.id,
        targetTitle: item.title,
        details: { report: 'opens', rows: report.rows.length },
      });
      return { csv, title: item.title };
    },
  };
}

export type OpensService = ReturnType<typeof createOpensService>;
