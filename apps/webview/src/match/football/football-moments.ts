import { FootballEvent } from '@kanqiu/core';
import type { FootballIncident } from '@kanqiu/core/contract/football';
import { useEffect, useRef, useState } from 'react';
import type { Moment } from '../shared/match-moment';
import { MATCH_TEXT } from '../shared/match-texts';

const GOALS: ReadonlySet<number> = new Set([
  FootballEvent.Goal,
  FootballEvent.Penalty,
  FootballEvent.OwnGoal,
]);

const MOMENT_TYPES: ReadonlySet<number> = new Set([
  ...GOALS,
  FootballEvent.RedCard,
  FootballEvent.SecondYellow,
  FootballEvent.PenaltyMissed,
  FootballEvent.Var,
]);

const SIDES = { 0: 'none', 1: 'home', 2: 'away' } as const;

/** The banner of one incident, or `null` for an incident that gets none (a corner, a sub). */
export function footballMoment(
  incident: FootballIncident,
  names: { home: string; away: string },
): Moment | null {
  if (!MOMENT_TYPES.has(incident.type)) return null;
  const side = SIDES[incident.position];
  const team = side === 'home' ? names.home : side === 'away' ? names.away : null;
  const who = [incident.player_name, team && incident.player_name ? `（${team}）` : team]
    .filter(Boolean)
    .join('');
  const score = MATCH_TEXT.momentScore(incident.home_score, incident.away_score);
  const goal = GOALS.has(incident.type);
  const assist =
    goal && incident.player2_name ? MATCH_TEXT.momentAssist(incident.player2_name) : null;
  return {
    key: incident.id,
    side,
    title: goal ? MATCH_TEXT.momentGoal : incident.type_label,
    line: `${incident.minute_text} ${who}`,
    detail: goal ? [assist, score].filter(Boolean).join(' · ') : null,
  };
}

/**
 * The latest moment brought by a push: incidents the page opened with are seen already and never
 * shown; of the ones a push brings, the last that earns a banner.
 */
export function useFootballMoment(
  incidents: readonly FootballIncident[],
  home: string,
  away: string,
): Moment | null {
  const seen = useRef<Set<string> | null>(null);
  const [moment, setMoment] = useState<Moment | null>(null);
  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(incidents.map((incident) => incident.id));
      return;
    }
    let latest: Moment | null = null;
    for (const incident of incidents) {
      if (seen.current.has(incident.id)) continue;
      seen.current.add(incident.id);
      latest = footballMoment(incident, { home, away }) ?? latest;
    }
    if (latest) setMoment(latest);
  }, [incidents, home, away]);
  return moment;
}
