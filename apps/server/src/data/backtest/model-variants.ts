import type { FootballResult } from '../history/football-results';
import {
  DIXON_COLES_PARAMETERS,
  type DixonColesParameters,
  type FeederResult,
} from '../rating/dixon-coles-ratings';
import { createForecaster, dixonColesForecaster } from './forecasters';
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

/** Keys of the model served before issue 29 and of the one served now. */
export const BEFORE_VARIANT = 'dc-before';
export const SERVED_VARIANT = 'dc-warm';

/** The first season of the warm-up of the improved models. */
export const WARM_UP_FROM = '2020-21';

function dixonColes(
  history: VariantHistory,
  parameters: DixonColesParameters,
  feeders = false,
): Forecaster {
  return dixonColesForecaster(history.results, parameters, feeders ? history.feeders : []);
}

/** Dixon–Coles with the promoted teams' priors from their second-division season. */
export const PROMOTED_PARAMETERS: DixonColesParameters = { ...base, promotedSpread: 0.5 };

const BLEND_STEPS = 10;
/** Weight on the first model before a pool has enough scored results to choose its own. */
const DEFAULT_BLEND_INDEX = 5;
const TEMPERATURES = [0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2];
const DRAW_FACTORS = [0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2];

/** Dixon–Coles and Elo, their goal means blended with a weight chosen walk-forward per league. */
function goalBlend(history: VariantHistory, parameters: DixonColesParameters): Forecaster {
  return tunedForecaster(
    [dixonColes(history, parameters, true), createForecaster('elo', history.results)],
    goalBlendCandidates(unitGrid(BLEND_STEPS)),
    DEFAULT_BLEND_INDEX,
  );
}

function promoted(
  key: string,
  label: string,
  change: Partial<DixonColesParameters>,
  from = WARM_UP_FROM,
): ModelVariant {
  return {
    key,
    label,
    earlierSeasons: from,
    build: (h) => dixonColes(h, { ...PROMOTED_PARAMETERS, ...change }, true),
  };
}

/**
 * The variants compared in `docs/models.md` § 5, in the order of the table. The first is the model
 * the app served before issue 29, the reference of the last column; rows starting with "+" add one
 * change to "promoted priors from the second division".
 */
export const MODEL_VARIANTS: readonly ModelVariant[] = [
  {
    key: 'dc-before',
    label: 'Dixon–Coles before issue 29 (warm-up 2023-24 only)',
    earlierSeasons: null,
    build: (h) => dixonColes(h, base),
  },
  {
    key: 'elo-before',
    label: 'Elo before issue 29 (warm-up 2023-24 only)',
    earlierSeasons: null,
    build: (h) => createForecaster('elo', h.results),
  },
  {
    key: 'dc-before-xi-0.003',
    label: 'Dixon–Coles before issue 29, ξ 0.003 a day',
    earlierSeasons: null,
    build: (h) => dixonColes(h, { ...base, decayPerDay: 0.003 }),
  },
  {
    key: 'dc-warm',
    label: '**Dixon–Coles, warm-up from 2020-21 (served)**',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => dixonColes(h, base),
  },
  {
    key: 'elo-warm',
    label: 'Elo, warm-up from 2020-21',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => createForecaster('elo', h.results),
  },
  promoted('dc-promoted', 'promoted priors from the second division (spread 0.5)', {}),
  promoted('dc-promoted-1', '+ spread 1', { promotedSpread: 1 }),
  promoted('dc-from-2021-22', '+ warm-up from 2021-22', {}, '2021-22'),
  promoted('dc-from-2022-23', '+ warm-up from 2022-23', {}, '2022-23'),
  promoted('dc-xi-0.003', '+ ξ 0.003 a day', { decayPerDay: 0.003 }),
  promoted('dc-xi-0.004', '+ ξ 0.004 a day', { decayPerDay: 0.004 }),
  promoted('dc-xi-0.005', '+ ξ 0.005 a day', { decayPerDay: 0.005 }),
  promoted('dc-xi-pl', '+ ξ 0.0015 (PL) / 0.003 (BL)', {
    decayByLeague: { 'en.1': 0.0015, 'de.1': 0.003 },
  }),
  promoted('dc-xi-bl', '+ ξ 0.003 (PL) / 0.0015 (BL)', {
    decayByLeague: { 'en.1': 0.003, 'de.1': 0.0015 },
  }),
  promoted('dc-team-home-0.05', '+ each team its own home advantage, sd 0.05', {
    prior: { ...base.prior, teamHomeSd: 0.05 },
  }),
  promoted('dc-team-home-0.1', '+ each team its own home advantage, sd 0.1', {
    prior: { ...base.prior, teamHomeSd: 0.1 },
  }),
  promoted('dc-season-0.7', '+ each earlier season weighs ×0.7 more', { seasonDiscount: 0.7 }),
  promoted('dc-season-0.5', '+ each earlier season weighs ×0.5 more', { seasonDiscount: 0.5 }),
  promoted('dc-season-0.5-xi', '+ ×0.5 a season, ξ 0.001 a day', {
    seasonDiscount: 0.5,
    decayPerDay: 0.001,
  }),
  promoted('dc-sd-0.25', '+ team sd 0.25', { prior: { ...base.prior, teamSd: 0.25 } }),
  promoted('dc-sd-0.35', '+ team sd 0.35', { prior: { ...base.prior, teamSd: 0.35 } }),
  {
    key: 'goal-blend',
    label: '+ Elo blended into the goal means, weight walk-forward',
    earlierSeasons: WARM_UP_FROM,
    build: (h) => goalBlend(h, PROMOTED_PARAMETERS),
  },
  {
    key: 'goal-blend-2022-23',
    label: '+ Elo blended into the goal means, warm-up from 2022-23',
    earlierSeasons: '2022-23',
    build: (h) => goalBlend(h, PROMOTED_PARAMETERS),
  },
  {
    key: 'probability-blend',
    label: '+ Elo averaged into the probabilities, weight walk-forward',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      tunedForecaster(
        [dixonColes(h, PROMOTED_PARAMETERS, true), createForecaster('elo', h.results)],
        probabilityBlendCandidates(unitGrid(BLEND_STEPS)),
        DEFAULT_BLEND_INDEX,
      ),
  },
  {
    key: 'two-memories',
    label: '+ ξ 0.0015 and ξ 0.006 blended, weight walk-forward',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      tunedForecaster(
        [
          dixonColes(h, { ...PROMOTED_PARAMETERS, decayPerDay: 0.0015 }, true),
          dixonColes(h, { ...PROMOTED_PARAMETERS, decayPerDay: 0.006 }, true),
        ],
        goalBlendCandidates(unitGrid(BLEND_STEPS)),
        DEFAULT_BLEND_INDEX,
      ),
  },
  {
    key: 'temperature',
    label: '+ temperature fitted walk-forward',
    earlierSeasons: WARM_UP_FROM,
    build: (h) =>
      tunedForecaster(
        [dixonColes(h, PROMOTED_PARAMETERS, true)],
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
        [dixonColes(h, PROMOTED_PARAMETERS, true)],
        drawCandidates(DRAW_FACTORS),
        DRAW_FACTORS.indexOf(1),
      ),
  },
];
