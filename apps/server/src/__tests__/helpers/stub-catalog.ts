import type { ModelKey, SessionFilter } from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import type { FootballMatchPage, LeagueData } from '@kanqiu/core/contract/football';
import {
  type Lineup,
  type MatchAnalysis,
  type ModelCount,
  type ModelDay,
  type ModelInit,
  type OddsPage,
  summarizeForm,
} from '@kanqiu/core/contract/match';
import type { Catalog, ReplayMatch } from '../../data/catalog';

/** Options of {@link stubCatalog}. */
export interface StubCatalogOptions {
  /** Characters of filler added to every match page, to make pushes big. */
  pagePadding?: number;
  /** Make the catalog's model calls throw, to test the server's fault handling. */
  failingModels?: boolean;
}

/**
 * A small hand-made catalog for transport tests: two football matches and one basketball match
 * whose pages say plainly what replay second they show. Replay data itself is tested against the
 * real catalog elsewhere.
 */
export function stubCatalog(options: StubCatalogOptions = {}): Catalog {
  const matches = [
    stubMatch('1001', 'football', 600, options.pagePadding ?? 0),
    stubMatch('1002', 'football', 600, options.pagePadding ?? 0),
    stubMatch('2001', 'basketball', 900, options.pagePadding ?? 0),
  ];
  const fail = () => {
    throw new Error('model store unavailable');
  };
  return {
    matches,
    modelInit(): ModelInit {
      if (options.failingModels) fail();
      return {
        models: [
          {
            key: 'js',
            name: 'JS模型',
            description: '胜平负',
            sport: 'football',
            market: '1x2',
            day_path: '/api/ai2/yyModel2',
            count_path: '/api/ai2/hzData',
          },
        ],
        default_date: '2018-07-15',
        dates: ['2018-07-15'],
      };
    },
    modelDay(model: ModelKey, date: string): ModelDay {
      if (options.failingModels) fail();
      return { model, date, picks: [] };
    },
    leagues: () => [{ key: 'en.1', name: '英超', seasons: ['2024-25', '2023-24'] }],
    leagueData: (key: string, season: string) =>
      key === 'en.1' && ['2024-25', '2023-24'].includes(season)
        ? ({
            key,
            season,
            name: '英超',
            as_of: `${season.slice(0, 4)}-05-25`,
            standings: [],
            rounds: [],
          } satisfies LeagueData)
        : undefined,
    modelCount(model: ModelKey, sessions: SessionFilter): ModelCount {
      if (options.failingModels) fail();
      return { model, sessions, total: 0, win: 0, lose: 0, hit_rate: 0, streak: null, recent: [] };
    },
  };
}

/** The replay second a stub page shows, read back from its label (`t=30`). */
export function shownT(content: { status_label?: unknown; time_text?: unknown }): number {
  const label = [content.status_label, content.time_text].find(
    (text) => typeof text === 'string' && text.startsWith('t='),
  );
  return Number(String(label).slice(2));
}

const team = (id: string, name: string, code: string) => ({ id, name, code });

const noLeaders = { points: null, rebounds: null, assists: null };

function basketballTotals() {
  return {
    points: 0,
    fg_made: 0,
    fg_attempted: 0,
    fg_pct: null,
    fg3_made: 0,
    fg3_attempted: 0,
    fg3_pct: null,
    ft_made: 0,
    ft_attempted: 0,
    ft_pct: null,
    offensive_rebounds: 0,
    defensive_rebounds: 0,
    rebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    points_in_paint: null,
    fast_break_points: null,
  };
}

function matchPage(
  id: string,
  sport: 'football' | 'basketball',
  t: number,
  status: 1 | 2 | 10,
  filler: string,
): FootballMatchPage | BasketballMatchPage {
  const common = {
    match_id: id,
    competition: filler ? `测试杯${filler}` : '测试杯',
    venue: '测试球场',
    original_kickoff: '2018-07-15T15:00:00.000Z',
    status_id: status,
    // Says plainly which replay second the page shows.
    status_label: `t=${t}`,
    replay: true,
  };
  const side = (teamId: string, name: string, code: string) => ({
    ...team(teamId, name, code),
    score: Math.max(0, Math.floor(t / 300)),
  });
  if (sport === 'basketball') {
    return {
      ...common,
      sport,
      period: 1,
      clock: '12:00',
      home_team: { ...side(`${id}h`, '主队', 'HOM'), periods: [] },
      away_team: { ...side(`${id}a`, '客队', 'AWY'), periods: [] },
      tlive: [],
      stats: [],
      players: { home: [], away: [] },
      totals: { home: basketballTotals(), away: basketballTotals() },
      leaders: { home: noLeaders, away: noLeaders },
      home_win_probability: null,
    };
  }
  const footballSide = (teamId: string, name: string, code: string) => ({
    ...side(teamId, name, code),
    half_score: null,
    red_cards: 0,
    yellow_cards: 0,
    corners: 0,
  });
  return {
    ...common,
    sport,
    minute: Math.max(0, Math.floor(t / 60)),
    added: 0,
    minute_text: '',
    home_team: footballSide(`${id}h`, '主队', 'HOM'),
    away_team: footballSide(`${id}a`, '客队', 'AWY'),
    incidents: [],
    tlive: [],
    stats: [],
  };
}

