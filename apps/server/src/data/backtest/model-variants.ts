import type { FootballResult } from '../history/football-results';
import {
  DIXON_COLES_PARAMETERS,
  type DixonColesParameters,
  DixonColesRatings,
  type FeederResult,
} from '../rating/dixon-coles-ratings';
import { seasonTeams } from '../rating/football-elo';
import { createForecaster, fromGoals } from './forecasters';
import {
  drawCandidates,
  goalBlendCandidates,
  probabilityBlendCandidates,
  temperatureCandidates,
  tunedForecaster,
  unitGrid,
} from './tuned-forecaster';
import type { Forecaster } from './walk-forward';

/** What a variant is built from: the history (with or without the earlier seasons) and feeders. */
export interface VariantHistory {
  results: readonly FootballResult[];
  feeders: readonly FeederResult[];
}

/** One model tried in the backtest of `docs/models.md` § 5. */
export interface ModelVariant {
  key: string;
  label: string;
  /** The first earlier season it learns from (`2020-21` to `2022-23`), or `null` for none. */
  earlierSeasons: string | null;
  build(history: VariantHistory): Forecaster;
}

const base = DIXON_COLES_PARAMETERS;

/** The first season of the warm-up of the improved models. */
export const WARM_UP_FROM = '2020-21';

function dixonColes(
  history: VariantHistory,
  parameters: DixonColesParameters,
  feeders = false,
): Forecaster {
  const ratings = new DixonColesRatings(
    seasonTeams(history.results),
    parameters,
    feeders ? history.feeders : [],
  );
  return {
    forecast(result) {
      const { lambdaHome, lambdaAway, rho } = ratings.forecast(result);
      return fromGoals(result, lambdaHome, lambdaAway, rho);
    },
    learn: (result) => ratings.learn(result),
  };
}

/** Settings of the improved Dixon–Coles: the earlier seasons' warm-up and promoted priors. */
export const IMPROVED_PARAMETERS: DixonColesParameters = { ...base, promotedSpread: 0.5 };

const BLEND_STEPS = 10;
/** Weight on Dixon–Coles before a pool has enough scored results to choose its own. */
const DEFAULT_BLEND_INDEX = 5;
const TEMPERATURES = [0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2];
const DRAW_FACTORS = [0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2];

/** Dixon–Coles and Elo, their goal means blended with a weight chosen walk-forward per league. */
export function goalBlend(history: VariantHistory, parameters: DixonColesParameters): Forecaster {
  return tunedForecaster(
    [dixonColes(history, parameters, true), createForecaster('elo', history.results)],
    goalBlendCandidates(unitGrid(BLEND_STEPS)),
    DEFAULT_BLEND_INDEX,
  );
}

