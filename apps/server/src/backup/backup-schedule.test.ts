import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditLog } from '../db/schema/index.ts';
import { createAuditRepository } from '../modules/audit/audit.repository.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createBackupScheduler, type BackupLogger } from './backup-schedule.ts';

const silent: BackupLogger = { info: () => undefined, error: () => undefined };
let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prepshelf-scheduled-'));
  await t.database.db.delete(auditLog).where(inArray(auditLog.action, ['backup.created', 'backup.failed']));
  return () => rm(dir, { recursive: true, force: true });
});

/** A scheduler as one instance of the product would have it. */
const schedulerFor = (options: { dir?: string; keep?: number } = {}) =>
  createBackupScheduler({
    schedule: { cron: '0 3 * * *', dir: options.dir ?? dir, keep: options.keep ?? 7 },
    database: t.database,
    store: t.app.files.store,
    clock: t.clock,
    audit: createAuditService({ db: t.database.db, repository: createAuditRepository(), clock: t.clock }),
    logger: silent,
  });

const archives = async () => (await readdir(dir)).filter((name) => name.endsWith('.tar.gz'));
const backupAudits = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, ['backup.created', 'backup.failed']));

async function scrape() {
  const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
  return parsePrometheusTextFormat(response.body);
}
const sample = (families: ReturnType<typeof parsePrometheusTextFormat>, name: string, outcome: string) =>
  families.find((family) => family.name === name)?.metrics.find((metric) => metric.labels?.outcome === outcome)?.value;

describe('scheduled backups', () => {
  it('write an archive for a slot, record it in the audit log as the system, and show in the metrics', async () => {
    const slot = new Date('2026-11-25T03:00:00.000Z');
    expect(await schedulerFor().runSlot(slot)).toBe('created');
    expect(await archives()).toHaveLength(1);
    const [entry] = await backupAudits();
    expect(entry).toMatchObject({
      action: 'backup.created',
      actorId: null,
      actorRole: 'System',
      targetType: 'backup',
      targetId: slot.toISOString(),
    });
    const families = await scrape();
    expect(sample(families, 'prepshelf_backups', 'created')).toBe('1');
    expect(Number(sample(families, 'prepshelf_backup_last_timestamp_seconds', 'created'))).toBeGreaterThan(0);
    expect(sample(families, 'prepshelf_backup_last_timestamp_seconds', 'failed')).toBeUndefined();
  });

  it('make one archive per slot however many instances run it at once (advisory lock + audit)', async () => {
    const slot = new Date('2026-11-26T03:00:00.000Z');
    const outcomes = await Promise.all([schedulerFor(), schedulerFor(), schedulerFor()].map((s) => s.runSlot(slot)));
    expect(outcomes.sort()).toEqual(['created', 'skipped', 'skipped']);
    expect(await archives()).toHaveLength(1);
    expect(await backupAudits()).toHaveLength(1);
    expect(await schedulerFor().runSlot(slot)).toBe('skipped');
  });

  it('keep the newest BACKUP_KEEP archives', async () => {
    const scheduler = schedulerFor({ keep: 2 });
    const names: string[] = [];
    for (const day of [1, 2, 3]) {
      t.clock.advance(60_000);
      expect(await scheduler.runSlot(new Date(`2026-12-0${day}T03:00:00.000Z`))).toBe('created');
      names.push(...(await archives()).filter((name) => !names.includes(name)));
    }
    expect((await archives()).sort()).toEqual(names.slice(1).sort());
  });

  it('record a failure in the audit log and the metrics, and go on', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    await writeFile(blocked, 'a file where the folder should be');
    const slot = new Date('2026-11-27T03:00:00.000Z');
    expect(await schedulerFor({ dir: blocked }).runSlot(slot)).toBe('failed');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'backup.failed'));
    expect(entry?.targetId).toBe(slot.toISOString());
    const families = await scrape();
    expect(sample(families, 'prepshelf_backups', 'failed')).toBe('1');
    expect(Number(sample(families, 'prepshelf_backup_last_timestamp_seconds', 'failed'))).toBeGreaterThan(0);
  });

  it('follow BACKUP_CRON', () => {
    const next = schedulerFor().nextRun();
    expect(next?.getUTCMinutes()).toBe(0);
  });
});
