import type { MatchListEntry } from '@kanqiu/core/contract/match';
import { describe, expect, it } from 'vitest';
import { competitionsOf, groupMatches } from '../match-groups';

const team = (code: string) => ({ id: code, name: code, code });

function entry(
  id: string,
  sport: 'football' | 'basketball',
  state: MatchListEntry['state'],
  kickoff: string,
): MatchListEntry {
  const football = sport === 'football';
  return {
    match_id: id,
    sport,
    competition: football ? '2018世界杯 C组' : 'NBA总决赛 第5场',
    home_team: team('H'),
    away_team: team('A'),
    state,
    kickoff,
    original_kickoff: kickoff,
    duration_sec: 6600,
    replay_sec: 0,
    run: 0,
    scene: '',
    odds_scene: '',
    venue: null,
    status_id: 1,
    status_label: '',
    clock_text: '',
    home_score: 0,
    away_score: 0,
    competition_key: football ? 'wc2018' : 'basketball',
    competition_name: football ? '2018世界杯' : 'NBA总决赛',
    stage: football ? 'C组' : '第5场',
    penalty_score: null,
  };
}

// Beijing is UTC+8: 2026-11-24T17:00Z is already the 25th there.
const LIST = [
  entry('f-old', 'football', 'finished', '2026-11-23T12:00:00.000Z'),
  entry('f-done', 'football', 'finished', '2026-11-24T04:00:00.000Z'),
  entry('b-done', 'basketball', 'finished', '2026-11-24T03:00:00.000Z'),
  entry('f-live', 'football', 'live', '2026-11-24T05:00:00.000Z'),
  entry('b-live', 'basketball', 'live', '2026-11-24T05:10:00.000Z'),
  entry('f-late', 'football', 'upcoming', '2026-11-24T17:00:00.000Z'),
  entry('f-next', 'football', 'upcoming', '2026-11-24T06:00:00.000Z'),
];

/** Matches in one day: enough that a pass quadratic in them takes seconds. */
const LONG_DAY_MATCHES = 50_000;
/** Far above one linear pass (well under a second on a loaded machine), far below the quadratic one. */
const LONG_DAY_BUDGET_MS = 3_000;

const ids = (section: ReturnType<typeof groupMatches>[number] | undefined) =>
  (section?.days ?? []).map((day) => [
    day.date,
    day.groups.map((group) => [group.key, group.matches.map((m) => m.match_id)]),
  ]);

describe('groupMatches', () => {
  it('puts the live matches first, then the upcoming by day, then the finished, latest first', () => {
    const sections = groupMatches(LIST, { sport: 'all', competition: 'all' });
    expect(sections.map((section) => [section.state, section.count])).toEqual([
      ['live', 2],
      ['upcoming', 2],
      ['finished', 3],
    ]);
    expect(ids(sections[0])).toEqual([
      [
        '',
        [
          ['wc2018', ['f-live']],
          ['basketball', ['b-live']],
        ],
      ],
    ]);
    expect(ids(sections[1])).toEqual([
      ['2026-11-24', [['wc2018', ['f-next']]]],
      ['2026-11-25', [['wc2018', ['f-late']]]],
    ]);
    expect(ids(sections[2])).toEqual([
      [
        '2026-11-24',
        [
          ['wc2018', ['f-done']],
          ['basketball', ['b-done']],
        ],
      ],
      ['2026-11-23', [['wc2018', ['f-old']]]],
    ]);
  });

  it('keeps only the sport and the competition asked for', () => {
    const basketball = groupMatches(LIST, { sport: 'basketball', competition: 'all' });
    expect(basketball.flatMap((s) => s.days.flatMap((d) => d.groups.map((g) => g.key)))).toEqual([
      'basketball',
      'basketball',
    ]);
    const worldCup = groupMatches(LIST, { sport: 'all', competition: 'wc2018' });
    expect(worldCup.reduce((sum, section) => sum + section.count, 0)).toBe(5);
  });

  it('groups a long day in time linear in its matches, keeping every one in kick-off order', () => {
    // Copying a day's matches for each added match took many seconds at this size; one pass, far less.
    const kickoff = (i: number) => new Date(Date.UTC(2026, 10, 24, 1, 0, i)).toISOString();
    const day = Array.from({ length: LONG_DAY_MATCHES }, (_, i) =>
      entry(`m${i}`, 'football', 'upcoming', kickoff(i)),
    );
    const started = performance.now();
    const [upcoming] = groupMatches(day, { sport: 'all', competition: 'all' });
    expect(performance.now() - started).toBeLessThan(LONG_DAY_BUDGET_MS);
    expect(upcoming?.days.map((d) => [d.date, d.count])).toEqual([
      ['2026-11-24', LONG_DAY_MATCHES],
    ]);
    const matches = upcoming?.days[0]?.groups[0]?.matches ?? [];
    expect(matches.map((m) => m.match_id)).toEqual(day.map((m) => m.match_id));
  });

  it('names the competitions of a sport in the order they appear', () => {
    expect(competitionsOf(LIST, 'all')).toEqual([
      { key: 'wc2018', name: '2018世界杯' },
      { key: 'basketball', name: 'NBA总决赛' },
    ]);
    expect(competitionsOf(LIST, 'football')).toEqual([{ key: 'wc2018', name: '2018世界杯' }]);
  });
});
