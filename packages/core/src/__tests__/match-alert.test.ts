import { describe, expect, it } from 'vitest';
import { type AlertPage, matchAlertsBetween } from '../index';

const page = (status: number, home: number, away: number, redHome = 0, redAway = 0): AlertPage => ({
  status_id: status,
  home_team: { name: '法国', score: home, red_cards: redHome },
  away_team: { name: '克罗地亚', score: away, red_cards: redAway },
});

describe('matchAlertsBetween', () => {
  it('tells kick-off, each goal, a red card and full time in the order they happened', () => {
    expect(matchAlertsBetween(page(1, 0, 0), page(2, 1, 0), true)).toEqual([
      { kind: 'kickoff', side: null },
      { kind: 'goal', side: 'home' },
    ]);
    expect(matchAlertsBetween(page(4, 1, 0), page(10, 2, 2, 0, 1), true)).toEqual([
      { kind: 'goal', side: 'home' },
      { kind: 'goal', side: 'away' },
      { kind: 'goal', side: 'away' },
      { kind: 'red_card', side: 'away' },
      { kind: 'full_time', side: null },
    ]);
  });

  it('says nothing when nothing changed or when the replay went back', () => {
    expect(matchAlertsBetween(page(2, 1, 0), page(2, 1, 0), true)).toEqual([]);
    expect(matchAlertsBetween(page(10, 4, 2), page(1, 0, 0), true)).toEqual([]);
  });

  it('counts no goals of a basketball score', () => {
    expect(matchAlertsBetween(page(2, 40, 38), page(2, 44, 38), false)).toEqual([]);
    expect(matchAlertsBetween(page(2, 90, 88), page(10, 92, 88), false)).toEqual([
      { kind: 'full_time', side: null },
    ]);
  });
});
