import { contextSeason } from '@kanqiu/net';
import { useWorldClock } from '../../../app/use-world-clock';
import { useMatchId, useSeasonParam } from '../../../routing/query';

/**
 * The competition season a team's table or schedule opens on (`wc-2018`): the link's `season`, else
 * the season of the match the page was opened from, else the competition being replayed — by the
 * world's clock (docs/behaviour.md, "Context travels"). `null` while the clock is loading or when
 * nothing names a season (the page then opens on its own first season).
 */
export function useTeamSeason(): string | null {
  const linked = useSeasonParam();
  const matchId = useMatchId();
  const world = useWorldClock();
  if (linked) return linked;
  return world.data ? contextSeason(world.data, matchId) : null;
}
