import type { FootballTeamSchedule, TeamScheduleMatch } from '@kanqiu/core/contract/football';
import { describe, expect, it } from 'vitest';
import { scheduleSeasons, seasonOf } from '../schedule-seasons';

const LIV = { id: 'LIV', name: '利物浦', code: 'LIV' };
const ARS = { id: 'ARS', name: '阿森纳', code: 'ARS' };

function match(id: string, season: string, kickoff: string, finished: boolean): TeamScheduleMatch {
  return {
    match_id: id,
    replay_match_id: null,
    kickoff,
    time_known: true,
    competition: { key: 'en.1', season, name: `英超 ${season}` },
    round: '第1轮',
    home_team: LIV,
    away_team: ARS,
    is_home: true,
    opponent: ARS,
    home_score: finished ? 1 : null,
    away_score: finished ? 0 : null,
    half_score: null,
    regular_score: null,
    penalty_score: null,
    finished,
    result: finished ? 'win' : null,
  };
}

const SCHEDULE: FootballTeamSchedule = {
  team: LIV,
  matches: [
    match('a', '2023-24', '2023-08-13T15:30:00.000Z', true),
    match('b', '2024-25', '2024-08-17T11:30:00.000Z', true),
    match('c', '2024-25', '2025-05-25T15:00:00.000Z', true),
    match('d', '2025-26', '2025-08-15T19:00:00.000Z', true),
    match('e', '2025-26', '2026-04-11T14:00:00.000Z', false),
  ],
  next_match_id: 'e',
};

describe('scheduleSeasons', () => {
  it('puts the season of the next match first, the others newest first, with their counts', () => {
    expect(scheduleSeasons(SCHEDULE)).toEqual([
      { value: 'en.1-2025-26', label: '英超 2025-26', played: 1, total: 2 },
      { value: 'en.1-2024-25', label: '英超 2024-25', played: 2, total: 2 },
      { value: 'en.1-2023-24', label: '英超 2023-24', played: 1, total: 1 },
    ]);
  });

  it('lists the newest season first when nothing is left to play', () => {
    const done = { ...SCHEDULE, matches: SCHEDULE.matches.slice(0, 3), next_match_id: null };
    expect(scheduleSeasons(done).map((season) => season.value)).toEqual([
      'en.1-2024-25',
      'en.1-2023-24',
    ]);
  });

  it('names a match’s season by competition key and season', () => {
    expect(seasonOf(match('x', '2024-25', '2024-08-17T11:30:00.000Z', true))).toBe('en.1-2024-25');
  });
});
