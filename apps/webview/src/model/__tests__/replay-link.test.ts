import type { MatchListEntry } from '@kanqiu/core/contract/match';
import { describe, expect, it } from 'vitest';
import { pickPath, replayOf, replayPath } from '../replay-link';

const FINAL: MatchListEntry = {
  match_id: '2058017',
  sport: 'football',
  competition: '2018世界杯 决赛',
  home_team: { id: '4418', name: '法国', code: 'FRA' },
  away_team: { id: '9598', name: '克罗地亚', code: 'CRO' },
  state: 'live',
  kickoff: '2026-11-22T12:01:40.000Z',
  original_kickoff: '2018-07-15T15:00:00Z',
  duration_sec: 6811,
  replay_sec: 100,
  run: 0,
  scene: 'detail_football_match_id_2058017',
  odds_scene: 'detail_football_odds_match_id_2058017',
  venue: '莫斯科卢日尼基体育场',
  status_id: 2,
  status_label: '上半场',
  clock_text: "2'",
  home_score: 0,
  away_score: 0,
};

describe('replayOf', () => {
  it('finds the replay of a pick by kick-off instant and teams, whatever the ids', () => {
    const pick = {
      sport: 'football' as const,
      kickoff: '2018-07-15T15:00:00.000Z',
      home_team: '法国',
      away_team: '克罗地亚',
    };
    expect(replayOf(pick, [FINAL])?.match_id).toBe('2058017');
    expect(replayPath(FINAL)).toBe('/pages/soccer/live/live?match_id=2058017');
  });

  it('finds nothing for another fixture, another time or the teams swapped', () => {
    const base = { sport: 'football' as const, home_team: '法国', away_team: '克罗地亚' };
    expect(replayOf({ ...base, kickoff: '2018-07-15T16:00:00Z' }, [FINAL])).toBeUndefined();
    expect(
      replayOf(
        { ...base, kickoff: '2018-07-15T15:00:00Z', home_team: '克罗地亚', away_team: '法国' },
        [FINAL],
      ),
    ).toBeUndefined();
    expect(replayOf({ ...base, kickoff: 'not a date' }, [FINAL])).toBeUndefined();
  });
});

describe('pickPath', () => {
  it('opens a replayed match on its live page and any other football fixture on its overview', () => {
    expect(pickPath({ sport: 'football', match_id: 'wc2018-064' }, FINAL)).toBe(
      '/pages/soccer/live/live?match_id=2058017',
    );
    expect(pickPath({ sport: 'football', match_id: 'en.1-2025-26-301' }, undefined)).toBe(
      '/pages/soccer/gen/gen?match_id=en.1-2025-26-301',
    );
    expect(pickPath({ sport: 'basketball', match_id: '401656363' }, undefined)).toBeNull();
  });
});
