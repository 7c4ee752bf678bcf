import { FootballEvent } from '@kanqiu/core';
import type { FootballIncident } from '@kanqiu/core/contract/football';

/**
 * The shoot-out score (`2-1`, home first) after each shoot-out kick (29 scored, 30 missed) and at the
 * shoot-out's end (27) and the full-time mark after it (12), by incident id. The incidents' own
 * `home_score`/`away_score` stay at the score after extra time; the shoot-out is counted apart
 * (docs/data.md), so the timeline counts the kicks in order. Empty for a match without a shoot-out.
 */
export function shootoutTally(incidents: readonly FootballIncident[]): ReadonlyMap<string, string> {
  const tally = new Map<string, string>();
  let home = 0;
  let away = 0;
  let started = false;
  for (const incident of incidents) {
    const kick =
      incident.type === FootballEvent.ShootoutPenalty ||
      incident.type === FootballEvent.ShootoutPenaltyMissed;
    if (kick) {
      started = true;
      if (incident.type === FootballEvent.ShootoutPenalty) {
        if (incident.position === 1) home += 1;
        else if (incident.position === 2) away += 1;
      }
    }
    if (
      kick ||
      (started &&
        (incident.type === FootballEvent.ShootoutEnded || incident.type === FootballEvent.MatchEnd))
    ) {
      tally.set(incident.id, `${home}-${away}`);
    }
  }
  return tally;
}
