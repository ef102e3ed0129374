import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import { createContentRepository, type ContentRepository } from './content.repository.ts';
import { registerContentRoutes } from './content.routes.ts';
import type { VersionAndWatching } from './content.watching.ts';
import { createContentService, type ContentService, type FileChecker, type LearningLists } from './content.service.ts';

/**
 * Checks file ids against the `files` table until the files module's `app.files.assertStoredFile`
 * is wired in; pass that instead as `files` to registerContent.
 */
export function createTableFileChecker(db: Db, repository: ContentRepository): FileChecker {
  return {
    async assertStoredFile(fileId, kind, message) {
      const file = await repository.findFile(db, fileId);
      if (file?.kind !== kind) throw new AppError(415, message ?? `This is not a stored ${kind} file.`);
      return file;
    },
  };
}

/** Wires the content calls: repository, service and routes. */
export function registerContent(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guards: Guards;
    learning: LearningLists;
    files?: FileChecker;
    audit?: AuditRecorder;
    versionAndWatching?: VersionAndWatching;
  },
): ContentService {
  const repository = createContentRepository();
  const content = createContentService({
    db: deps.db,
    repository,
    clock: deps.clock,
    files: deps.files ?? createTableFileChecker(deps.db, repository),
    learning: deps.learning,
    audit: deps.audit,
    versionAndWatching: deps.versionAndWatching,
  });
  registerContentRoutes(app, { content, guards: deps.guards });
  return content;
}
