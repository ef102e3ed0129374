import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { VersionAndWatching } from '../content/content.watching.ts';
import { createSearchRepository } from './search.repository.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { createSearchService, type SearchService } from './search.service.ts';

/** Wires content search (docs/decisions/0027): repository, service and the searchContent and searchSuggestions routes. */
export function registerSearch(
  app: FastifyInstance,
  deps: { db: Db; guards: Guards; versionAndWatching?: VersionAndWatching },
): SearchService {
  const search = createSearchService({
    db: deps.db,
    repository: createSearchRepository(),
    versionAndWatching: deps.versionAndWatching,
  });
  registerSearchRoutes(app, { search, guards: deps.guards });
  return search;
}
