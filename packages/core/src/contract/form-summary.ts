import type * as v from 'valibot';
import type { formSummarySchema, RecentMatch } from './match-analysis';

/** Totals over a list of matches: played, results, goals for and against. */
export type FormSummary = v.InferOutput<typeof formSummarySchema>;

/**
 * The totals of a team over its matches, each `result` and `is_home` being from that team's side (a
 * form list, or head-to-head from the side of the analysed match's home team).
 */
export function summarizeForm(matches: readonly RecentMatch[]): FormSummary {
  const summary: FormSummary = {
    played: matches.length,
    win: 0,
    draw: 0,
    lose: 0,
    goals_for: 0,
    goals_against: 0,
  };
  for (const match of matches) {
    summary[match.result] += 1;
    summary.goals_for += match.is_home ? match.home_score : match.away_score;
    summary.goals_against += match.is_home ? match.away_score : match.home_score;
  }
  return summary;
}
