import type { CompetitionClock, WorldClock } from '@kanqiu/core/contract';
import { describe, expect, it } from 'vitest';
import { seasonReplayPass } from '../season-replay-pass';

const worldCup: CompetitionClock = {
  competition_key: 'wc2018',
  competition_name: '2018世界杯',
  sport: 'football',
  mode: 'replay',
  cycle: 3,
  today: '2018-06-14',
  database: { key: 'wc', season: '2018' },
  matches: [],
};
const worldCup2022: CompetitionClock = {
  ...worldCup,
  competition_key: 'wc2022',
  competition_name: '2022世界杯',
  mode: 'history',
  cycle: null,
  today: '2022-12-18',
  database: { key: 'wc', season: '2022' },
};
const clock: WorldClock = { server_time: 0, competitions: [worldCup, worldCup2022] };

describe('seasonReplayPass', () => {
  it('names the pass of the replayed competition a database season belongs to', () => {
    expect(seasonReplayPass(clock, 'wc-2018')).toEqual({ pass: 3, competition: worldCup });
  });

  it('is null for a season the replay does not play, and on the first pass', () => {
    expect(seasonReplayPass(clock, 'wc-2022')).toBeNull();
    expect(seasonReplayPass(clock, 'en.1-2025-26')).toBeNull();
    const first = { ...clock, competitions: [{ ...worldCup, cycle: 1 }] };
    expect(seasonReplayPass(first, 'wc-2018')).toBeNull();
  });
});
