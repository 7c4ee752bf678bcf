import { FootballEvent } from './football-event';

/** One incident of a football page, as the player rule reads it. */
export interface PlayerAlertIncident {
  /** Stable within the match. */
  id: string;
  type: number;
  /** 1 home, 2 away. */
  position: number;
  player_id: string | null;
  player_name: string | null;
}

/** The part of a football match page the player rule reads. */
export interface PlayerAlertPage {
  incidents: readonly PlayerAlertIncident[];
}

/** A followed player's moment: he scored, or he was sent off. */
export interface PlayerAlert {
  kind: 'goal' | 'red_card';
  side: 'home' | 'away';
  playerId: string;
  playerName: string;
}

/** Incidents that are a goal of the player's own (an own goal is not his). */
const PLAYER_GOALS: ReadonlySet<number> = new Set([FootballEvent.Goal, FootballEvent.Penalty]);
/** Incidents that send the player off: a straight red, or a second yellow. */
const PLAYER_SENT_OFF: ReadonlySet<number> = new Set([
  FootballEvent.RedCard,
  FootballEvent.SecondYellow,
]);

/**
 * The goals and sendings-off of followed `players` among the incidents `next` has and `held` had
 * not, in the order of the timeline (docs/follows.md, "A followed player").
 */
export function playerAlertsBetween(
  held: PlayerAlertPage,
  next: PlayerAlertPage,
  players: ReadonlySet<string>,
): PlayerAlert[] {
  if (players.size === 0) return [];
  const seen = new Set(held.incidents.map((incident) => incident.id));
  const alerts: PlayerAlert[] = [];
  for (const incident of next.incidents) {
    if (seen.has(incident.id) || incident.player_id === null) continue;
    if (!players.has(incident.player_id)) continue;
    const kind = PLAYER_GOALS.has(incident.type)
      ? 'goal'
      : PLAYER_SENT_OFF.has(incident.type)
        ? 'red_card'
        : null;
    if (!kind || (incident.position !== 1 && incident.position !== 2)) continue;
    alerts.push({
      kind,
      side: incident.position === 1 ? 'home' : 'away',
      playerId: incident.player_id,
      playerName: incident.player_name ?? '',
    });
  }
  return alerts;
}
