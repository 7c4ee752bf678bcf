import { FootballEvent, footballPositionLabel } from '@kanqiu/core';
import type {
  FootballLineup,
  FootballLineupPlayer,
  FootballTeamLineup,
  LineupSubstitution,
} from '@kanqiu/core/contract/match';
import { type FootballMatchData, type FootballPlayerInfo, playerName } from './football-match-data';
import type { FootballMoment, TeamSide } from './football-moments';
import { deriveFormation, type FormationPlace, type PlacedStarter } from './formation';
import { matchMinute } from './match-clock';

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Wyscout writes (0, 0) or (100, 100) where an event has no real location (goal kicks, saves). */
function isPlaceholder(point: { x: number; y: number }): boolean {
  return (point.x === 0 && point.y === 0) || (point.x === 100 && point.y === 100);
}

const positionsByMatch = new WeakMap<FootballMatchData, Map<number, { x: number; y: number }>>();

/** Mean position of each player's actions over the whole match (computed once per match). */
function meanPositions(data: FootballMatchData): Map<number, { x: number; y: number }> {
  const known = positionsByMatch.get(data);
  if (known) return known;
  const sums = new Map<number, { x: number; y: number; n: number }>();
  for (const { event } of data.events) {
    const origin = event.positions[0];
    if (!origin || !event.playerId || isPlaceholder(origin)) continue;
    const sum = sums.get(event.playerId) ?? { x: 0, y: 0, n: 0 };
    sum.x += origin.x;
    sum.y += origin.y;
    sum.n += 1;
    sums.set(event.playerId, sum);
  }
  const out = new Map<number, { x: number; y: number }>();
  for (const [id, sum] of sums) out.set(id, { x: round1(sum.x / sum.n), y: round1(sum.y / sum.n) });
  positionsByMatch.set(data, out);
  return out;
}

function player(
  info: FootballPlayerInfo,
  moments: readonly FootballMoment[],
  place: FormationPlace | undefined,
  position: { x: number; y: number } | undefined,
  starter: boolean,
): FootballLineupPlayer {
  const mine = (code: number) => moments.filter((m) => m.code === code && m.playerId === info.id);
  const minuteOf = (moment: FootballMoment | undefined) =>
    moment ? matchMinute(moment.half, moment.sec).text : null;
  return {
    id: String(info.id),
    name: info.name,
    name_en: info.latinName,
    shirt_number: info.shirt,
    position: info.position,
    position_label: footballPositionLabel(info.position),
    row: starter ? (place?.row ?? null) : null,
    slot: starter ? (place?.slot ?? null) : null,
    x: starter ? (position?.x ?? null) : null,
    y: starter ? (position?.y ?? null) : null,
    goals: mine(FootballEvent.Goal).length + mine(FootballEvent.Penalty).length,
    penalty_goals: mine(FootballEvent.Penalty).length,
    own_goals: mine(FootballEvent.OwnGoal).length,
    assists: moments.filter((m) => m.code === FootballEvent.Goal && m.player2Id === info.id).length,
    yellow_cards: mine(FootballEvent.YellowCard).length + mine(FootballEvent.SecondYellow).length,
    red_cards: mine(FootballEvent.RedCard).length + mine(FootballEvent.SecondYellow).length,
    sub_in: minuteOf(
      moments.find((m) => m.code === FootballEvent.Substitution && m.playerId === info.id),
    ),
    sub_out: minuteOf(
      moments.find((m) => m.code === FootballEvent.Substitution && m.player2Id === info.id),
    ),
  };
}

/**
 * The lineups of a football replay as they stand at replay second `t`: both elevens with a derived
 * formation and pitch places, benches, and the goals, cards and substitutions of each player so far
 * (nothing that has not happened yet at `t`).
 */
export function footballLineupAt(data: FootballMatchData, t: number): FootballLineup {
  const positions = meanPositions(data);
  const happened = data.moments.filter((m) => m.t <= t);
  const team = (side: TeamSide): FootballTeamLineup => {
    const formation = data.teamData[side].formation;
    const info = (id: number) => data.players.get(id) as FootballPlayerInfo;
    const placed: PlacedStarter[] = formation.lineup.map((entry) => ({
      player: info(entry.playerId),
      x: positions.get(entry.playerId)?.x ?? null,
      y: positions.get(entry.playerId)?.y ?? null,
    }));
    const shape = deriveFormation(placed);
    const substitutions: LineupSubstitution[] = happened
      .filter((m) => m.code === FootballEvent.Substitution && m.side === side)
      .map((m) => {
        const minute = matchMinute(m.half, m.sec);
        return {
          minute: minute.minute,
          minute_text: minute.text,
          in_player_id: String(m.playerId),
          in_player_name: playerName(data, m.playerId) ?? '',
          out_player_id: String(m.player2Id),
          out_player_name: playerName(data, m.player2Id) ?? '',
        };
      });
    return {
      team: side === 1 ? data.home : data.away,
      formation: shape.formation,
      starters: formation.lineup.map((entry) =>
        player(
          info(entry.playerId),
          happened,
          shape.places.get(entry.playerId),
          positions.get(entry.playerId),
          true,
        ),
      ),
      bench: formation.bench.map((entry) =>
        player(info(entry.playerId), happened, undefined, undefined, false),
      ),
      substitutions,
    };
  };
  return { match_id: data.id, sport: 'football', home: team(1), away: team(2) };
}
