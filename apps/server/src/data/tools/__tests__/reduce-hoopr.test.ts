import { describe, expect, it } from 'vitest';
import { reduceHoopr } from '../reduce-hoopr';

describe('reduceHoopr', () => {
  it('keeps the factual fields and drops editorial extras, media, links and betting lines', () => {
    const reduced = reduceHoopr({
      gameId: 1,
      plays: [
        {
          id: 7,
          text: 'Al Horford makes dunk',
          game_id: 1,
          gameSpread: 2.5,
          homeTeamName: 'Boston',
        },
      ],
      boxscore: {
        teams: [{ team: { id: '2', logo: 'https://example.invalid/bos.png', name: 'Celtics' } }],
      },
      header: {
        competitions: [{ broadcasts: [{}], date: '2024-06-07T00:30Z' }],
        links: [{ href: 'x' }],
      },
      article: { story: 'recap' },
      videos: [{}],
      standings: {},
      pickcenter: [],
    });
    expect(Object.keys(reduced).sort()).toEqual(['boxscore', 'gameId', 'header', 'plays']);
    expect(reduced.plays).toEqual([{ id: 7, text: 'Al Horford makes dunk' }]);
    expect(reduced.boxscore).toEqual({ teams: [{ team: { id: '2', name: 'Celtics' } }] });
    expect(reduced.header).toEqual({ competitions: [{ date: '2024-06-07T00:30Z' }] });
  });
});
