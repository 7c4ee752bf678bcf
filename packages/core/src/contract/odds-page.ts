import * as v from 'valibot';
import { oddsScene } from '../scene';
import { teamRefSchema } from './match-state';
import type { SceneSpec } from './scene-spec';
import { pushStampEntries } from './socket';

const oddsValue = v.pipe(v.number(), v.minValue(1));

/** Three odds values; their meaning depends on the market (see `oddsMarketSchema`). */
export const oddsTripleSchema = v.object({
  arr1: oddsValue,
  arr2: v.number(),
  arr3: oddsValue,
});

/** One modelled bookmaker's row: opening (`first`) and current (`last`) odds with their return rates. */
export const oddsRowSchema = v.object({
  company_id: v.pipe(v.number(), v.integer()),
  company: v.string(),
  first: oddsTripleSchema,
  last: oddsTripleSchema,
  first_return_rate: v.nullable(v.number()),
  last_return_rate: v.nullable(v.number()),
});

/** One change of a bookmaker's odds, for the odds-detail page. */
export const oddsHistoryEntrySchema = v.object({
  /** Match minute (`58'`) or game clock (`第3节 5:12`) when the odds changed; `赛前` for the opening. */
  time_text: v.string(),
  /** Score at that moment, `home-away`. */
  score: v.string(),
  arr1: oddsValue,
  arr2: v.number(),
  arr3: oddsValue,
  return_rate: v.nullable(v.number()),
});
/** One change of a bookmaker's odds. */
export type OddsHistoryEntry = v.InferOutput<typeof oddsHistoryEntrySchema>;

/** The markets of the odds pages. */
export const ODDS_MARKETS = ['europe', 'asia', 'total', 'moneyline', 'spread'] as const;
/** An odds market key. */
export type OddsMarketKey = (typeof ODDS_MARKETS)[number];

/**
 * One market of an odds page:
 * - `europe` (football 1X2, 欧指): `arr1` home win, `arr2` draw, `arr3` away win;
 * - `asia` (football handicap, 亚指): `arr1` home, `arr2` the home side's handicap in goals, `arr3` away;
 * - `total` (大小球 / 大小分): `arr1` over, `arr2` the line (goals or points), `arr3` under;
 * - `moneyline` (basketball, 胜负): `arr1` home, `arr2` 0, `arr3` away;
 * - `spread` (basketball, 让分): `arr1` home, `arr2` the home side's handicap in points, `arr3` away.
 *
 * The return rate of `europe` is the three-way rate of docs/behaviour.md §5; of every other market the two-way rate
 * of `arr1` and `arr3`.
 */
export const oddsMarketSchema = v.object({
  key: v.picklist(ODDS_MARKETS),
  label: v.string(),
  rows: v.array(oddsRowSchema),
  /** Per bookmaker, every change of its odds so far, oldest first (the first entry is the opening). */
  history: v.array(
    v.object({
      company_id: v.pipe(v.number(), v.integer()),
      entries: v.array(oddsHistoryEntrySchema),
    }),
  ),
});
/** One market of an odds page. */
export type OddsMarket = v.InferOutput<typeof oddsMarketSchema>;

/**
 * Page data of the scenes `detail_{sport}_odds_match_id_{id}` (the exponent pages), without `up_time`.
 * The odds are **modelled** by kanqiu's server from a rating model and the match state; the
 * bookmakers are invented. They are not real prices.
 */
export const oddsPageSchema = v.object({
  match_id: v.string(),
  sport: v.picklist(['football', 'basketball']),
  competition: v.string(),
  status_id: v.pipe(v.number(), v.integer()),
  status_label: v.string(),
  /** Match minute or game clock as shown; `''` before the start. */
  time_text: v.string(),
  home_team: v.object({ ...teamRefSchema.entries, score: v.pipe(v.number(), v.integer()) }),
  away_team: v.object({ ...teamRefSchema.entries, score: v.pipe(v.number(), v.integer()) }),
  /** Always true: these odds are modelled, not quoted. */
  modelled: v.literal(true),
  /** A sentence saying so, for the page. */
  notice: v.string(),
  markets: v.array(oddsMarketSchema),
});
/** Page data of an odds scene. */
export type OddsPage = v.InferOutput<typeof oddsPageSchema>;

/** Schema of an odds scene's push (either sport): the page and the stamp. */
export const oddsPushSchema = v.object({ ...oddsPageSchema.entries, ...pushStampEntries });

/** The football odds (exponent) pages: `detail_football_odds_match_id_{id}`. */
export function footballOddsScene(matchId: string | number): SceneSpec<OddsPage> {
  return { scene: oddsScene('football', matchId), push: oddsPushSchema };
}

/** The basketball odds (exponent) pages: `detail_basketball_odds_match_id_{id}`. */
export function basketballOddsScene(matchId: string | number): SceneSpec<OddsPage> {
  return { scene: oddsScene('basketball', matchId), push: oddsPushSchema };
}
