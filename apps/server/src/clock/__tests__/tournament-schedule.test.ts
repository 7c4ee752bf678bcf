import { describe, expect, it } from 'vitest';
import { PRE_MATCH_SEC, ReplaySchedule, type SchedulableMatch } from '../replay-schedule';
import { TOURNAMENT_SLOT_SEC } from '../tournament-timeline';

const START = Date.UTC(2026, 0, 1);

/** A small tournament: two matches a day at different times, then two kicking off together. */
const CUP: SchedulableMatch[] = [
  ['c1', '2018-06-14T15:00:00Z', 6_700],
  ['c2', '2018-06-15T12:00:00Z', 6_600],
  ['c3', '2018-06-15T15:00:00Z', 6_800],
  ['c4', '2018-06-16T10:00:00Z', 6_650],
  ['c5', '2018-06-16T13:00:00Z', 6_750],
  ['c6', '2018-06-17T14:00:00Z', 6_700],
  ['c7', '2018-06-17T14:00:00Z', 6_720],
  ['c8', '2018-06-18T18:00:00Z', 9_600],
  ['c9', '2018-06-19T18:00:00Z', 6_900],
].map(([id, kickoff, duration]) => ({
  id: id as string,
  sport: 'football',
  durationSec: duration as number,
  tournament: 'cup',
  originalKickoff: kickoff as string,
}));
const GAMES: SchedulableMatch[] = [
  { id: 'b1', sport: 'basketball', durationSec: 8_000 },
  { id: 'b2', sport: 'basketball', durationSec: 8_100 },
];

function kickoffs(schedule: ReplaySchedule, now: number): Map<string, number> {
  return new Map(CUP.map((match) => [match.id, schedule.position(match.id, now).kickoffMs]));
}

describe('ReplaySchedule of a tournament', () => {
  it('kicks the matches off in their real order, 40 replay minutes apart, together when they were', () => {
    const speed = 30;
    const schedule = new ReplaySchedule({ matches: CUP, speed, seed: 5, startAt: START });
    // The matches of a tournament share one cycle, so their kick-offs are those of one run.
    const at = kickoffs(schedule, START);
    const times = CUP.map((match) => at.get(match.id) as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const gapMs = (TOURNAMENT_SLOT_SEC / speed) * 1000;
    const gap = (a: string, b: string) => (at.get(b) as number) - (at.get(a) as number);
    expect([gap('c1', 'c2'), gap('c2', 'c3'), gap('c5', 'c6'), gap('c7', 'c8')]).toEqual([
      gapMs,
      gapMs,
      gapMs,
      gapMs,
    ]);
    expect(at.get('c6')).toBe(at.get('c7'));
  });

  it('starts with several matches live, the earlier ones finished and the later ones upcoming', () => {
    for (const seed of [1, 2, 3, 7, 2018]) {
      const schedule = new ReplaySchedule({ matches: CUP, speed: 30, seed, startAt: START });
      const states = CUP.map((match) => schedule.position(match.id, START).state);
      expect(states.filter((state) => state === 'live').length).toBeGreaterThanOrEqual(2);
      const order = ['finished', 'live', 'upcoming'];
      const ranks = states.map((state) => order.indexOf(state));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('keeps about three matches live at once through the tournament, then starts it again', () => {
    const speed = 60;
    const schedule = new ReplaySchedule({ matches: CUP, speed, seed: 4, startAt: START });
    const counts: number[] = [];
    for (let minute = 0; minute < 600; minute += 2) {
      const now = START + minute * 60_000;
      counts.push(CUP.filter((m) => schedule.position(m.id, now).state === 'live').length);
    }
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(mean).toBeGreaterThan(2);
    const runs = new Set(
      Array.from({ length: 40 }, (_, i) => schedule.position('c1', START + i * 900_000).run),
    );
    expect(runs.size).toBeGreaterThan(1);
  });

  it('a match moved or given a start leaves the tournament and cycles on its own', () => {
    const schedule = new ReplaySchedule({
      matches: [...CUP, ...GAMES],
      speed: 30,
      seed: 9,
      startAt: START,
      starts: new Map([['c9', 1_000]]),
    });
    expect(schedule.position('c9', START)).toMatchObject({ state: 'live', t: 1_000 });
    const before = schedule.position('c1', START);
    expect(schedule.seek('c1', -30, START)).toMatchObject({
      state: 'upcoming',
      run: before.run + 1,
    });
    expect(schedule.position('c1', START + 2_000).t).toBe(30);
    // The rest of the tournament keeps its timetable.
    expect(schedule.position('c2', START).kickoffMs).toBe(
      new ReplaySchedule({
        matches: [...CUP, ...GAMES],
        speed: 30,
        seed: 9,
        startAt: START,
        starts: new Map([['c9', 1_000]]),
      }).position('c2', START).kickoffMs,
    );
    expect(PRE_MATCH_SEC).toBeGreaterThan(0);
  });

  it('leaves the arrangement of matches outside any tournament as it was', () => {
    const alone = new ReplaySchedule({ matches: GAMES, speed: 30, seed: 11, startAt: START });
    const mixed = new ReplaySchedule({
      matches: [...CUP, ...GAMES],
      speed: 30,
      seed: 11,
      startAt: START,
    });
    for (const game of GAMES) {
      expect(mixed.position(game.id, START)).toEqual(alone.position(game.id, START));
    }
  });
});
