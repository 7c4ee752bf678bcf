import { describe, expect, it } from 'vitest';
import { isBackwardsUpdate } from '../index';

const football = (status: number, home: number, away: number, revision?: number) => ({
  sport: 'football',
  status_id: status,
  home_team: { score: home },
  away_team: { score: away },
  ...(revision === undefined ? {} : { revision }),
});

describe('isBackwardsUpdate', () => {
  it('refuses a lower score or an earlier status of the same revision', () => {
    const held = football(4, 4, 2, 0);
    expect(isBackwardsUpdate(held, football(4, 3, 1, 0))).toBe(true);
    expect(isBackwardsUpdate(held, football(4, 4, 1, 0))).toBe(true);
    expect(isBackwardsUpdate(held, football(2, 4, 2, 0))).toBe(true);
    expect(isBackwardsUpdate(football(10, 4, 2), football(4, 4, 2))).toBe(true);
    expect(isBackwardsUpdate(football(2, 0, 0), football(1, 0, 0))).toBe(true);
  });

  it('takes a page that moves on or stands still', () => {
    const held = football(2, 1, 1, 0);
    expect(isBackwardsUpdate(held, football(2, 1, 1, 0))).toBe(false);
    expect(isBackwardsUpdate(held, football(3, 1, 1, 0))).toBe(false);
    expect(isBackwardsUpdate(held, football(4, 2, 1))).toBe(false);
    expect(isBackwardsUpdate(held, football(10, 4, 2, 0))).toBe(false);
  });

  it('takes anything of a higher revision: a correction or a new run of a replay', () => {
    expect(isBackwardsUpdate(football(10, 4, 2, 0), football(1, 0, 0, 1))).toBe(false);
    expect(isBackwardsUpdate(football(4, 4, 2, 3), football(4, 3, 2, 4))).toBe(false);
    expect(isBackwardsUpdate(football(4, 4, 2, 3), football(4, 3, 2, 2))).toBe(true);
  });

  it('reads basketball by phase and period, since its statuses alternate between play and break', () => {
    const basketball = (status: number, period: number, home: number) => ({
      sport: 'basketball',
      status_id: status,
      period,
      home_team: { score: home },
      away_team: { score: 0 },
    });
    expect(isBackwardsUpdate(basketball(3, 1, 30), basketball(2, 2, 32))).toBe(false);
    expect(isBackwardsUpdate(basketball(2, 2, 32), basketball(3, 1, 32))).toBe(true);
    expect(isBackwardsUpdate(basketball(10, 4, 100), basketball(2, 4, 100))).toBe(true);
  });

  it('compares only what both pages have', () => {
    expect(isBackwardsUpdate({ status_id: 2 }, { status_id: 2 })).toBe(false);
    expect(isBackwardsUpdate({ status_id: 2, home_team: { score: 1 } }, { status_id: 2 })).toBe(
      false,
    );
    expect(isBackwardsUpdate({ status_id: 10 }, { status_id: 'x' })).toBe(false);
  });
});