/** The variants compared, the first the model the app served before issue 29. */
export const MODEL_VARIANTS: readonly ModelVariant[] = [
  {
    key: 'dc-before',
    label: 'Dixon–Coles as before (warm-up 2023-24 only)',
    earlierSeasons: null,
    build: (h) => dixonColes(h, base),
  },
  {
    key: 'elo-before',
    label: 'Elo as before (warm-up 2023-24 only)',
    earlierSeasons: null,
    build: (h) => createForecaster('elo', h.results),
  },
  {
    key: 'dc-warm',
    label: 'Dixon–Coles, warm-up from 2020-21',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => dixonColes(h, base),
  },
  {
    key: 'elo-warm',
    label: 'Elo, warm-up from 2020-21',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => createForecaster('elo', h.results),
  },
  {
    key: 'dc-promoted',
    label: '+ promoted priors from the second division (spread 0.5)',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => dixonColes(h, IMPROVED_PARAMETERS, true),
  },
  {
    key: 'dc-promoted-1',
    label: '+ promoted priors, spread 1',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => dixonColes(h, { ...base, promotedSpread: 1 }, true),
  },
  {
    key: 'dc-decay-league',
    label: '+ promoted priors, ξ 0.0015 (PL) / 0.003 (BL)',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      dixonColes(
        h,
        { ...IMPROVED_PARAMETERS, decayByLeague: { 'en.1': 0.0015, 'de.1': 0.003 } },
        true,
      ),
  },
  {
    key: 'dc-decay-league-2',
    label: '+ promoted priors, ξ 0.003 (PL) / 0.0015 (BL)',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      dixonColes(
        h,
        { ...IMPROVED_PARAMETERS, decayByLeague: { 'en.1': 0.003, 'de.1': 0.0015 } },
        true,
      ),
  },
  {
    key: 'dc-promoted-xi-0.003',
    label: '+ promoted priors, ξ 0.003 a day',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => dixonColes(h, { ...IMPROVED_PARAMETERS, decayPerDay: 0.003 }, true),
  },
  {
    key: 'dc-promoted-xi-0.004',
    label: '+ promoted priors, ξ 0.004 a day',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => dixonColes(h, { ...IMPROVED_PARAMETERS, decayPerDay: 0.004 }, true),
  },
  {
    key: 'dc-promoted-xi-0.005',
    label: '+ promoted priors, ξ 0.005 a day',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => dixonColes(h, { ...IMPROVED_PARAMETERS, decayPerDay: 0.005 }, true),
  },
  {
    key: 'dc-before-xi-0.003',
    label: 'as before (warm-up 2023-24 only), ξ 0.003 a day',
    earlierSeasons: null,
    build: (h) => dixonColes(h, { ...base, decayPerDay: 0.003 }),
  },
  {
    key: 'dc-before-xi-0.004',
    label: 'as before (warm-up 2023-24 only), ξ 0.004 a day',
    earlierSeasons: null,
    build: (h) => dixonColes(h, { ...base, decayPerDay: 0.004 }),
  },
  {
    key: 'dc-from-2021-22',
    label: 'Dixon–Coles, warm-up from 2021-22, promoted priors',
    earlierSeasons: '2021-22',
    build: (h) => dixonColes(h, IMPROVED_PARAMETERS, true),
  },
  {
    key: 'blend-from-2021-22',
    label: 'goal blend, warm-up from 2021-22, promoted priors',
    earlierSeasons: '2021-22',
    build: (h) => goalBlend(h, IMPROVED_PARAMETERS),
  },
  {
    key: 'dc-from-2022-23',
    label: 'Dixon–Coles, warm-up from 2022-23, promoted priors',
    earlierSeasons: '2022-23',
    build: (h) => dixonColes(h, IMPROVED_PARAMETERS, true),
  },
  {
    key: 'blend-from-2022-23',
    label: 'goal blend, warm-up from 2022-23, promoted priors',
    earlierSeasons: '2022-23',
    build: (h) => goalBlend(h, IMPROVED_PARAMETERS),
  },
  {
    key: 'dc-sd-0.25',
    label: '+ promoted priors, team sd 0.25',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      dixonColes(h, { ...IMPROVED_PARAMETERS, prior: { ...base.prior, teamSd: 0.25 } }, true),
  },
  {
    key: 'dc-sd-0.35',
    label: '+ promoted priors, team sd 0.35',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      dixonColes(h, { ...IMPROVED_PARAMETERS, prior: { ...base.prior, teamSd: 0.35 } }, true),
  },
  {
    key: 'blend-xi-pl',
    label: 'goal blend, promoted priors, ξ 0.003 (PL) / 0.002 (BL)',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => goalBlend(h, { ...IMPROVED_PARAMETERS, decayByLeague: { 'en.1': 0.003 } }),
  },
  {
    key: 'two-memories',
    label: 'Dixon–Coles ξ 0.0015 and ξ 0.006 blended, weight walk-forward',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      tunedForecaster(
        [
          dixonColes(h, { ...IMPROVED_PARAMETERS, decayPerDay: 0.0015 }, true),
          dixonColes(h, { ...IMPROVED_PARAMETERS, decayPerDay: 0.006 }, true),
        ],
        goalBlendCandidates(unitGrid(BLEND_STEPS)),
        DEFAULT_BLEND_INDEX,
      ),
  },
  {
    key: 'goal-blend',
    label: '+ Elo blended into the goal means, weight walk-forward',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => goalBlend(h, IMPROVED_PARAMETERS),
  },
  {
    key: 'probability-blend',
    label: '+ Elo averaged into the probabilities, weight walk-forward',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      tunedForecaster(
        [dixonColes(h, IMPROVED_PARAMETERS, true), createForecaster('elo', h.results)],
        probabilityBlendCandidates(unitGrid(BLEND_STEPS)),
        DEFAULT_BLEND_INDEX,
      ),
  },
  {
    key: 'temperature',
    label: '+ temperature fitted walk-forward',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      tunedForecaster(
        [dixonColes(h, IMPROVED_PARAMETERS, true)],
        temperatureCandidates(TEMPERATURES),
        TEMPERATURES.indexOf(1),
      ),
  },
  {
    key: 'draw',
    label: '+ draw factor fitted walk-forward',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      tunedForecaster(
        [dixonColes(h, IMPROVED_PARAMETERS, true)],
        drawCandidates(DRAW_FACTORS),
        DRAW_FACTORS.indexOf(1),
      ),
  },
];
