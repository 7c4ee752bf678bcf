import { describe, expect, it } from 'vitest';
import { type PlayerAlertIncident, playerAlertsBetween } from '../index';

const MBAPPE = '25413';
const incident = (
  id: string,
  type: number,
  player: string | null,
  position = 1,
): PlayerAlertIncident => ({
  id,
  type,
  position,
  player_id: player,
  player_name: player === MBAPPE ? '姆巴佩' : '莫德里奇',
});
const page = (...incidents: PlayerAlertIncident[]) => ({ incidents });
const followed = new Set([MBAPPE]);

describe('playerAlertsBetween', () => {
  it("tells a followed player's new goal and penalty goal, with his side", () => {
    const kickoff = incident('e1', 10, null, 0);
    const goal = incident('e2', 1, MBAPPE, 2);
    const penalty = incident('e3', 8, MBAPPE, 2);
    expect(playerAlertsBetween(page(kickoff), page(kickoff, goal, penalty), followed)).toEqual([
      { kind: 'goal', side: 'away', playerId: MBAPPE, playerName: '姆巴佩' },
      { kind: 'goal', side: 'away', playerId: MBAPPE, playerName: '姆巴佩' },
    ]);
  });

  it('tells a straight red card and a second yellow as a sending-off, not a first yellow', () => {
    const yellow = incident('e4', 3, MBAPPE);
    const second = incident('e5', 15, MBAPPE);
    const red = incident('e6', 4, MBAPPE);
    expect(playerAlertsBetween(page(), page(yellow, second), followed)).toEqual([
      { kind: 'red_card', side: 'home', playerId: MBAPPE, playerName: '姆巴佩' },
    ]);
    expect(playerAlertsBetween(page(yellow), page(yellow, red), followed)).toHaveLength(1);
  });

  it('says nothing of other players, own goals, or incidents already seen', () => {
    const other = incident('e7', 1, '9999');
    const ownGoal = incident('e8', 17, MBAPPE);
    const goal = incident('e9', 1, MBAPPE);
    expect(playerAlertsBetween(page(), page(other, ownGoal), followed)).toEqual([]);
    expect(playerAlertsBetween(page(goal), page(goal), followed)).toEqual([]);
    expect(playerAlertsBetween(page(), page(goal), new Set())).toEqual([]);
  });
});
