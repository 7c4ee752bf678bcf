import type { ModelKey } from '@kanqiu/core';
import type { ModelPick } from '@kanqiu/core/contract/match';
import type { ForecasterKey } from '../backtest/forecasters';
import type { PredictionLine } from '../backtest/prediction-lines';
import type { FootballResult } from '../history/football-results';
import { BOOKMAKERS } from '../odds/bookmakers';
import { balancedLine } from '../odds/market-quote';
import { priceOutcomes } from '../odds/pricing';
import { LineProbabilities } from '../rating/line-odds';
import { ScoreDistribution } from '../rating/poisson-goals';
import { PICK_LABELS } from '../zh/model-texts';

/**
 * The forecaster the five models pick from: the better of the backtest by its RPS table
 * (`docs/models.md`).
 */
export const PICK_FORECASTER: ForecasterKey = 'dixon-coles';

/** A pick with the day it belongs to and whether it is settled. */
export interface DatedPick {
  model: ModelKey;
  /** The kick-off day in Beijing time (`YYYY-MM-DD`). */
  date: string;
  pick: ModelPick;
}

/** The bookmaker whose return rate prices the picks' odds. */
const PRICING = BOOKMAKERS[0]?.returnRate ?? 0.945;

function beijingDate(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}

function settle(won: boolean | null): ModelPick['result'] {
  return won === null ? null : won ? 'win' : 'lose';
}

interface Choice {
  pick: string;
  label: string;
  probability: number;
  /** Settles the pick on a full-time score. */
  wins(home: number, away: number): boolean;
  /** Probabilities of the market's outcomes and the index of the pick, for its odds. */
  market: number[];
  index: number;
}

function choices(
  line: PredictionLine,
  scores: ScoreDistribution,
  result: FootballResult,
): Record<ModelKey, Choice> {
  const { p_home: home, p_draw: draw, p_away: away } = line;
  const oneXTwo = [
    { pick: 'home', label: PICK_LABELS.home, p: home, wins: (h: number, a: number) => h > a },
    { pick: 'draw', label: PICK_LABELS.draw, p: draw, wins: (h: number, a: number) => h === a },
    { pick: 'away', label: PICK_LABELS.away, p: away, wins: (h: number, a: number) => h < a },
  ];
  const best1x2 = oneXTwo.reduce((a, b) => (b.p > a.p ? b : a));
  const doubles = [
    {
      pick: '1X',
      label: PICK_LABELS.homeOrDraw,
      p: home + draw,
      wins: (h: number, a: number) => h >= a,
    },
    {
      pick: 'X2',
      label: PICK_LABELS.awayOrDraw,
      p: away + draw,
      wins: (h: number, a: number) => h <= a,
    },
    {
      pick: '12',
      label: PICK_LABELS.homeOrAway,
      p: home + away,
      wins: (h: number, a: number) => h !== a,
    },
  ];
  const bestDouble = doubles.reduce((a, b) => (b.p > a.p ? b : a));

  const halfLines = Array.from({ length: 10 }, (_, i) => i - 4.5);
  const lines = new LineProbabilities(scores);
  const handicap = balancedLine(halfLines, (line) => lines.handicap(line));
  const homeSide = handicap.win >= handicap.lose;
  const totalLine = balancedLine([0.5, 1.5, 2.5, 3.5, 4.5, 5.5], (line) => lines.overUnder(line));
  const over = totalLine.win >= totalLine.lose;
  const btts = scores.probability((h, a) => h > 0 && a > 0);

  return {
    js: {
      pick: best1x2.pick,
      label: best1x2.label,
      probability: best1x2.p,
      wins: best1x2.wins,
      market: oneXTwo.map((o) => o.p),
      index: oneXTwo.indexOf(best1x2),
    },
    zc: {
      pick: bestDouble.pick,
      label: bestDouble.label,
      probability: bestDouble.p,
      wins: bestDouble.wins,
      market: [bestDouble.p, 1 - bestDouble.p],
      index: 0,
    },
    pk: {
      pick: homeSide ? `home_${handicap.line}` : `away_${-handicap.line}`,
      label: homeSide
        ? PICK_LABELS.handicap(result.home.name, handicap.line)
        : PICK_LABELS.handicap(result.away.name, -handicap.line),
      probability: homeSide ? handicap.win : handicap.lose,
      wins: (h, a) => (homeSide ? h - a + handicap.line > 0 : h - a + handicap.line < 0),
      market: [handicap.win, handicap.lose],
      index: homeSide ? 0 : 1,
    },
    sq: {
      pick: `${over ? 'over' : 'under'}_${totalLine.line}`,
      label: over ? PICK_LABELS.over(totalLine.line) : PICK_LABELS.under(totalLine.line),
      probability: over ? totalLine.win : totalLine.lose,
      wins: (h, a) => (over ? h + a > totalLine.line : h + a < totalLine.line),
      market: [totalLine.win, totalLine.lose],
      index: over ? 0 : 1,
    },
    gm: {
      pick: btts >= 0.5 ? 'btts_yes' : 'btts_no',
      label: btts >= 0.5 ? PICK_LABELS.bttsYes : PICK_LABELS.bttsNo,
      probability: btts >= 0.5 ? btts : 1 - btts,
      wins: (h, a) => (btts >= 0.5 ? h > 0 && a > 0 : h === 0 || a === 0),
      market: [btts, 1 - btts],
      index: btts >= 0.5 ? 0 : 1,
    },
  };
}

