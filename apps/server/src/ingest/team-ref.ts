import type { TeamRefData } from '@kanqiu/core/contract/match';
import type { IngestMatch } from './ingest-schemas';

/** A team of an ingested match as pages show it; without a code, the first three letters of its id. */
export function teamRef(team: IngestMatch['home']): TeamRefData {
  return { id: team.id, name: team.name, code: team.code ?? team.id.slice(0, 3).toUpperCase() };
}
