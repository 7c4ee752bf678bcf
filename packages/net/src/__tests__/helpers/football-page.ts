import type { FootballMatchPage } from '@kanqiu/core/contract/football';

/** A small football match page of the contract's shape (a few minutes into the 2018 final). */
export function footballPageFixture(): FootballMatchPage {
  const team = (id: string, name: string, code: string) => ({
    id,
    name,
    code,
    score: 0,
    half_score: null,
    red_cards: 0,
    yellow_cards: 0,
    corners: 0,
  });
  return {
    match_id: '2058017',
    sport: 'football',
    competition: '2018世界杯 决赛',
    venue: '卢日尼基体育场',
    original_kickoff: '2018-07-15T15:00:00.000Z',
    status_id: 2,
    status_label: '上半场',
    minute: 5,
    added: 0,
    minute_text: "5'",
    home_team: team('4418', '法国', 'FRA'),
    away_team: team('9598', '克罗地亚', 'CRO'),
    incidents: [],
    tlive: [],
    stats: [],
    replay: true,
  };
}