function round(x: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(x * scale) / scale;
}

/**
 * The five models' picks on every fixture of the walk-forward predictions `lines` (those of
 * {@link PICK_FORECASTER}): 1X2 and double chance from the line's probabilities, handicap, total
 * and both-teams-score from the score distribution of its goal means and ρ. So every pick, its
 * probability and its odds can be recomputed from the exported line. Settled on the real 90-minute
 * score; fixtures not yet played keep `result: null`. In the order of the lines (by kick-off).
 *
 * @throws Error when a line has no goal model or names a match missing from `results`.
 */
export function modelPicks(
  lines: readonly PredictionLine[],
  results: ReadonlyMap<string, FootballResult>,
): DatedPick[] {
  const out: DatedPick[] = [];
  for (const line of lines) {
    const result = results.get(line.match_id);
    if (!result) throw new Error(`No result ${line.match_id} for a prediction`);
    if (line.lambda_home === undefined || line.lambda_away === undefined) {
      throw new Error(`The ${line.model} prediction of ${line.match_id} has no goal model`);
    }
    const scores = new ScoreDistribution(line.lambda_home, line.lambda_away, 0, 0, line.rho ?? 0);
    const date = beijingDate(result.kickoff);
    const expected = { home: round(line.lambda_home, 2), away: round(line.lambda_away, 2) };
    for (const [model, choice] of Object.entries(choices(line, scores, result)) as [
      ModelKey,
      Choice,
    ][]) {
      const odds = priceOutcomes(choice.market, PRICING)[choice.index] ?? null;
      out.push({
        model,
        date,
        pick: {
          match_id: result.id,
          sport: 'football',
          competition: result.competition,
          kickoff: result.kickoff,
          home_team: result.home.name,
          away_team: result.away.name,
          pick: choice.pick,
          pick_label: choice.label,
          probability: round(choice.probability, 4),
          odds,
          result: settle(result.ft ? choice.wins(result.ft[0], result.ft[1]) : null),
          score: result.ft ? `${result.ft[0]}-${result.ft[1]}` : null,
          probabilities: {
            home: round(line.p_home, 4),
            draw: round(line.p_draw, 4),
            away: round(line.p_away, 4),
          },
          expected_goals: expected,
        },
      });
    }
  }
  return out;
}
