import type { BasketballShot } from '@kanqiu/core/contract';
import { describe, expect, it } from 'vitest';
import { teamShots } from '../team-shots';
import { TEAM_TEXT } from '../team-texts';

function attempt(id: string, side: 1 | 2, made = true): BasketballShot {
  return {
    id,
    side,
    player_id: `p${id}`,
    player_name: `球员${id}`,
    period: 1,
    clock: '10:00',
    x: 25,
    y: 5,
    made,
    three: false,
    label: '上篮',
  };
}

describe('teamShots', () => {
  it('puts the team on side 1 and its opponents on side 2, whether it played at home or away', () => {
    const result = teamShots(
      [
        {
          game: { replay_match_id: 'g1', is_home: true, game_number: 1 },
          shots: [attempt('a', 1), attempt('b', 2, false)],
          unplaced: 1,
        },
        {
          game: { replay_match_id: 'g5', is_home: false, game_number: 5 },
          shots: [attempt('a', 2), attempt('c', 1)],
          unplaced: 2,
        },
        { game: { replay_match_id: 'g7', is_home: true, game_number: 7 }, shots: [], unplaced: 0 },
      ],
      TEAM_TEXT.shotGame,
    );
    expect(result.shots.map((shot) => [shot.id, shot.side, shot.label])).toEqual([
      ['g1-a', 1, '第1场 上篮'],
      ['g1-b', 2, '第1场 上篮'],
      ['g5-a', 1, '第5场 上篮'],
      ['g5-c', 2, '第5场 上篮'],
    ]);
    expect(result.unplaced).toBe(3);
    // A replayed game still to be played adds nothing yet.
    expect(result.gamesWithShots).toBe(2);
  });

  it('leaves the description as it is outside a series', () => {
    const result = teamShots(
      [
        {
          game: { replay_match_id: 'r', is_home: true, game_number: null },
          shots: [attempt('a', 1)],
          unplaced: 0,
        },
      ],
      TEAM_TEXT.shotGame,
    );
    expect(result.shots[0]?.label).toBe('上篮');
  });
});
