import { FootballEvent } from '../football-event';
import type { FootballIncident } from './football-match-page';
import type { KeyFact } from './football-overview';

const FACT_KINDS: Readonly<Partial<Record<number, KeyFact['kind']>>> = {
  [FootballEvent.Goal]: 'goal',
  [FootballEvent.Penalty]: 'penalty',
  [FootballEvent.OwnGoal]: 'own_goal',
  [FootballEvent.YellowCard]: 'yellow',
  [FootballEvent.SecondYellow]: 'second_yellow',
  [FootballEvent.RedCard]: 'red',
};

/**
 * The goals and cards among a match's incidents, in match order, as the overview's key facts: the
 * server builds a finished replay's facts with it, and the overview page those of a match still
 * playing, from the live page of the match, so both read the same.
 */
export function keyFactsOf(incidents: readonly FootballIncident[]): KeyFact[] {
  return incidents.flatMap((incident) => {
    const kind = FACT_KINDS[incident.type];
    if (!kind || incident.position === 0) return [];
    return [
      {
        kind,
        minute_text: incident.minute_text,
        position: incident.position,
        player_name: incident.player_name ?? '',
        assist_name: incident.type === FootballEvent.Goal ? incident.player2_name : null,
      },
    ];
  });
}
