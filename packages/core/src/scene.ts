import type { Sport } from './sport';

/** A socket scene a page subscribes to after `init` (docs/behaviour.md §4). */
export type Scene =
  | `detail_${Sport}_match_id_${string}`
  | `detail_${Sport}_odds_match_id_${string}`;

/** What a scene is about. */
export interface SceneTarget {
  sport: Sport;
  kind: 'match' | 'odds';
  matchId: string;
}

/** The ids a match can be named by in a scene: letters, digits, `_` and `-`, at most 64 of them. */
export const MATCH_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SCENE = /^detail_(football|basketball)_(odds_)?match_id_([A-Za-z0-9_-]{1,64})$/;

function checkId(matchId: string | number): string {
  const id = String(matchId);
  if (!MATCH_ID_PATTERN.test(id))
    throw new RangeError(`Invalid match id for a scene: ${JSON.stringify(id)}`);
  return id;
}

/**
 * The scene of a match page: `detail_football_match_id_{id}` or `detail_basketball_match_id_{id}`.
 *
 * @throws RangeError when the id holds anything but letters, digits, `_` or `-`.
 */
export function matchScene(sport: Sport, matchId: string | number): Scene {
  return `detail_${sport}_match_id_${checkId(matchId)}`;
}

/**
 * The scene of an odds (exponent) page: `detail_football_odds_match_id_{id}` or
 * `detail_basketball_odds_match_id_{id}`.
 *
 * @throws RangeError when the id holds anything but letters, digits, `_` or `-`.
 */
export function oddsScene(sport: Sport, matchId: string | number): Scene {
  return `detail_${sport}_odds_match_id_${checkId(matchId)}`;
}

/** Reads a scene name back into its sport, kind and match id; `null` when it is not a scene. */
export function parseScene(scene: unknown): SceneTarget | null {
  if (typeof scene !== 'string') return null;
  const match = SCENE.exec(scene);
  if (!match) return null;
  return {
    sport: match[1] as Sport,
    kind: match[2] ? 'odds' : 'match',
    matchId: match[3] as string,
  };
}
