import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { FILE_SIZE_LIMITS } from '@prepshelf/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createFileStore, type FileStore } from '../../storage/file-store.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createTextExtractionQueue, type TextExtractionQueue } from './files.pdf-text.ts';
import { createFilesRepository } from './files.repository.ts';
import { registerFilesRoutes } from './files.routes.ts';
import { createFilesService, type FilesApi, type FilesService } from './files.service.ts';
import { removeStaleUploads, type FileSizeLimits } from './files.staging.ts';

export interface FilesModule extends FilesApi {
  store: FileStore;
  /** Background PDF text extraction; `resumePending` picks up work left by a crash. */
  extraction: TextExtractionQueue;
  service: FilesService;
}

/**
 * Wires stored files: the store FILE_STORE names, the service (decorated as `app.files` for other
 * modules), the background PDF text queue, and the routes in their own scope.
 */
export async function registerFiles(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    clock: Clock;
    auth: AuthService;
    guards: Guards;
    /** Per-kind upload limits in bytes; tests set small ones. */
    limits?: Partial<FileSizeLimits>;
    /** Whether to resume pending PDF text extraction when the app is ready. */
    startWorkers: boolean;
  },
): Promise<FilesModule> {
  const { config, db } = deps;
  const limits: FileSizeLimits = { ...FILE_SIZE_LIMITS, ...deps.limits };
  const store = createFileStore(config.files);
  const repository = createFilesRepository();
  const extraction = createTextExtractionQueue({ db, repository, store, logger: app.log });
  const tempDir =
    config.files.store === 'local' ? path.join(config.files.dir, '.tmp') : path.join(config.dataDir, 'tmp', 'uploads');
  const service = createFilesService({ db, repository, store, extraction, limits, tempDir, clock: deps.clock });

  const files: FilesModule = {
    store,
    extraction,
    service,
    assertStoredFile: service.assertStoredFile,
    findUsage: service.findUsage,
    resolveFileId: service.resolveFileId,
    findReadingProgressMany: service.findReadingProgressMany,
    whenIdle: service.whenIdle,
  };
  app.decorate('files', files);

  await app.register(async (scope) => {
    await scope.register(multipart);
    registerFilesRoutes(scope, { files: service, auth: deps.auth, guards: deps.guards, limits, clock: deps.clock });
  });

  if (deps.startWorkers) {
    app.addHook('onReady', async () => {
      await removeStaleUploads(tempDir, deps.clock.now());
      const count = await extraction.resumePending();
      if (count > 0) app.log.info({ count }, 'resuming PDF text extraction');
    });
  }
  // onClose hooks run last-added first: the queue stops before the database closes.
  app.addHook('onClose', async () => {
    await extraction.stop();
    await store.close();
  });
  return files;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesModule;
  }
}
