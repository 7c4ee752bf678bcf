import { describe, expect, it } from 'vitest';
import { addDays, clampDate, modelDateBounds, nearestPickDay, stripDays } from '../model-dates';

describe('model dates', () => {
  it('moves across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('bounds the pages to ten years either side of the current year', () => {
    expect(modelDateBounds(2026)).toEqual({ min: '2016-01-01', max: '2036-12-31' });
    expect(clampDate('2015-06-01', '2016-01-01', '2036-12-31')).toBe('2016-01-01');
    expect(clampDate('2040-01-01', '2016-01-01', '2036-12-31')).toBe('2036-12-31');
  });

  it('centres the strip on the selected day and keeps it inside the bounds', () => {
    expect(stripDays('2018-07-15', 7, '2016-01-01', '2036-12-31')).toEqual([
      '2018-07-12',
      '2018-07-13',
      '2018-07-14',
      '2018-07-15',
      '2018-07-16',
      '2018-07-17',
      '2018-07-18',
    ]);
    expect(stripDays('2016-01-02', 7, '2016-01-01', '2036-12-31')[0]).toBe('2016-01-01');
    const end = stripDays('2036-12-31', 7, '2016-01-01', '2036-12-31');
    expect(end).toHaveLength(7);
    expect(end.at(-1)).toBe('2036-12-31');
  });

  it('finds the neighbouring days with picks', () => {
    const days = ['2018-07-15', '2018-07-14', '2018-07-12'];
    expect(nearestPickDay(days, '2018-07-15', -1)).toBe('2018-07-14');
    expect(nearestPickDay(days, '2018-07-13', 1)).toBe('2018-07-14');
    expect(nearestPickDay(days, '2018-07-12', -1)).toBeNull();
    expect(nearestPickDay(days, '2018-07-15', 1)).toBeNull();
  });
});
