import { openDatabase, type Database } from './client.ts';
import { startEmbeddedServer, findRunningEmbeddedServer } from './embedded-server.ts';
import { EMBEDDED_POOL_SIZE } from './embedded-settings.ts';
import { importPgliteDataIfPresent } from './pglite-import.ts';

/**
 * The product's database on the embedded PostgreSQL server under `dataDir`: started here (and stopped
 * by `close`), after moving any data an older PrepShelf kept in PGlite. With `shareRunning`
 * (`npm run users`), a server that a running PrepShelf owns is used as it is, and left running.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  options: { shareRunning?: boolean; log?: (line: string) => void } = {},
): Promise<Database> {
  if (options.shareRunning === true) {
    const running = await findRunningEmbeddedServer(dataDir);
    if (running !== undefined) return openDatabase({ url: running.url, kind: 'embedded', poolSize: 2 });
  }
  const server = await startEmbeddedServer(dataDir);
  try {
    await importPgliteDataIfPresent({ dataDir, serverUrl: server.serverUrl, log: options.log });
    const database = await openDatabase({ url: server.url, kind: 'embedded', poolSize: EMBEDDED_POOL_SIZE });
    return {
      ...database,
      close: async () => {
        await database.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
