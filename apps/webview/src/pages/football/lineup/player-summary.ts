import type { FootballLineupPlayer } from '@kanqiu/core/contract/match';
import { LINEUP_TEXT } from './lineup-texts';
import type { PlayerMarks } from './player-marks';

/** The marks of a player as Chinese phrases, in reading order. */
export function markPhrases(marks: PlayerMarks): string[] {
  const phrases: string[] = [];
  if (marks.goals > 0) phrases.push(LINEUP_TEXT.goals(marks.goals, marks.penaltyGoals));
  if (marks.ownGoals > 0) phrases.push(LINEUP_TEXT.ownGoals(marks.ownGoals));
  if (marks.assists > 0) phrases.push(LINEUP_TEXT.assists(marks.assists));
  for (const card of marks.cards) phrases.push(LINEUP_TEXT.cards[card] ?? '');
  if (marks.subIn !== null) phrases.push(LINEUP_TEXT.cameOn(marks.subIn));
  if (marks.subOut !== null) phrases.push(LINEUP_TEXT.wentOff(marks.subOut));
  return phrases.filter((phrase) => phrase.length > 0);
}

/** One line naming a player and what he did, for screen readers: `7号 格列兹曼 前锋，进球 1`. */
export function playerSummary(player: FootballLineupPlayer, marks: PlayerMarks): string {
  const base = `${LINEUP_TEXT.shirt(player.shirt_number)} ${player.name} ${player.position_label}`;
  const phrases = markPhrases(marks);
  return phrases.length > 0 ? `${base}，${phrases.join('，')}` : base;
}
