import { FootballEvent, type FootballEventCode } from '@kanqiu/core';
import type { FootballLineupPlayer } from '@kanqiu/core/contract/match';

/** What a player did in the match so far, as the marks drawn on him. */
export interface PlayerMarks {
  /** Goals, penalties included. */
  goals: number;
  penaltyGoals: number;
  ownGoals: number;
  assists: number;
  /** Card icons in the order they were shown: yellow, red, or the second yellow that made a red. */
  cards: FootballEventCode[];
  /** Minute text of coming on, or `null`. */
  subIn: string | null;
  /** Minute text of going off, or `null`. */
  subOut: string | null;
}

/**
 * The cards of a player as icons. A lineup counts a second yellow (event 15) both in `yellow_cards`
 * and in `red_cards`, so two yellows with a red read as one second-yellow dismissal, and a single
 * yellow with a red as a caution followed by a straight red.
 */
export function playerCards(yellow: number, red: number): FootballEventCode[] {
  if (red > 0 && yellow >= 2) return [FootballEvent.SecondYellow];
  if (red > 0)
    return yellow === 1
      ? [FootballEvent.YellowCard, FootballEvent.RedCard]
      : [FootballEvent.RedCard];
  return yellow > 0 ? [FootballEvent.YellowCard] : [];
}

/** The marks of one player. */
export function playerMarks(player: FootballLineupPlayer): PlayerMarks {
  return {
    goals: player.goals,
    penaltyGoals: player.penalty_goals,
    ownGoals: player.own_goals,
    assists: player.assists,
    cards: playerCards(player.yellow_cards, player.red_cards),
    subIn: player.sub_in,
    subOut: player.sub_out,
  };
}

/** True when the player has anything to mark. */
export function hasMarks(marks: PlayerMarks): boolean {
  return (
    marks.goals > 0 ||
    marks.ownGoals > 0 ||
    marks.assists > 0 ||
    marks.cards.length > 0 ||
    marks.subIn !== null ||
    marks.subOut !== null
  );
}
