import type { MatchAnalysis, RecentMatch, TeamRefData } from '@kanqiu/core/contract/match';

export const FRANCE: TeamRefData = { id: '4418', name: '法国', code: 'FRA' };
export const CROATIA: TeamRefData = { id: '9598', name: '克罗地亚', code: 'CRO' };
const ARGENTINA: TeamRefData = { id: '12274', name: '阿根廷', code: 'ARG' };
const BELGIUM: TeamRefData = { id: '5629', name: '比利时', code: 'BEL' };
const RUSSIA: TeamRefData = { id: '14358', name: '俄罗斯', code: 'RUS' };

/** A recent match as the server sends it; `result` and `is_home` are from `subject`'s side. */
export function recent(
  id: string,
  kickoff: string,
  home: TeamRefData,
  homeScore: number,
  awayScore: number,
  away: TeamRefData,
  subject: TeamRefData,
  result: RecentMatch['result'],
): RecentMatch {
  return {
    match_id: id,
    kickoff,
    competition: '2018世界杯',
    home_team: home,
    away_team: away,
    home_score: homeScore,
    away_score: awayScore,
    half_score: null,
    regular_score: null,
    penalty_score: null,
    result,
    is_home: home.id === subject.id,
  };
}

/** A cut of the 2018 final's data board: two matches a team, as the server has them. */
export function finalAnalysis(): MatchAnalysis {
  const franceMatches = [
    recent('wc-61', '2018-07-10T18:00:00.000Z', FRANCE, 1, 0, BELGIUM, FRANCE, 'win'),
    recent('wc-50', '2018-06-30T14:00:00.000Z', FRANCE, 4, 3, ARGENTINA, FRANCE, 'win'),
  ];
  const croatiaMatches = [
    recent('wc-60', '2018-07-07T18:00:00.000Z', RUSSIA, 1, 1, CROATIA, CROATIA, 'draw'),
    recent('wc-23', '2018-06-21T18:00:00.000Z', ARGENTINA, 0, 3, CROATIA, CROATIA, 'win'),
  ];
  return {
    match_id: '2058017',
    sport: 'football',
    as_of: '2018-07-15T15:00:00.000Z',
    home: {
      team: FRANCE,
      matches: franceMatches,
      summary: { played: 2, win: 2, draw: 0, lose: 0, goals_for: 5, goals_against: 3 },
    },
    away: {
      team: CROATIA,
      matches: croatiaMatches,
      summary: { played: 2, win: 1, draw: 1, lose: 0, goals_for: 4, goals_against: 1 },
    },
    head_to_head: [],
    standings: [],
    legend: { win: '胜', draw: '平', lose: '负' },
    note: null,
  };
}
