import { worldClockSchema } from '@kanqiu/core/contract/base';
import { matchListSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { realCatalog } from '../../data/__tests__/shared-catalog';

/** The 2018 World Cup's opener (Russia–Saudi Arabia) and final (France–Croatia). */
const OPENER = '2057954';
const FINAL = '2058017';
/** Real seconds the test clock moves per step: an hour of replay at the test speed of 60. */
const STEP_MS = 60_000;

let test: TestServer;

async function readClock() {
  const response = await post(test.baseUrl, '/api/world/clock', {});
  expect(response.status).toBe(200);
  return v.parse(worldClockSchema, response.body.data);
}

describe('POST /api/world/clock', () => {
  beforeAll(async () => {
    test = await startTestServer({ catalog: realCatalog() });
  });
  afterAll(() => test.close());

  it('tells each competition its own now: the replayed World Cup, the NBA Finals, the histories', async () => {
    const clock = await readClock();
    const list = v.parse(matchListSchema, (await post(test.baseUrl, '/api/matches', {})).body.data);
    const wc = clock.competitions.find((c) => c.competition_key === 'wc2018');
    expect(wc).toMatchObject({
      mode: 'replay',
      cycle: 1,
      competition_name: '2018世界杯',
      database: { key: 'wc', season: '2018' },
    });
    expect(clock.competitions.find((c) => c.sport === 'basketball')).toMatchObject({
      mode: 'replay',
      database: null,
    });
    // Every match of the list is in its competition with the same state and seconds.
    for (const entry of list.matches.filter((m) => m.competition_key === 'wc2018')) {
      const held = wc?.matches.find((m) => m.match_id === entry.match_id);
      expect(held?.state).toBe(entry.state);
      expect(held?.replay_sec).toBe(Math.floor(entry.replay_sec));
    }
    expect(wc?.matches[0]?.match_id).toBe(OPENER);
    expect(wc?.matches.at(-1)?.match_id).toBe(FINAL);
    const today = wc?.today ?? '';
    expect(today >= '2018-06-14' && today <= '2018-07-15').toBe(true);
    // The day is that of the latest match that has kicked off.
    const begun = wc?.matches.filter((m) => m.state !== 'upcoming') ?? [];
    expect(begun.length).toBeGreaterThan(0);
    expect(clock.competitions.find((c) => c.competition_key === 'wc2022')).toMatchObject({
      mode: 'history',
      cycle: null,
      today: '2022-12-18',
      database: { key: 'wc', season: '2022' },
      matches: [],
    });
    const premier = clock.competitions.find((c) => c.competition_key === 'en.1');
    expect(premier).toMatchObject({ mode: 'history', competition_name: '英超' });
    expect(premier?.today.startsWith('2026-')).toBe(true);
    // The replayed competition is not listed again as history.
    expect(clock.competitions.filter((c) => c.competition_key === 'wc2018')).toHaveLength(1);
  });

  it('counts the replay’s passes: after the final’s pause the tournament starts over as cycle 2 on its first day', async () => {
    const seen: { cycle: number | null; today: string; finalState: string }[] = [];
    for (let step = 0; step < 60; step++) {
      const wc = (await readClock()).competitions.find((c) => c.competition_key === 'wc2018');
      const final = wc?.matches.find((m) => m.match_id === FINAL);
      seen.push({
        cycle: wc?.cycle ?? null,
        today: wc?.today ?? '',
        finalState: final?.state ?? '',
      });
      if (wc?.cycle === 2) break;
      test.advance(STEP_MS);
    }
    const restart = seen.findIndex((s) => s.cycle === 2);
    expect(restart).toBeGreaterThan(0);
    // Cycle 1 reached the final before the restart; the new pass begins at the opening day.
    expect(seen[restart - 1]).toMatchObject({ cycle: 1, today: '2018-07-15' });
    expect(seen[restart - 1]?.finalState).not.toBe('upcoming');
    expect(seen[restart]?.today).toBe('2018-06-14');
    expect(seen[restart]?.finalState).toBe('upcoming');
  });
});
