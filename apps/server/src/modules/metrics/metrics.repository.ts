import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What the metrics read from the database at each scrape: durable queues, shared by every instance. */
export interface DatabaseSnapshot {
  mailByStatus: Record<'queued' | 'sent' | 'failed', number>;
  /** Seconds since the oldest queued mail was written; 0 when nothing waits. */
  oldestQueuedMailAgeSeconds: number;
  pdfTextByStatus: Record<'pending' | 'done' | 'failed', number>;
  liveSessions: number;
  /** From the audit log (every instance's scheduled backups): outcome counts and the last time of each. */
  backups: { created: number; failed: number; lastCreatedAt: number | null; lastFailedAt: number | null };
  /** Notices posted to classes, and the class-notice mails by outbox status. */
  notices: { posted: number; mailed: number };
}

/** Counts come back as text (bigint); the age as a numeric text or null. */
interface SnapshotRow {
  queued: string;
  sent: string;
  failed: string;
  oldest_age: string | null;
  pdf_pending: string;
  pdf_done: string;
  pdf_failed: string;
  sessions: string;
  backups_created: string;
  backups_failed: string;
  last_created: string | null;
  last_failed: string | null;
  notices_posted: string;
  notices_mailed: string;
}

export function createMetricsRepository(db: Db) {
  return {
    /** One round trip; every count uses an index (mail_outbox_due_idx, files_text_status_idx). */
    async readSnapshot(): Promise<DatabaseSnapshot> {
      const result: unknown = await db.execute(sql`
        select
          (select count(*) from mail_outbox where status = 'queued') as queued,
          (select count(*) from mail_outbox where status = 'sent') as sent,
          (select count(*) from mail_outbox where status = 'failed') as failed,
          (select extract(epoch from (now() - min(created_at))) from mail_outbox where status = 'queued') as oldest_age,
          (select count(*) from files where text_status = 'pending') as pdf_pending,
          (select count(*) from files where text_status = 'done') as pdf_done,
          (select count(*) from files where text_status = 'failed') as pdf_failed,
          (select count(*) from sessions where expires_at > now()) as sessions,
          (select count(*) from audit_log where action = 'backup.created') as backups_created,
          (select count(*) from audit_log where action = 'backup.failed') as backups_failed,
          (select extract(epoch from max(created_at)) from audit_log where action = 'backup.created') as last_created,
          (select extract(epoch from max(created_at)) from audit_log where action = 'backup.failed') as last_failed,
          (select count(*) from notices) as notices_posted,
          (select count(*) from mail_outbox where kind = 'class_notice' and status = 'sent') as notices_mailed
      `);
      const row = (result as { rows: SnapshotRow[] }).rows[0];
      if (row === undefined) throw new Error('The metrics snapshot returned no row');
      return {
        mailByStatus: { queued: Number(row.queued), sent: Number(row.sent), failed: Number(row.failed) },
        oldestQueuedMailAgeSeconds: row.oldest_age === null ? 0 : Math.max(0, Number(row.oldest_age)),
        pdfTextByStatus: {
          pending: Number(row.pdf_pending),
          done: Number(row.pdf_done),
          failed: Number(row.pdf_failed),
        },
        liveSessions: Number(row.sessions),
        backups: {
          created: Number(row.backups_created),
          failed: Number(row.backups_failed),
          lastCreatedAt: row.last_created === null ? null : Number(row.last_created),
          lastFailedAt: row.last_failed === null ? null : Number(row.last_failed),
        },
        notices: { posted: Number(row.notices_posted), mailed: Number(row.notices_mailed) },
      };
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
