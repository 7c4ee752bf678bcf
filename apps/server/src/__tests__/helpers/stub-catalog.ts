import type { ModelKey, SessionFilter } from '@kanqiu/core';
import type {
  LeagueData,
  ModelCount,
  ModelDay,
  ModelInit,
  TrendContent,
} from '@kanqiu/core/contract';
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

/**
 * Every minute of replay is a change point of the match page, the trend changes every 90 s and the odds
 * every 5 minutes.
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
    home: { id: `${id}h`, name: '主队', code: 'HOM' },
    away: { id: `${id}a`, name: '客队', code: 'AWY' },
    originalKickoff: '2018-07-15T15:00:00.000Z',
    durationSec,
    changePoints,
    oddsChangePoints,
    trendChangePoints,
    matchPageAt: (t) => ({
      match_id: id,
      status_id: status(t),
      shown_t: t,
      minute: Math.max(0, Math.floor(t / 60)),
      ...(padding > 0 ? { filler } : {}),
    }),
    oddsPageAt: (t) => ({ match_id: id, status_id: status(t), odds_t: t }),
    trendAt: (t): TrendContent => ({
      match_id: id,
      match_type: sport === 'football' ? 'soccer' : 'basketball',
      trend_count: 1,
      trend_per: 10,
      trend_data: [[Math.max(0, Math.floor(t / 90))]],
    }),
    lineup: () => ({ match_id: id, home: [], away: [], goals: 2 }),
    lineupAt: (t) => ({ match_id: id, home: [], away: [], goals: t >= 300 ? 2 : t >= 0 ? 1 : 0 }),
    venue: '测试球场',
    analysis: () => ({ match_id: id, recent: [] }),
  };
}

function range(start: number, end: number, step: number): number[] {
  const values: number[] = [];
  for (let value = start; value <= end; value += step) values.push(value);
  return values;
}
