import type { LineupSubstitution } from '@kanqiu/core/contract/match';
import { describe, expect, it } from 'vitest';
import { minuteOf, orderBench, substitutionOff, substitutionTimeline } from '../lineup-lists';
import { player } from './lineup-fixtures';

function sub(minute: number, inId: string, outId: string): LineupSubstitution {
  return {
    minute,
    minute_text: `${minute}'`,
    in_player_id: inId,
    in_player_name: `球员${inId}`,
    out_player_id: outId,
    out_player_name: `球员${outId}`,
  };
}

describe('minuteOf', () => {
  it('reads plain and stoppage-time minutes', () => {
    expect(minuteOf("55'")).toBe(55);
    expect(minuteOf("90+3'")).toBe(93);
    expect(minuteOf(null)).toBeNull();
    expect(minuteOf('中场')).toBeNull();
  });
});

describe('orderBench', () => {
  it('lists who came on first, in order, then the rest by position and shirt number', () => {
    const bench = [
      player({ id: '23', position: 'G' }),
      player({ id: '11', position: 'F' }),
      player({ id: '3', position: 'D' }),
      player({ id: '18', position: 'M', sub_in: "81'" }),
      player({ id: '8', position: 'M' }),
      player({ id: '15', position: 'M', sub_in: "55'" }),
      player({ id: '16', position: 'G' }),
      player({ id: '20', position: 'F', sub_in: "90+2'" }),
    ];
    expect(orderBench(bench).map((p) => p.id)).toEqual([
      '15',
      '18',
      '20',
      '16',
      '23',
      '3',
      '8',
      '11',
    ]);
  });

  it('puts players without a shirt number last in their position', () => {
    const bench = [
      player({ id: 'a', position: 'D', shirt_number: null }),
      player({ id: 'b', position: 'D', shirt_number: 30 }),
    ];
    expect(orderBench(bench).map((p) => p.id)).toEqual(['b', 'a']);
  });
});

describe('substitutionTimeline', () => {
  it('merges both teams by minute, home first within a minute, each team’s order kept', () => {
    const home = [sub(55, 'h1', 'h2'), sub(73, 'h3', 'h4'), sub(81, 'h5', 'h6')];
    const away = [sub(71, 'a1', 'a2'), sub(81, 'a3', 'a4'), sub(81, 'a5', 'a6')];
    expect(
      substitutionTimeline(home, away).map((s) => `${s.side}:${s.substitution.in_player_id}`),
    ).toEqual(['home:h1', 'away:a1', 'home:h3', 'home:h5', 'away:a3', 'away:a5']);
  });

  it('is empty before any change', () => {
    expect(substitutionTimeline([], [])).toEqual([]);
  });
});

describe('substitutionOff', () => {
  it('finds the change that took a player off', () => {
    const changes = [sub(55, '8200', '31528'), sub(73, '209091', '25437')];
    expect(substitutionOff(changes, '25437')?.in_player_id).toBe('209091');
    expect(substitutionOff(changes, '25381')).toBeUndefined();
  });
});
