import { searchKey } from '@kanqiu/core';
import { SEARCH_KINDS, type SearchEntry, type SearchKind } from '@kanqiu/core/contract';

/** Results shown per kind; the group says how many more there are. */
export const SEARCH_RESULTS_PER_KIND = 20;

/** How well a term matches: the whole term, its start, or somewhere inside. */
const EXACT = 0;
const PREFIX = 1;
const INSIDE = 2;

/** The results of one kind, best first. */
export interface SearchGroup {
  kind: SearchKind;
  entries: SearchEntry[];
  /** How many entries of this kind match in all. */
  total: number;
}

/** A built index: search it as often as the fan types. */
export interface SearchEngine {
  /** The results of `query`, grouped by kind in the order of `SEARCH_KINDS`; empty kinds left out. */
  search(query: string): SearchGroup[];
  /** How many entries the index holds. */
  readonly size: number;
}

interface Indexed {
  entry: SearchEntry;
  order: number;
  /** Every term in one string, separated by a character no term holds: one scan rejects a miss. */
  haystack: string;
}

const SEPARATOR = '\u0001';

function scoreOf(terms: readonly string[], query: string): number {
  let best = INSIDE;
  for (const term of terms) {
    if (term === query) return EXACT;
    if (term.startsWith(query)) best = PREFIX;
  }
  return best;
}

/**
 * Builds the search of the index once (docs/contract.md, "Search"). A query is put in the form of
 * the terms (`searchKey`: lower case, no accents, spaces or dots) and matches an entry when one of
 * its terms holds it; an exact term ranks first, then a term that starts with it, then one that
 * holds it elsewhere, and within a rank the index's own order. So `fg` finds 法国 (initials),
 * `faguo` and `法国` too, and `mbappe` finds 姆巴佩 by his Latin name.
 */
export function createSearchEngine(entries: readonly SearchEntry[]): SearchEngine {
  const indexed: Indexed[] = entries.map((entry, order) => ({
    entry,
    order,
    haystack: entry.terms.join(SEPARATOR),
  }));
  return {
    size: indexed.length,
    search(query) {
      const key = searchKey(query);
      if (key === '') return [];
      const byKind = new Map<SearchKind, { item: Indexed; score: number }[]>();
      for (const item of indexed) {
        if (!item.haystack.includes(key)) continue;
        const hits = byKind.get(item.entry.kind) ?? [];
        hits.push({ item, score: scoreOf(item.entry.terms, key) });
        byKind.set(item.entry.kind, hits);
      }
      return SEARCH_KINDS.flatMap((kind) => {
        const hits = byKind.get(kind);
        if (!hits) return [];
        hits.sort((a, b) => a.score - b.score || a.item.order - b.item.order);
        return [
          {
            kind,
            entries: hits.slice(0, SEARCH_RESULTS_PER_KIND).map((hit) => hit.item.entry),
            total: hits.length,
          },
        ];
      });
    },
  };
}
