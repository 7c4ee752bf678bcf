import { describe, expect, it } from 'vitest';
import { beijingDay, nextBeijingMidnight } from '../index';

describe('beijingDay', () => {
  it('changes day at 16:00 UTC, Beijing midnight', () => {
    expect(beijingDay(Date.UTC(2026, 10, 22, 15, 59, 59, 999))).toBe('2026-11-22');
    expect(beijingDay(Date.UTC(2026, 10, 22, 16, 0, 0, 0))).toBe('2026-11-23');
    expect(beijingDay(Date.UTC(2026, 11, 31, 16, 30))).toBe('2027-01-01');
  });
});

describe('nextBeijingMidnight', () => {
  it('is the next 16:00 UTC, also from exactly midnight', () => {
    expect(nextBeijingMidnight(Date.UTC(2026, 10, 22, 12, 0))).toBe(Date.UTC(2026, 10, 22, 16, 0));
    expect(nextBeijingMidnight(Date.UTC(2026, 10, 22, 16, 0))).toBe(Date.UTC(2026, 10, 23, 16, 0));
    expect(nextBeijingMidnight(Date.UTC(2026, 10, 22, 17, 0))).toBe(Date.UTC(2026, 10, 23, 16, 0));
  });
});
