import type { ScoreDistribution } from './poisson-goals';

/** Most goals either way a line is priced over. */
const SPAN = 30;

/** Win and lose probabilities of a two-way line on a score distribution (a push is neither). */
export interface LineSides {
  win: number;
  lose: number;
}

/**
 * Handicap and total-goals sides of a score distribution, from its margin and total distributions
 * (computed once), so that many candidate lines are cheap to price.
 */
export class LineProbabilities {
  private readonly margin: (margin: number) => number;
  private readonly totals: (total: number) => number;

  constructor(scores: ScoreDistribution) {
    this.margin = scores.margin();
    this.totals = scores.total();
  }

  /** Home side of a handicap `line` (goals added to the home score): wins when margin + line > 0. */
  handicap(line: number): LineSides {
    let win = 0;
    let lose = 0;
    for (let m = -SPAN; m <= SPAN; m += 1) {
      const p = this.margin(m);
      if (m + line > 0) win += p;
      else if (m + line < 0) lose += p;
    }
    return { win, lose };
  }

  /** Over side of a total-goals `line`: wins when the total is above it. */
  overUnder(line: number): LineSides {
    let win = 0;
    let lose = 0;
    for (let n = 0; n <= 2 * SPAN; n += 1) {
      const p = this.totals(n);
      if (n > line) win += p;
      else if (n < line) lose += p;
    }
    return { win, lose };
  }
}
