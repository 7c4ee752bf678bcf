import type { FootballTeamSchedule, TeamScheduleMatch } from '@kanqiu/core/contract/football';

/** Which matches of a season the schedule lists: all, home only, away only. */
export type ScheduleFilter = 'all' | 'home' | 'away';

/** One competition season of a team's schedule. */
export interface ScheduleSeason {
  /** `wc-2018`, `en.1-2024-25`. */
  value: string;
  /** `2018世界杯`, `英超 2024-25`. */
  label: string;
  played: number;
  total: number;
}

/** The competition season a match belongs to, as a {@link ScheduleSeason} value. */
export function seasonOf(match: Pick<TeamScheduleMatch, 'competition'>): string {
  return `${match.competition.key}-${match.competition.season}`;
}

/**
 * The competition seasons of a schedule: the season of the next match first (what a fan opens the
 * schedule for), then the others newest first.
 */
export function scheduleSeasons(schedule: FootballTeamSchedule): ScheduleSeason[] {
  const byValue = new Map<string, ScheduleSeason & { last: string }>();
  for (const match of schedule.matches) {
    const value = seasonOf(match);
    const season = byValue.get(value) ?? {
      value,
      label: match.competition.name,
      played: 0,
      total: 0,
      last: match.kickoff,
    };
    season.total += 1;
    if (match.finished) season.played += 1;
    if (match.kickoff > season.last) season.last = match.kickoff;
    byValue.set(value, season);
  }
  const next = schedule.matches.find((match) => match.match_id === schedule.next_match_id);
  const nextSeason = next ? seasonOf(next) : null;
  return [...byValue.values()]
    .sort((a, b) =>
      a.value === nextSeason ? -1 : b.value === nextSeason ? 1 : b.last.localeCompare(a.last),
    )
    .map(({ last: _last, ...season }) => season);
}
