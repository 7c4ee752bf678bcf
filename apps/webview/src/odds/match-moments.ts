import { FootballEvent, oddsClockMinute } from '@kanqiu/core';
import type { FootballIncident } from '@kanqiu/core/contract/football';
import type { OddsPage } from '@kanqiu/core/contract/match';
import type { LineChartMarker } from '@kanqiu/ui';
import { ODDS_TEXT } from './odds-texts';

const GOALS: readonly number[] = [FootballEvent.Goal, FootballEvent.Penalty, FootballEvent.OwnGoal];
const SENDINGS_OFF: readonly number[] = [FootballEvent.RedCard, FootballEvent.SecondYellow];

/**
 * The goals and sendings-off of a football match as marks on the odds chart's time axis, from the
 * match's incidents (the facts of record: minute and side). An own goal counts for the side it
 * benefits, as the incident's `position` says.
 */
export function matchMoments(
  incidents: readonly FootballIncident[],
  teams: Pick<OddsPage, 'home_team' | 'away_team'>,
): LineChartMarker[] {
  const marks: LineChartMarker[] = [];
  for (const incident of incidents) {
    const goal = GOALS.includes(incident.type);
    const red = SENDINGS_OFF.includes(incident.type);
    if (!goal && !red) continue;
    const x = oddsClockMinute('football', incident.minute_text);
    if (x === null || incident.position === 0) continue;
    const home = incident.position === 1;
    const team = home ? teams.home_team.name : teams.away_team.name;
    const label = red
      ? ODDS_TEXT.redCard(incident.minute_text, team)
      : incident.type === FootballEvent.OwnGoal
        ? ODDS_TEXT.ownGoal(incident.minute_text, team)
        : ODDS_TEXT.goal(incident.minute_text, team);
    marks.push({
      key: incident.id,
      x,
      label,
      color: red
        ? 'var(--kq-color-danger)'
        : home
          ? 'var(--kq-color-home)'
          : 'var(--kq-color-away)',
      shape: red ? 'card' : 'dot',
    });
  }
  return marks;
}
