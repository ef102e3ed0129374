// `npm run restore -- FILE [--force]`
// Restores a backup into the database and file store the environment names (an empty $DATA_DIR, or
// an empty external database and bucket); checks the whole archive (every checksum) before it opens
// or creates anything in the target. Stop PrepShelf first.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../app.ts';
import { RestoreError, restoreUnpacked, unpackAndVerify, type UnpackedBackup } from '../backup/restore.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createFileStore } from '../storage/file-store.ts';

const usage = 'Usage: npm run restore -- FILE [--force]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let parsed: { values: { force?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) fail(usage);
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  // Opening the target creates the embedded server's files and migrates the database: a damaged
  // archive is found before, so it leaves the target as it was.
  let unpacked: UnpackedBackup;
  try {
    unpacked = await unpackAndVerify(path.resolve(file));
  } catch (error) {
    fail(error instanceof RestoreError ? error.message : `Restore failed: ${(error as Error).message}`);
  }
  // Not shared: a restore must not run beside a PrepShelf serving the same $DATA_DIR (it says so).
  let database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    await rm(unpacked.dir, { recursive: true, force: true });
    fail(`Cannot open the target database: ${(error as Error).message}`);
  }
  const store = createFileStore(config.files);
  try {
    const manifest = await restoreUnpacked(unpacked, { database, store, force: parsed.values.force === true });
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Restored ${manifest.database.tables.length} tables (${rows} rows) and ${manifest.files.count} files from the backup of ${manifest.createdAt}\n`,
    );
  } catch (error) {
    fail(error instanceof RestoreError ? error.message : `Restore failed: ${(error as Error).message}`);
  } finally {
    await store.close();
    await database.close();
  }
}

await main();
