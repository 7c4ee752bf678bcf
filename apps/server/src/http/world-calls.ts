import type { WorldCalls } from '../data/reference-data';
import type { ServerContext } from './server-context';

/**
 * The catalog's team, overview, data-board, league-database and model calls as of now: a replayed match counts as played only
 * once the provider has it finished (docs/behaviour.md, "No spoilers"); `undefined` for a catalog
 * without such views.
 */
export function worldCalls(context: ServerContext): WorldCalls | undefined {
  return context.catalog.asOf?.((replayId) => context.provider.state(replayId) === 'finished');
}
