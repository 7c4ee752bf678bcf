import type { BasketballPlayerBox } from '@kanqiu/core/contract/basketball';
import { describe, expect, it } from 'vitest';
import { boxGroup, playerRow } from '../box-rows';

/** Jayson Tatum's line in Game 5 of the 2024 Finals (ESPN box score). */
const TATUM: BasketballPlayerBox = {
  id: '4065648',
  name: '塔图姆',
  name_en: 'Jayson Tatum',
  shirt_number: 0,
  position: 'SF',
  position_label: '小前锋',
  starter: true,
  on_court: false,
  did_not_play: false,
  dnp_reason: null,
  minutes: 45,
  points: 31,
  fg_made: 11,
  fg_attempted: 24,
  fg3_made: 1,
  fg3_attempted: 7,
  ft_made: 8,
  ft_attempted: 8,
  offensive_rebounds: 1,
  defensive_rebounds: 7,
  rebounds: 8,
  assists: 11,
  steals: 2,
  blocks: 0,
  turnovers: 3,
  fouls: 1,
  plus_minus: 18,
};

const TILLMAN: BasketballPlayerBox = {
  ...TATUM,
  id: '4277964',
  name: '蒂尔曼',
  position: 'F',
  starter: false,
  did_not_play: true,
  dnp_reason: '教练决定',
  minutes: 0,
  points: 0,
};

describe('playerRow', () => {
  it('labels the position from core, 未知 for an unknown one', () => {
    expect(playerRow(TATUM, true).position_label).toBe('小前锋');
    expect(playerRow({ ...TATUM, position: 'UNK' }, true).position_label).toBe('未知');
  });

  it('works out shooting percentages to one decimal, none without an attempt', () => {
    const row = playerRow(TATUM, true);
    expect(row.fg_pct).toBe(45.8);
    expect(row.ft_pct).toBe(100);
    expect(playerRow({ ...TATUM, ft_attempted: 0, ft_made: 0 }, true).ft_pct).toBeNull();
  });

  it('notes a player who has not played: not yet during the game, why after it', () => {
    expect(playerRow(TATUM, true).note).toBeNull();
    expect(playerRow(TILLMAN, false).note).toBe('尚未登场');
    expect(playerRow(TILLMAN, true).note).toBe('未上场 · 教练决定');
  });

  it('marks the five on the court only while the game is on', () => {
    expect(playerRow({ ...TATUM, on_court: true }, false).on_court).toBe(true);
    expect(playerRow({ ...TATUM, on_court: true }, true).on_court).toBe(false);
  });
});

describe('boxGroup', () => {
  it('puts starters and the bench in their own groups', () => {
    expect(boxGroup(playerRow(TATUM, true)).key).toBe('starters');
    expect(boxGroup(playerRow(TILLMAN, true)).key).toBe('bench');
  });
});
