import { useMemo } from 'react';
import { useSearch } from 'wouter';

/** Ids of the sources: `2058017`, `FRA`, and results-history match ids such as `en.1-2024-25-001`. */
const ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** The query parameters inside the hash. */
export function useQuery(): URLSearchParams {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

function useIdParam(name: 'match_id' | 'team_id'): string | null {
  const value = useQuery().get(name);
  return value !== null && ID.test(value) ? value : null;
}

/** `match_id` from the hash query, or `null` when absent or malformed. */
export function useMatchId(): string | null {
  return useIdParam('match_id');
}

/** `team_id` from the hash query, or `null` when absent or malformed. */
export function useTeamId(): string | null {
  return useIdParam('team_id');
}
