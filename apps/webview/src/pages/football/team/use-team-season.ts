import { contextSeason } from '@kanqiu/net/world';
import { useWorldClock } from '../../../app/use-world-clock';
import { useMatchId, useQuery } from '../../../routing/query';

/** A competition season as the team pages name it: `wc-2018`, `en.1-2024-25`. */
const SEASON = /^[a-z0-9.]{1,16}-\d{4}(-\d{2})?$/;

/**
 * The competition season a team's table or schedule opens on (`wc-2018`): the link's `season`, else
 * the season of the match the page was opened from, else the competition being replayed — by the
 * world's clock (docs/behaviour.md, "Context travels"). `null` while the clock is loading or when
 * nothing names a season (the page then opens on its own first season).
 */
export function useTeamSeason(): string | null {
  const param = useQuery().get('season');
  const linked = param !== null && SEASON.test(param) ? param : null;
  const matchId = useMatchId();
  const world = useWorldClock();
  if (linked) return linked;
  return world.data ? contextSeason(world.data, matchId) : null;
}
