import { FootballEvent } from '@kanqiu/core';
import type { FootballMatchPage } from '@kanqiu/core/contract';

/**
 * What the statistics call's answer depends on that a push shows: the shots (on and off target),
 * the goals, the incidents and the match's period. The facts page reloads the call only when this
 * changes, not on every push (docs/webview.md): a push that only moved the clock or the possession
 * brings no new shot, so the shot map and the xG race would be drawn from the same answer.
 */
export function analysisVersion(
  page: Pick<FootballMatchPage, 'stats' | 'incidents' | 'status_id'> & {
    home_team: { score: number };
    away_team: { score: number };
  },
): string {
  let shots = 0;
  for (const stat of page.stats) {
    if (stat.type === FootballEvent.ShotOnTarget || stat.type === FootballEvent.ShotOffTarget) {
      shots += stat.home + stat.away;
    }
  }
  return [
    shots,
    page.home_team.score,
    page.away_team.score,
    page.incidents.length,
    page.status_id,
  ].join('|');
}
