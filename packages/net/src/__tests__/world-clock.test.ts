import type { CompetitionClock, WorldClock } from '@kanqiu/core/contract/base';
import { describe, expect, it } from 'vitest';
import {
  competitionOfMatch,
  contextSeason,
  replayedCompetition,
  replayPass,
  replayPassesOf,
  worldMatchState,
} from '../world/index';

const worldCup: CompetitionClock = {
  competition_key: 'wc2018',
  competition_name: '2018世界杯',
  sport: 'football',
  mode: 'replay',
  cycle: 2,
  today: '2018-07-11',
  database: { key: 'wc', season: '2018' },
  matches: [
    {
      match_id: '2058015',
      state: 'live',
      replay_sec: 1200,
      original_kickoff: '2018-07-10T18:00:00Z',
    },
    {
      match_id: '2058017',
      state: 'upcoming',
      replay_sec: 0,
      original_kickoff: '2018-07-15T15:00:00Z',
    },
  ],
};
const finals: CompetitionClock = {
  competition_key: 'nba',
  competition_name: 'NBA总决赛',
  sport: 'basketball',
  mode: 'replay',
  cycle: 1,
  today: '2024-06-07',
  database: null,
  matches: [
    {
      match_id: '401656359',
      state: 'finished',
      replay_sec: 2880,
      original_kickoff: '2024-06-07T00:30:00Z',
    },
  ],
};
const premier: CompetitionClock = {
  competition_key: 'en.1',
  competition_name: '英超',
  sport: 'football',
  mode: 'history',
  cycle: null,
  today: '2026-03-22',
  database: { key: 'en.1', season: '2025-26' },
  matches: [],
};
const clock: WorldClock = { server_time: 0, competitions: [worldCup, finals, premier] };

describe('the world clock readers', () => {
  it('find a match, its competition and its state', () => {
    expect(competitionOfMatch(clock, '2058017')?.competition_key).toBe('wc2018');
    expect(worldMatchState(clock, '2058015')).toBe('live');
    expect(worldMatchState(clock, 'en.1-2025-26-001')).toBeUndefined();
    expect(replayedCompetition(clock, 'basketball')?.competition_key).toBe('nba');
  });

  it('open a team page on the season of the match it came from, else on the replayed one', () => {
    expect(contextSeason(clock, '2058015')).toBe('wc-2018');
    expect(contextSeason(clock, null)).toBe('wc-2018');
    expect(contextSeason(clock, 'unknown')).toBe('wc-2018');
    expect(contextSeason({ server_time: 0, competitions: [finals, premier] }, null)).toBeNull();
  });

  it('name the replay’s pass only from the second on', () => {
    expect(replayPass(worldCup)).toBe(2);
    expect(replayPass(finals)).toBeNull();
    expect(replayPass(premier)).toBeNull();
    const passes = replayPassesOf([
      { competition_key: 'wc2018', sport: 'football', run: 1 },
      { competition_key: 'wc2018', sport: 'football', run: 2 },
      { competition_key: 'nba', sport: 'basketball', run: 0 },
    ]);
    expect([...passes]).toEqual([['wc2018', 2]]);
  });
});
