import { contextSeason } from '@kanqiu/net/world';
import { seasonReplayPass } from '../../../app/season-replay-pass';
import { useWorldClock } from '../../../app/use-world-clock';
import { useMatchId, useQuery } from '../../../routing/query';
import { TEAM_TEXT } from './team-texts';

/** A competition season as the team pages name it: `wc-2018`, `en.1-2024-25`. */
const SEASON = /^[a-z0-9.]{1,16}-\d{4}(-\d{2})?$/;

/** What the world's clock tells a team's table or schedule page. */
export interface TeamSeason {
  /**
   * The competition season the page opens on (`wc-2018`): the link's `season`, else the season of
   * the match the page was opened from, else the competition being replayed. `null` while the clock
   * is loading or when nothing names a season (the page then opens on its own first season).
   */
  opened: string | null;
  /**
   * The line naming the replay's pass (`第 3 轮回放 · 2018世界杯`) when `season` is the replayed
   * competition's and the replay is past its first pass through it; `null` otherwise.
   */
  passLine(season: string | null): string | null;
}

/** The season a team's table or schedule opens on, by the world's clock (docs/behaviour.md). */
export function useTeamSeason(): TeamSeason {
  const param = useQuery().get('season');
  const linked = param !== null && SEASON.test(param) ? param : null;
  const matchId = useMatchId();
  const world = useWorldClock().data;
  return {
    opened: linked ?? (world ? contextSeason(world, matchId) : null),
    passLine: (season) => {
      const found = world && season ? seasonReplayPass(world, season) : null;
      return found ? TEAM_TEXT.replayPass(found.pass, found.competition.competition_name) : null;
    },
  };
}
