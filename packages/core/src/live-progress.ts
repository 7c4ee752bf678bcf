import { MATCH_STATUS_FINISHED } from './match-status';

/** The status every scene uses for a match that has not started (kanqiu design). */
const STATUS_NOT_STARTED = 1;

/** What the backwards rule reads of a page: its status, scores and revision, whatever its scene. */
export interface LiveProgress {
  status_id?: unknown;
  sport?: unknown;
  period?: unknown;
  revision?: unknown;
  home_team?: unknown;
  away_team?: unknown;
}

function revisionOf(page: LiveProgress): number {
  const revision = page.revision;
  return typeof revision === 'number' && Number.isInteger(revision) && revision >= 0 ? revision : 0;
}

/**
 * How far a match's status is, comparable between two pages of it. Football's statuses run in
 * order (not started, first half, half time, second half, finished); basketball's alternate between
 * play and break, so there only not started (0), under way (1) and finished (2) are ordered, and the
 * `period` says the rest.
 */
function phaseOf(page: LiveProgress): number | null {
  const status = countOf(page.status_id);
  if (status === null) return null;
  if (page.sport === 'football') return status;
  if (status === MATCH_STATUS_FINISHED) return 2;
  return status === STATUS_NOT_STARTED ? 0 : 1;
}

function countOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function scoreOf(team: unknown): number | null {
  if (typeof team !== 'object' || team === null) return null;
  return countOf((team as { score?: unknown }).score);
}

function lower(next: number | null, held: number | null): boolean {
  return next !== null && held !== null && next < held;
}

/**
 * The "never backwards" rule of docs/contract.md §2.4: true when `next`, a page of the same scene as
 * `held`, would move the match backwards — an earlier status (a finished match unfinished, a started
 * one not started, a football second half back to the first), an earlier basketball period, or
 * either side's score lower — without being a correction. A page is a correction when its
 * `revision` is higher than the held page's: the server corrected its record or restarted a replay
 * (a missing revision counts as 0). Fields a scene does not have are not compared.
 *
 * @example
 * isBackwardsUpdate({ status_id: 4, home_team: { score: 4 } }, { status_id: 2, home_team: { score: 3 } }); // true
 */
export function isBackwardsUpdate(held: LiveProgress, next: LiveProgress): boolean {
  if (revisionOf(next) > revisionOf(held)) return false;
  const sameSport = next.sport === held.sport;
  return (
    (sameSport && lower(phaseOf(next), phaseOf(held))) ||
    lower(countOf(next.period), countOf(held.period)) ||
    lower(scoreOf(next.home_team), scoreOf(held.home_team)) ||
    lower(scoreOf(next.away_team), scoreOf(held.away_team))
  );
}
