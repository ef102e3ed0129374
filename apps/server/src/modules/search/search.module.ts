import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { VersionAndWatching } from '../content/content.watching.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchIndexThread } from './search.index-thread.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { createSearchService, type SearchService } from './search.service.ts';

/** Wires content search: repository, service and the searchContent route. */
export function registerSearch(
  app: FastifyInstance,
  deps: { db: Db; guards: Guards; versionAndWatching?: VersionAndWatching; databaseUrl: string; embedded: boolean },
): SearchService {
  // The index of the items' words in a thread of its own, stopped with the app (docs/decisions/0024).
  const index = searchIndexThread(deps.databaseUrl, { embedded: deps.embedded });
  app.addHook('onClose', () => index.close());
  const search = createSearchService({
    index,
    db: deps.db,
    repository: createSearchRepository(),
    versionAndWatching: deps.versionAndWatching,
  });
  registerSearchRoutes(app, { search, guards: deps.guards });
  return search;
}
