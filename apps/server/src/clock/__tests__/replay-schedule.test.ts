import { describe, expect, it } from 'vitest';
import {
  POST_MATCH_SEC,
  PRE_MATCH_SEC,
  ReplaySchedule,
  type SchedulableMatch,
} from '../replay-schedule';

const START = Date.UTC(2026, 0, 1);
const MATCHES: SchedulableMatch[] = [
  { id: 'f1', sport: 'football', durationSec: 6_300 },
  { id: 'f2', sport: 'football', durationSec: 6_400 },
  { id: 'f3', sport: 'football', durationSec: 6_200 },
  { id: 'b1', sport: 'basketball', durationSec: 8_000 },
  { id: 'b2', sport: 'basketball', durationSec: 8_100 },
];

function states(schedule: ReplaySchedule, now: number) {
  return Object.fromEntries(
    MATCHES.map((match) => [match.id, schedule.position(match.id, now).state]),
  );
}

describe('ReplaySchedule', () => {
  it('starts with football live, finished and upcoming, and a live basketball game', () => {
    const schedule = new ReplaySchedule({ matches: MATCHES, speed: 30, seed: 7, startAt: START });
    const football = ['f1', 'f2', 'f3'].map((id) => schedule.position(id, START).state).sort();
    expect(football).toEqual(['finished', 'live', 'upcoming']);
    const basketball = ['b1', 'b2'].map((id) => schedule.position(id, START).state).sort();
    expect(basketball).toEqual(['finished', 'live']);
    for (const match of MATCHES) {
      const position = schedule.position(match.id, START);
      if (position.state === 'live') {
        expect(position.t).toBeGreaterThan(0.15 * match.durationSec);
        expect(position.t).toBeLessThan(0.75 * match.durationSec);
      }
    }
  });

  it('is the same for the same seed and differs across seeds', () => {
    const arrangement = (seed: number) => {
      const schedule = new ReplaySchedule({ matches: MATCHES, speed: 30, seed, startAt: START });
      return MATCHES.map((match) => schedule.position(match.id, START).t);
    };
    expect(arrangement(42)).toEqual(arrangement(42));
    const seeds = [1, 2, 3, 4, 5].map((seed) => arrangement(seed).join());
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('moves replay time at the speed factor', () => {
    const schedule = new ReplaySchedule({
      matches: MATCHES,
      speed: 30,
      seed: 1,
      startAt: START,
      starts: new Map([['f1', 100]]),
    });
    expect(schedule.position('f1', START).t).toBe(100);
    expect(schedule.position('f1', START + 2_000).t).toBe(160);
    const realTime = new ReplaySchedule({
      matches: MATCHES,
      speed: 1,
      seed: 1,
      startAt: START,
      starts: new Map([['f1', 100]]),
    });
    expect(realTime.position('f1', START + 2_000).t).toBe(102);
  });

  it('goes upcoming → live → finished and restarts as a new run', () => {
    const speed = 60;
    const schedule = new ReplaySchedule({
      matches: MATCHES,
      speed,
      seed: 1,
      startAt: START,
      starts: new Map([['f1', -60]]),
    });
    const at = (replaySec: number) => schedule.position('f1', START + (replaySec / speed) * 1000);
    expect(at(0)).toMatchObject({ state: 'upcoming', run: 0, t: -60, matchT: 0 });
    expect(at(0).kickoffMs).toBe(START + 1_000);
    expect(at(60)).toMatchObject({ state: 'live', run: 0, t: 0 });
    expect(at(60 + 6_299)).toMatchObject({ state: 'live', matchT: 6_299 });
    expect(at(60 + 6_300)).toMatchObject({ state: 'finished', matchT: 6_300 });
    const nextKickoff = 60 + 6_300 + POST_MATCH_SEC + PRE_MATCH_SEC;
    expect(at(nextKickoff - 1)).toMatchObject({ state: 'upcoming', run: 1, matchT: 0 });
    expect(at(nextKickoff)).toMatchObject({ state: 'live', run: 1, t: 0 });
    expect(at(nextKickoff).kickoffMs).toBe(START + (nextKickoff / speed) * 1000);
  });

  it('keeps a live match in every sport most of the time', () => {
    const schedule = new ReplaySchedule({ matches: MATCHES, speed: 30, seed: 3, startAt: START });
    let withLiveFootball = 0;
    const samples = 500;
    for (let i = 0; i < samples; i++) {
      const now = START + i * 2_000;
      if (
        Object.entries(states(schedule, now)).some(
          ([id, state]) => id.startsWith('f') && state === 'live',
        )
      ) {
        withLiveFootball += 1;
      }
    }
    expect(withLiveFootball / samples).toBeGreaterThan(0.5);
  });

  it('seeks a match to a point as a new run', () => {
    const schedule = new ReplaySchedule({ matches: MATCHES, speed: 30, seed: 1, startAt: START });
    const before = schedule.position('f2', START + 5_000);
    const after = schedule.seek('f2', 1_000, START + 5_000);
    expect(after).toMatchObject({ state: 'live', t: 1_000, run: before.run + 1 });
    expect(schedule.position('f2', START + 6_000).t).toBe(1_030);
    expect(schedule.seek('f2', -30, START + 6_000)).toMatchObject({
      state: 'upcoming',
      run: before.run + 2,
    });
  });

  it('refuses bad speeds, unknown matches and start points outside a cycle', () => {
    expect(
      () => new ReplaySchedule({ matches: MATCHES, speed: 0, seed: 1, startAt: START }),
    ).toThrow(RangeError);
    const schedule = new ReplaySchedule({ matches: MATCHES, speed: 30, seed: 1, startAt: START });
    expect(schedule.has('nope')).toBe(false);
    expect(() => schedule.position('nope', START)).toThrow(/nope/);
    expect(() => schedule.seek('f1', -PRE_MATCH_SEC - 1, START)).toThrow(RangeError);
    expect(
      () =>
        new ReplaySchedule({
          matches: MATCHES,
          speed: 30,
          seed: 1,
          startAt: START,
          starts: new Map([['f1', 6_300 + POST_MATCH_SEC]]),
        }),
    ).toThrow(RangeError);
  });
});
