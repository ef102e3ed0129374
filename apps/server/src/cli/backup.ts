// `npm run backup -- [--to DIR]`
// Writes one archive with every table and every stored file while the product keeps running
// (docs/decisions/0018-operations.md). DIR defaults to $DATA_DIR/backups.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../app.ts';
import { createBackup } from '../backup/backup.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createFileStore } from '../storage/file-store.ts';
import { systemClock } from '../lib/clock.ts';

const usage = 'Usage: npm run backup -- [--to DIR]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: { to?: string };
  try {
    ({ values } = parseArgs({ options: { to: { type: 'string' } } }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const toDir = path.resolve(values.to ?? path.join(config.dataDir, 'backups'));
  // A running PrepShelf's embedded server is shared, not started a second time.
  const database = await openConfiguredDatabase(config, { shareRunning: true });
  const store = createFileStore(config.files);
  try {
    const { file, manifest } = await createBackup({ database, store, toDir, clock: systemClock });
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Backed up ${manifest.database.tables.length} tables (${rows} rows) and ${manifest.files.count} files (${manifest.files.bytes} bytes) to ${file}\n`,
    );
  } catch (error) {
    fail(`Backup failed: ${(error as Error).message}`);
  } finally {
    await store.close();
    await database.close();
  }
}

await main();
