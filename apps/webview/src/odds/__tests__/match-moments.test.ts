import type { FootballIncident } from '@kanqiu/core/contract/football';
import { describe, expect, it } from 'vitest';
import { matchMoments } from '../match-moments';

const teams = {
  home_team: { id: '4418', name: '法国', code: 'FRA', score: 1 },
  away_team: { id: '9598', name: '克罗地亚', code: 'CRO', score: 1 },
};

function incident(over: Partial<FootballIncident>): FootballIncident {
  return {
    id: 'i',
    type: 1,
    type_label: '进球',
    minute: 18,
    added: 0,
    minute_text: "18'",
    position: 1,
    player_id: null,
    player_name: null,
    player2_id: null,
    player2_name: null,
    reason_type: null,
    home_score: 1,
    away_score: 0,
    text: '',
    ...over,
  };
}

describe('matchMoments', () => {
  it('marks goals, own goals and sendings-off on the time axis with their side', () => {
    const marks = matchMoments(
      [
        incident({ id: 'og', type: 17, minute_text: "18'", position: 1 }),
        incident({ id: 'g', type: 1, minute: 28, minute_text: "28'", position: 2 }),
        incident({ id: 'y', type: 3, minute: 30, minute_text: "30'", position: 2 }),
        incident({ id: 'r', type: 15, minute: 47, added: 2, minute_text: "45+2'", position: 2 }),
        incident({ id: 'p', type: 8, minute: 38, minute_text: "38'", position: 1 }),
      ],
      teams,
    );
    expect(marks.map((mark) => [mark.key, mark.x, mark.label, mark.shape])).toEqual([
      ['og', 18, "18' 法国获乌龙球", 'dot'],
      ['g', 28, "28' 克罗地亚进球", 'dot'],
      ['r', 45, "45+2' 克罗地亚红牌", 'card'],
      ['p', 38, "38' 法国进球", 'dot'],
    ]);
  });
});
