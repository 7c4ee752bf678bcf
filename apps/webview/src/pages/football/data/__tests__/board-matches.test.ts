import { matchResult } from '@kanqiu/ui';
import { describe, expect, it } from 'vitest';
import { boardMatches, toBoardMatch } from '../board-matches';
import { CROATIA, FRANCE, finalAnalysis, recent } from './analysis-fixture';

describe('toBoardMatch', () => {
  it("maps a home match of the list's team", () => {
    const analysis = finalAnalysis();
    const argentina = analysis.home.matches[1];
    if (!argentina) throw new Error('fixture');
    expect(toBoardMatch(argentina, 'home')).toEqual({
      id: 'home-wc-50',
      team: 'home',
      venue: 'home',
      date: '2018-06-30',
      competition: '2018世界杯',
      home_team: '法国',
      away_team: '阿根廷',
      home_score: 4,
      away_score: 3,
    });
  });

  it('marks an away match as played away and dates it in Beijing time', () => {
    const analysis = finalAnalysis();
    const russia = analysis.away.matches[0];
    if (!russia) throw new Error('fixture');
    expect(toBoardMatch(russia, 'away')).toMatchObject({
      team: 'away',
      venue: 'away',
      date: '2018-07-08',
      home_team: '俄罗斯',
      away_team: '克罗地亚',
      home_score: 1,
      away_score: 1,
    });
  });

  it("gives the board the server's result for every match", () => {
    const analysis = finalAnalysis();
    const expected = [...analysis.home.matches, ...analysis.away.matches].map((m) => m.result);
    expect(boardMatches(analysis).map(matchResult)).toEqual(expected);
  });
});

describe('boardMatches', () => {
  it("lists the home team's matches, then the away team's, each newest first", () => {
    expect(boardMatches(finalAnalysis()).map((m) => [m.team, m.date])).toEqual([
      ['home', '2018-07-11'],
      ['home', '2018-06-30'],
      ['away', '2018-07-08'],
      ['away', '2018-06-22'],
    ]);
  });

  it('keeps keys unique when the two teams met (the meeting is in both lists)', () => {
    const analysis = finalAnalysis();
    const meeting = recent('m1', '2016-07-10T19:00:00Z', FRANCE, 2, 1, CROATIA, FRANCE, 'win');
    analysis.home.matches.push(meeting);
    analysis.away.matches.push({ ...meeting, result: 'lose', is_home: false });
    const ids = boardMatches(analysis).map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives nothing for two empty lists', () => {
    const analysis = finalAnalysis();
    analysis.home.matches = [];
    analysis.away.matches = [];
    expect(boardMatches(analysis)).toEqual([]);
  });
});
