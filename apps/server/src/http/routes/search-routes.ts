import { CALLS, type SearchIndex } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { buildSearchIndex } from '../../search/search-index';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/search/index`: everything the search page can find, with its pinyin and Latin terms
 * (docs/contract.md, "Search"). Names, squads and competitions do not change while the server runs,
 * so the index is built on the first call and kept.
 */
export function registerSearchRoutes(app: FastifyInstance, context: ServerContext): void {
  let index: SearchIndex | undefined;
  contractRoute(app, CALLS.searchIndex, () => {
    index ??= buildSearchIndex({
      entries: context.provider.list(),
      lineup: (matchId) => context.provider.lineup(matchId),
      leagues: context.catalog.leagues?.() ?? [],
    });
    return index;
  });
}
