import { describe, expect, it } from 'vitest';
import { oddsAxisMinutes, oddsClockMinute } from '../index';

describe('oddsClockMinute', () => {
  it('reads football minutes, keeping first-half stoppage time on 45', () => {
    expect(oddsClockMinute('football', '赛前')).toBe(0);
    expect(oddsClockMinute('football', "6'")).toBe(6);
    expect(oddsClockMinute('football', "45+2'")).toBe(45);
    expect(oddsClockMinute('football', '中场')).toBe(45);
    expect(oddsClockMinute('football', "46'")).toBe(46);
    expect(oddsClockMinute('football', "90+4'")).toBe(94);
    expect(oddsClockMinute('football', "105'")).toBe(105);
  });

  it('reads the basketball game clock as minutes played', () => {
    expect(oddsClockMinute('basketball', '赛前')).toBe(0);
    expect(oddsClockMinute('basketball', '第1节 12:00')).toBe(0);
    expect(oddsClockMinute('basketball', '第1节 9:30')).toBe(2.5);
    expect(oddsClockMinute('basketball', '第3节 5:12')).toBeCloseTo(30.8, 10);
    expect(oddsClockMinute('basketball', '第1节 0:00.0')).toBe(12);
    expect(oddsClockMinute('basketball', '第2节结束')).toBe(24);
    expect(oddsClockMinute('basketball', '中场休息')).toBe(24);
    expect(oddsClockMinute('basketball', '加时1 3:00')).toBe(50);
    expect(oddsClockMinute('basketball', '加时2 5:00')).toBe(53);
  });

  it('gives null for the final whistle and for text it cannot read', () => {
    expect(oddsClockMinute('football', '完场')).toBeNull();
    expect(oddsClockMinute('basketball', '完场')).toBeNull();
    expect(oddsClockMinute('football', 'soon')).toBeNull();
    expect(oddsClockMinute('basketball', '第9节 1:00')).toBeNull();
  });
});

describe('oddsAxisMinutes', () => {
  it('is 90 minutes for football unless play ran past them', () => {
    expect(oddsAxisMinutes('football', 30)).toBe(90);
    expect(oddsAxisMinutes('football', 94)).toBe(94);
  });

  it('is 48 minutes for basketball plus five per overtime reached', () => {
    expect(oddsAxisMinutes('basketball', 47.9)).toBe(48);
    expect(oddsAxisMinutes('basketball', 48)).toBe(48);
    expect(oddsAxisMinutes('basketball', 50)).toBe(53);
    expect(oddsAxisMinutes('basketball', 54)).toBe(58);
  });
});
