import { describe, expect, it } from 'vitest';
import { reduceHoopr } from '../reduce-hoopr';

describe('reduceHoopr', () => {
  it('keeps the factual fields and drops editorial extras, standings, media, links and betting lines', () => {
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
      standings: { groups: [] },
      pickcenter: [],
      seasonseries: [
        {
          type: 'playoff',
          events: [
            {
              id: '401656359',
              date: '2024-06-07T00:30:00Z',
              links: [{ href: 'x' }],
              competitors: [{ score: '107', team: { id: '2', logo: 'x', logos: [{}] } }],
            },
          ],
        },
      ],
      leaders: [
        {
          team: { id: '2' },
          leaders: [{ name: 'points', leaders: [{ athlete: { id: '1', headshot: {} } }] }],
        },
      ],
    });
    expect(Object.keys(reduced).sort()).toEqual([
      'boxscore',
      'gameId',
      'header',
      'leaders',
      'plays',
      'seasonseries',
    ]);
    expect(reduced.seasonseries).toEqual([
      {
        type: 'playoff',
        events: [
          {
            id: '401656359',
            date: '2024-06-07T00:30:00Z',
            competitors: [{ score: '107', team: { id: '2' } }],
          },
        ],
      },
    ]);
    expect(reduced.leaders).toEqual([
      { team: { id: '2' }, leaders: [{ name: 'points', leaders: [{ athlete: { id: '1' } }] }] },
    ]);
    expect(reduced.plays).toEqual([{ id: 7, text: 'Al Horford makes dunk' }]);
    expect(reduced.boxscore).toEqual({ teams: [{ team: { id: '2', name: 'Celtics' } }] });
    expect(reduced.header).toEqual({ competitions: [{ date: '2024-06-07T00:30Z' }] });
  });
});
