import { describe, expect, it } from 'vitest';
import { beijingDate, beijingDateTime } from '../match-date';

describe('beijingDate', () => {
  it('gives the Beijing calendar date of a UTC instant', () => {
    expect(beijingDate('2018-07-15T15:00:00.000Z')).toBe('2018-07-15');
    expect(beijingDate('2018-06-30T14:00:00Z')).toBe('2018-06-30');
  });

  it('moves an evening kick-off in Europe to the next day in Beijing', () => {
    // France–Belgium, 20:00 in Saint Petersburg, was 02:00 on 11 July in Beijing.
    expect(beijingDate('2018-07-10T18:00:00.000Z')).toBe('2018-07-11');
    expect(beijingDate('2018-07-10T15:59:59.000Z')).toBe('2018-07-10');
    expect(beijingDate('2018-07-10T16:00:00.000Z')).toBe('2018-07-11');
  });

  it('reads instants written with an offset', () => {
    expect(beijingDate('2018-07-11T02:00:00+08:00')).toBe('2018-07-11');
  });

  it('gives an empty string for text that is not a date', () => {
    expect(beijingDate('')).toBe('');
    expect(beijingDate('昨天')).toBe('');
    expect(beijingDate('<b>2018</b>')).toBe('');
  });
});

describe('beijingDateTime', () => {
  it('gives the Beijing date and time of a UTC instant', () => {
    // Game 5 of the 2024 NBA Finals tipped off at 20:30 in Boston, 08:30 the next morning in Beijing.
    expect(beijingDateTime('2024-06-18T00:30:00.000Z')).toBe('2024-06-18 08:30');
    expect(beijingDateTime('not a date')).toBe('');
  });
});
