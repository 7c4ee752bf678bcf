import { type FootballMatchPage, footballMatchPageSchema } from '@kanqiu/core/contract';
import { useMemo } from 'react';
import * as v from 'valibot';

/**
 * Reads page data as a football match page, checked against the contract; anything else (another
 * sport's page, a malformed push) gives `null` and is logged once per object.
 */
export function useFootballPage(page: unknown): FootballMatchPage | null {
  return useMemo(() => {
    if (page === null || page === undefined) return null;
    const result = v.safeParse(footballMatchPageSchema, page);
    if (result.success) return result.output;
    console.warn('[kanqiu] page data is not a football match page', v.flatten(result.issues));
    return null;
  }, [page]);
}
