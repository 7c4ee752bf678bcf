import type { FootballLineupPlayer, LineupSubstitution } from '@kanqiu/core/contract/match';
import type { PitchSide } from './pitch-layout';

/** One substitution with the team that made it. */
export interface SideSubstitution {
  side: PitchSide;
  substitution: LineupSubstitution;
}

/** Order of positions on a bench list: goalkeepers first, forwards last. */
const POSITION_ORDER: Readonly<Record<FootballLineupPlayer['position'], number>> = {
  G: 0,
  D: 1,
  M: 2,
  F: 3,
};

/** The match minute of a minute text (`55'` → 55, `90+3'` → 93), or `null` when it has none. */
export function minuteOf(text: string | null): number | null {
  if (text === null) return null;
  const match = /^(\d+)(?:\+(\d+))?/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) + Number(match[2] ?? 0);
}

/**
 * A bench in reading order: the players who came on first, in the order they came on; then the
 * rest by position (goalkeepers, defenders, midfielders, forwards) and shirt number.
 */
export function orderBench(bench: readonly FootballLineupPlayer[]): FootballLineupPlayer[] {
  return bench
    .map((player, index) => ({ player, index, cameOn: minuteOf(player.sub_in) }))
    .sort((a, b) => {
      if (a.cameOn !== null || b.cameOn !== null) {
        if (a.cameOn === null) return 1;
        if (b.cameOn === null) return -1;
        if (a.cameOn !== b.cameOn) return a.cameOn - b.cameOn;
        return a.index - b.index;
      }
      const byPosition = POSITION_ORDER[a.player.position] - POSITION_ORDER[b.player.position];
      if (byPosition !== 0) return byPosition;
      const shirtA = a.player.shirt_number ?? Number.POSITIVE_INFINITY;
      const shirtB = b.player.shirt_number ?? Number.POSITIVE_INFINITY;
      return shirtA !== shirtB ? shirtA - shirtB : a.index - b.index;
    })
    .map((entry) => entry.player);
}

/**
 * Both teams' substitutions in the order they happened: by minute, the home team first within the
 * same minute, and each team's own order kept.
 */
export function substitutionTimeline(
  home: readonly LineupSubstitution[],
  away: readonly LineupSubstitution[],
): SideSubstitution[] {
  const all = [
    ...home.map((substitution, index) => ({ side: 'home' as const, substitution, index })),
    ...away.map((substitution, index) => ({ side: 'away' as const, substitution, index })),
  ];
  return all
    .sort((a, b) => {
      if (a.substitution.minute !== b.substitution.minute) {
        return a.substitution.minute - b.substitution.minute;
      }
      if (a.side !== b.side) return a.side === 'home' ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ side, substitution }) => ({ side, substitution }));
}

/** The substitution that took `playerId` off, if any. */
export function substitutionOff(
  substitutions: readonly LineupSubstitution[],
  playerId: string,
): LineupSubstitution | undefined {
  return substitutions.find((substitution) => substitution.out_player_id === playerId);
}
