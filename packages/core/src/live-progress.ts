import { MATCH_STATUS_FINISHED } from './match-status';

/** The status every scene uses for a match that has not started (kanqiu design). */
const STATUS_NOT_STARTED = 1;

/** What the backwards rule reads of a page: its status, scores and revision, whatever its scene. */
export interface LiveProgress {
  status_id?: unknown;
  revision?: unknown;
  home_team?: unknown;
  away_team?: unknown;
}

function revisionOf(page: LiveProgress): number {
  const revision = page.revision;
  return typeof revision === 'number' && Number.isInteger(revision) && revision >= 0 ? revision : 0;
}

/** 0 not started, 1 under way (any period or break), 2 finished. */
function phaseOf(page: LiveProgress): number | null {
  const status = Number(page.status_id);
  if (!Number.isFinite(status)) return null;
  if (status === MATCH_STATUS_FINISHED) return 2;
  return status === STATUS_NOT_STARTED ? 0 : 1;
}

function scoreOf(team: unknown): number | null {
  if (typeof team !== 'object' || team === null) return null;
  const score = (team as { score?: unknown }).score;
  return typeof score === 'number' && Number.isFinite(score) ? score : null;
}

function lower(next: number | null, held: number | null): boolean {
  return next !== null && held !== null && next < held;
}

/**
 * The "never backwards" rule of docs/contract.md §2.4: true when `next`, a page of the same scene as
 * `held`, would move the match backwards — a finished match unfinished, a started one not started,
 * or either side's score lower — without being a correction. A page is a correction when its
 * `revision` is higher than the held page's: the server corrected its record or restarted a replay
 * (a missing revision counts as 0). Fields a scene does not have are not compared.
 *
 * @example
 * isBackwardsUpdate({ status_id: 4, home_team: { score: 4 } }, { status_id: 2, home_team: { score: 3 } }); // true
 */
export function isBackwardsUpdate(held: LiveProgress, next: LiveProgress): boolean {
  if (revisionOf(next) > revisionOf(held)) return false;
  const phases = [phaseOf(next), phaseOf(held)] as const;
  return (
    lower(phases[0], phases[1]) ||
    lower(scoreOf(next.home_team), scoreOf(held.home_team)) ||
    lower(scoreOf(next.away_team), scoreOf(held.away_team))
  );
}
