import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { Clock } from '../lib/clock.ts';
import type { AuditRecorder, SystemActor } from '../modules/audit/audit.service.ts';
import { createBackup } from './backup.ts';

/** Any number every PrepShelf instance agrees on: one scheduled backup at a time. */
const BACKUP_LOCK_ID = 7_201_612;
const ARCHIVE = /^prepshelf-backup-.+\.tar\.gz$/;
const SYSTEM: SystemActor = { id: null, email: 'system@prepshelf', role: 'System' };

export type ScheduledBackupOutcome = 'created' | 'failed' | 'skipped';

export interface BackupLogger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/**
 * Backups inside the product (BACKUP_CRON, BACKUP_DIR, BACKUP_KEEP). Every instance runs the cron;
 * a session advisory lock lets one work at a time, and the audit log says whether this slot (the
 * cron's scheduled time, the same on every instance) is done already, so each slot gives one archive
 * however many instances there are. The outcome goes to the audit log, which the metrics read.
 */
export function createBackupScheduler(deps: {
  schedule: NonNullable<Config['backupSchedule']>;
  database: Database;
  store: FileStore;
  clock: Clock;
  audit: AuditRecorder;
  logger: BackupLogger;
}) {
  const { schedule, database, store, clock, audit, logger } = deps;
  let running: Promise<ScheduledBackupOutcome> | undefined;

  async function isSlotDone(slot: string): Promise<boolean> {
    const result: unknown = await database.db.execute(
      sql`select exists (select 1 from audit_log where action in ('backup.created', 'backup.failed') and target_id = ${slot}) as done`,
    );
    return (result as { rows: { done: boolean }[] }).rows[0]?.done === true;
  }

  /** Keeps the newest `keep` archives of the folder (names sort by time). */
  async function prune(): Promise<string[]> {
    const archives = (await readdir(schedule.dir)).filter((name) => ARCHIVE.test(name)).sort();
    const old = archives.slice(0, Math.max(0, archives.length - schedule.keep));
    for (const name of old) await rm(path.join(schedule.dir, name), { force: true });
    return old;
  }

  async function runSlot(slotTime: Date): Promise<ScheduledBackupOutcome> {
    const slot = slotTime.toISOString();
    const lock = await database.connect();
    try {
      const taken = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [BACKUP_LOCK_ID]);
      if (taken.rows[0]?.ok !== true) return 'skipped';
      try {
        if (await isSlotDone(slot)) return 'skipped';
        try {
          const { file, manifest } = await createBackup({ database, store, toDir: schedule.dir, clock });
          const removed = await prune();
          await audit.recordAudit(database.db, {
            actor: SYSTEM,
            action: 'backup.created',
            targetType: 'backup',
            targetId: slot,
            targetTitle: path.basename(file),
            details: {
              tables: manifest.database.tables.length,
              rows: manifest.database.tables.reduce((sum, table) => sum + table.rows, 0),
              files: manifest.files.count,
              bytes: manifest.files.bytes,
              removed: removed.length,
            },
          });
          logger.info({ file, slot }, 'scheduled backup written');
          return 'created';
        } catch (error) {
          logger.error({ err: error, slot }, 'scheduled backup failed');
          await audit.recordAudit(database.db, {
            actor: SYSTEM,
            action: 'backup.failed',
            targetType: 'backup',
            targetId: slot,
            targetTitle: 'Scheduled backup failed',
            details: { error: (error as Error).message.slice(0, 500) },
          });
          return 'failed';
        }
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [BACKUP_LOCK_ID]).catch(() => undefined);
      }
    } finally {
      lock.release();
    }
  }

  const cron = new Cron(schedule.cron, { paused: true, protect: true }, (self) => {
    const slotTime = self.currentRun() ?? clock.now();
    running = runSlot(slotTime).catch((error: unknown) => {
      logger.error({ err: error }, 'scheduled backup could not run');
      return 'failed' as const;
    });
    return running.then(() => undefined);
  });

  return {
    start: () => cron.resume(),
    /** Stops the schedule and waits for a backup in progress. */
    async stop() {
      cron.stop();
      if (running !== undefined) await running;
    },
    /** Runs the backup of the slot at `slotTime` now, as the cron would (tests, and a missed slot). */
    runSlot,
    nextRun: () => cron.nextRun(),
  };
}

export type BackupScheduler = ReturnType<typeof createBackupScheduler>;
