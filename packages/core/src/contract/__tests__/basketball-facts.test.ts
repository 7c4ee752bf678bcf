import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { basketballPositionLabel } from '../../position';
import {
  BASKETBALL_POSITION_UNKNOWN,
  basketballPlayerBoxSchema,
  basketballPositionSchema,
  basketballTeamRequestSchema,
} from '../index';

describe('basketball fact schemas', () => {
  it('accepts the seven positions and UNK, which reads as 未知, and nothing else', () => {
    for (const code of ['C', 'SF', 'PF', 'SG', 'PG', 'F', 'G', 'UNK']) {
      expect(v.is(basketballPositionSchema, code)).toBe(true);
    }
    for (const code of ['X', '', 'c', null])
      expect(v.is(basketballPositionSchema, code)).toBe(false);
    expect(basketballPositionLabel(BASKETBALL_POSITION_UNKNOWN)).toBe('未知');
  });

  it('reads a team id as a string of digits, from a string or a number', () => {
    expect(v.parse(basketballTeamRequestSchema, { team_id: 2 })).toEqual({ team_id: '2' });
    expect(v.parse(basketballTeamRequestSchema, { team_id: '6' })).toEqual({ team_id: '6' });
    for (const bad of ['BOS', '', '1.5', -1, 1.5, null]) {
      expect(v.safeParse(basketballTeamRequestSchema, { team_id: bad }).success).toBe(false);
    }
  });

  it('requires the DNP fields on a box score line', () => {
    const line = {
      id: '6461',
      name: '莫里斯',
      name_en: 'Markieff Morris',
      shirt_number: 88,
      position: 'PF',
      position_label: '大前锋',
      starter: false,
      on_court: false,
      did_not_play: true,
      dnp_reason: '教练决定',
      minutes: 0,
      points: 0,
      fg_made: 0,
      fg_attempted: 0,
      fg3_made: 0,
      fg3_attempted: 0,
      ft_made: 0,
      ft_attempted: 0,
      offensive_rebounds: 0,
      defensive_rebounds: 0,
      rebounds: 0,
      assists: 0,
      steals: 0,
      blocks: 0,
      turnovers: 0,
      fouls: 0,
      plus_minus: 0,
    };
    expect(v.is(basketballPlayerBoxSchema, line)).toBe(true);
    const { did_not_play: _, ...withoutDnp } = line;
    expect(v.is(basketballPlayerBoxSchema, withoutDnp)).toBe(false);
  });
});
