import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FOOTBALL_STATUS_LABELS,
  FootballStatus,
  footballOverviewRequestSchema,
  footballStatusSchema,
  footballTeamRequestSchema,
  isFootballInPlay,
} from '../index';

describe('football call schemas', () => {
  it('reads a team id as an upper-case code or a Wyscout id, and refuses anything else', () => {
    expect(v.parse(footballTeamRequestSchema, { team_id: 'fra' })).toEqual({ team_id: 'FRA' });
    expect(
      v.parse(footballTeamRequestSchema, { team_id: 4418, key: 'wc', season: '2018' }),
    ).toEqual({
      team_id: '4418',
      key: 'wc',
      season: '2018',
    });
    for (const bad of ['', 'F', '../x', 'FR A', -1, 1.5, null]) {
      expect(v.safeParse(footballTeamRequestSchema, { team_id: bad }).success).toBe(false);
    }
  });

  it('reads a match id of the replay or of the results history', () => {
    for (const id of ['2058017', 'wc2022-064', 'en.1-2025-26-301']) {
      expect(v.parse(footballOverviewRequestSchema, { match_id: id })).toEqual({ match_id: id });
    }
    expect(v.parse(footballOverviewRequestSchema, { match_id: 2058017 }).match_id).toBe('2058017');
    for (const bad of ['', '.hidden', '../etc', '<b>', 1.5]) {
      expect(v.safeParse(footballOverviewRequestSchema, { match_id: bad }).success).toBe(false);
    }
  });

  it('labels the statuses of extra time and the shoot-out, and knows which are in play', () => {
    expect(FOOTBALL_STATUS_LABELS[FootballStatus.ExtraTimeFirstHalf]).toBe('加时赛上半场');
    expect(FOOTBALL_STATUS_LABELS[FootballStatus.ExtraTimeSecondHalf]).toBe('加时赛下半场');
    expect(FOOTBALL_STATUS_LABELS[FootballStatus.Penalties]).toBe('点球大战');
    for (const code of Object.values(FootballStatus)) {
      expect(v.is(footballStatusSchema, code)).toBe(true);
      expect(FOOTBALL_STATUS_LABELS[code]).toMatch(/\p{Script=Han}/u);
    }
    expect([2, 4, 6, 8].every(isFootballInPlay)).toBe(true);
    expect([1, 3, 5, 7, 9, 10, 11].some(isFootballInPlay)).toBe(false);
  });
});