function oddsPage(
  id: string,
  sport: 'football' | 'basketball',
  t: number,
  status: number,
): OddsPage {
  return {
    match_id: id,
    sport,
    competition: '测试杯',
    status_id: status,
    status_label: '',
    time_text: `t=${t}`,
    home_team: { ...team(`${id}h`, '主队', 'HOM'), score: 0 },
    away_team: { ...team(`${id}a`, '客队', 'AWY'), score: 0 },
    modelled: true,
    notice: '测试赔率',
    markets: [],
  };
}

/** A football lineup whose home side has one starter who has scored `goals`. */
function lineup(id: string, goals: number): Lineup {
  const player = {
    id: `${id}p`,
    name: '球员',
    name_en: 'Player',
    shirt_number: null,
    position: 'F' as const,
    position_label: '前锋',
    row: null,
    slot: null,
    x: null,
    y: null,
    goals,
    penalty_goals: 0,
    own_goals: 0,
    assists: 0,
    yellow_cards: 0,
    red_cards: 0,
    sub_in: null,
    sub_out: null,
  };
  const side = (teamId: string, starters: (typeof player)[]) => ({
    team: team(teamId, '队', 'T'),
    formation: null,
    starters,
    bench: [],
    substitutions: [],
  });
  return {
    match_id: id,
    sport: 'football',
    home: side(`${id}h`, [player]),
    away: side(`${id}a`, []),
  };
}

function analysis(id: string, sport: 'football' | 'basketball'): MatchAnalysis {
  const form = (teamId: string) => ({
    team: team(teamId, '队', 'T'),
    matches: [],
    summary: summarizeForm([]),
  });
  return {
    match_id: id,
    sport,
    as_of: '2018-07-15T15:00:00.000Z',
    home: form(`${id}h`),
    away: form(`${id}a`),
    head_to_head: [],
    standings: [],
    legend: { win: '胜', draw: '平', lose: '负' },
    note: null,
  };
}

/**
 * Every minute of replay is a change point of the match page, the trend changes every 90 s and the odds
 * every 5 minutes. Pages are of the contract's shapes, with the replay second in their label.
 */
function stubMatch(
  id: string,
  sport: 'football' | 'basketball',
  durationSec: number,
  padding: number,
): ReplayMatch {
  const changePoints = range(0, durationSec, 60);
  const oddsChangePoints = range(0, durationSec, 300);
  const trendChangePoints = range(0, durationSec, 90);
  const filler = 'x'.repeat(padding);
  const status = (t: number) => (t < 0 ? 1 : t >= durationSec ? 10 : 2);
  return {
    id,
    sport,
    competition: sport === 'football' ? '测试杯' : '测试联赛',
    home: team(`${id}h`, '主队', 'HOM'),
    away: team(`${id}a`, '客队', 'AWY'),
    originalKickoff: '2018-07-15T15:00:00.000Z',
    durationSec,
    changePoints,
    oddsChangePoints,
    trendChangePoints,
    matchPageAt: (t) => matchPage(id, sport, t, status(t), filler),
    oddsPageAt: (t) => oddsPage(id, sport, t, status(t)),
    trendAt: (t): TrendContent => ({
      match_id: id,
      match_type: sport === 'football' ? 'soccer' : 'basketball',
      trend_count: 1,
      trend_per: 10,
      trend_data: [[Math.max(0, Math.floor(t / 90))]],
    }),
    lineup: () => lineup(id, 2),
    lineupAt: (t) => lineup(id, t >= 300 ? 2 : t >= 0 ? 1 : 0),
    venue: '测试球场',
    analysis: () => analysis(id, sport),
  };
}

function range(start: number, end: number, step: number): number[] {
  const values: number[] = [];
  for (let value = start; value <= end; value += step) values.push(value);
  return values;
}
