import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FootballStatus,
  footballIncidentSchema,
  lineupSchema,
  MODEL_MARKETS,
  matchRequestSchema,
  oddsPageSchema,
  standingRowSchema,
} from '../index';

describe('scene payload schemas', () => {
  it('reads a match id as a string from a string or a number, and refuses anything else', () => {
    expect(v.parse(matchRequestSchema, { match_id: '2058017' })).toEqual({ match_id: '2058017' });
    expect(v.parse(matchRequestSchema, { match_id: 401656359 })).toEqual({ match_id: '401656359' });
    for (const bad of ['', '../etc', '<b>1</b>', -1, 1.5, null]) {
      const result = v.safeParse(matchRequestSchema, { match_id: bad });
      expect(result.success).toBe(false);
    }
  });

  it('accepts only docs/behaviour.md §3 event codes on incidents', () => {
    const incident = {
      id: 'a',
      type: 1,
      type_label: '进球',
      minute: 18,
      added: 0,
      minute_text: "18'",
      position: 1,
      player_id: '1',
      player_name: '曼朱基奇',
      player2_id: null,
      player2_name: null,
      reason_type: null,
      home_score: 1,
      away_score: 0,
      text: '曼朱基奇（乌龙球）',
    };
    expect(v.safeParse(footballIncidentSchema, incident).success).toBe(true);
    expect(v.safeParse(footballIncidentSchema, { ...incident, type: 14 }).success).toBe(false);
    expect(v.safeParse(footballIncidentSchema, { ...incident, position: 3 }).success).toBe(false);
  });

  it('insists that odds pages say they are modelled', () => {
    const page = {
      match_id: '1',
      sport: 'football',
      competition: '测试',
      status_id: FootballStatus.FirstHalf,
      status_label: '上半场',
      time_text: "10'",
      home_team: { id: 'h', name: '主', code: 'H', score: 0 },
      away_team: { id: 'a', name: '客', code: 'A', score: 0 },
      modelled: true,
      notice: '模型计算',
      markets: [],
    };
    expect(v.safeParse(oddsPageSchema, page).success).toBe(true);
    expect(v.safeParse(oddsPageSchema, { ...page, modelled: false }).success).toBe(false);
  });

  it('tells football and basketball lineups apart by sport', () => {
    const team = { team: { id: '2', name: '凯尔特人', code: 'BOS' }, starters: [], bench: [] };
    expect(
      v.safeParse(lineupSchema, { match_id: '1', sport: 'basketball', home: team, away: team })
        .success,
    ).toBe(true);
    expect(
      v.safeParse(lineupSchema, { match_id: '1', sport: 'football', home: team, away: team })
        .success,
    ).toBe(false);
  });

  it('allows basketball standings without goals or points', () => {
    const row = {
      rank: 1,
      team: { id: '2', name: '凯尔特人', code: 'BOS' },
      played: 82,
      win: 64,
      draw: 0,
      lose: 18,
      goals_for: null,
      goals_against: null,
      goal_diff: null,
      points: null,
      win_rate: 0.78,
      highlight: true,
    };
    expect(v.safeParse(standingRowSchema, row).success).toBe(true);
  });

  it('lists btts among the model markets (the gm model)', () => {
    expect(MODEL_MARKETS).toContain('btts');
    expect(MODEL_MARKETS).not.toContain('moneyline');
  });
});
