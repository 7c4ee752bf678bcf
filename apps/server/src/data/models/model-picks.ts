import type { ModelKey } from '@kanqiu/core';
import type { ModelPick } from '@kanqiu/core/contract';
import type { FootballResult } from '../history/football-results';
import { BOOKMAKERS } from '../odds/bookmakers';
import { balancedLine } from '../odds/market-quote';
import { priceOutcomes } from '../odds/pricing';
import type { RatedFixture } from '../rating/football-ratings';
import { LineProbabilities } from '../rating/line-odds';
import { ScoreDistribution } from '../rating/poisson-goals';
import { PICK_LABELS } from '../zh/model-texts';

/** Earlier results each side needs before the models pick its match: without them a rating says nothing. */
export const MIN_HISTORY = 3;

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

function choices(fixture: RatedFixture, result: FootballResult): Record<ModelKey, Choice> {
  const scores = new ScoreDistribution(fixture.lambdaHome, fixture.lambdaAway);
  const { home, draw, away } = scores.outcome();
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
  const btts = (1 - Math.exp(-fixture.lambdaHome)) * (1 - Math.exp(-fixture.lambdaAway));

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

/**
 * The five models' picks for every fixture of the history whose sides both have at least
 * {@link MIN_HISTORY} earlier results. Each pick comes from the fixture's pre-match rating (nothing
 * after its kick-off) through the Poisson score model, and is settled on the real 90-minute score;
 * fixtures not yet played keep `result: null`. Sorted by kick-off.
 */
export function modelPicks(fixtures: readonly RatedFixture[]): DatedPick[] {
  const out: DatedPick[] = [];
  for (const fixture of fixtures) {
    if (fixture.homeHistory < MIN_HISTORY || fixture.awayHistory < MIN_HISTORY) continue;
    const { result } = fixture;
    const date = beijingDate(result.kickoff);
    for (const [model, choice] of Object.entries(choices(fixture, result)) as [
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
          probability: Math.round(choice.probability * 10_000) / 10_000,
          odds,
          result: settle(result.ft ? choice.wins(result.ft[0], result.ft[1]) : null),
          score: result.ft ? `${result.ft[0]}-${result.ft[1]}` : null,
        },
      });
    }
  }
  return out;
}
