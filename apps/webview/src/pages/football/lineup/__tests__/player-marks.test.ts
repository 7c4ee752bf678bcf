import { describe, expect, it } from 'vitest';
import { hasMarks, playerCards, playerMarks } from '../player-marks';
import { playerSummary } from '../player-summary';
import { player } from './lineup-fixtures';

describe('playerCards', () => {
  it('shows nothing, a yellow, a straight red, or a caution followed by a red', () => {
    expect(playerCards(0, 0)).toEqual([]);
    expect(playerCards(1, 0)).toEqual([3]);
    expect(playerCards(0, 1)).toEqual([4]);
    expect(playerCards(1, 1)).toEqual([3, 4]);
  });

  it('reads two yellows and a red as one second-yellow dismissal', () => {
    expect(playerCards(2, 1)).toEqual([15]);
  });
});

describe('playerMarks', () => {
  it('carries goals, own goals, cards and substitution minutes', () => {
    const marks = playerMarks(
      player({
        id: '17',
        goals: 1,
        own_goals: 1,
        yellow_cards: 1,
        sub_out: "81'",
      }),
    );
    expect(marks).toEqual({
      goals: 1,
      penaltyGoals: 0,
      ownGoals: 1,
      assists: 0,
      cards: [3],
      subIn: null,
      subOut: "81'",
    });
    expect(hasMarks(marks)).toBe(true);
  });

  it('has no marks for a player who did nothing yet', () => {
    expect(hasMarks(playerMarks(player({ id: '5' })))).toBe(false);
  });
});

describe('playerSummary', () => {
  it('names the player and says what he did, in Chinese', () => {
    const griezmann = player({
      id: '7',
      name: '格列兹曼',
      position: 'F',
      position_label: '前锋',
      goals: 1,
      penalty_goals: 1,
      sub_out: "83'",
    });
    expect(playerSummary(griezmann, playerMarks(griezmann))).toBe(
      "7号 格列兹曼 前锋，进球 1（点球 1），83' 被换下",
    );
  });

  it('says when the shirt number is unknown', () => {
    const unknown = player({ id: 'x', name: '某人', shirt_number: null });
    expect(playerSummary(unknown, playerMarks(unknown))).toBe('号码未知 某人 中场');
  });
});
