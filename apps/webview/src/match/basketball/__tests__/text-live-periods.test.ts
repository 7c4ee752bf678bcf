import { describe, expect, it } from 'vitest';
import { clockSeconds, createTextLiveCache, textLivePeriods } from '../text-live-periods';

/** Around the first break of Game 5 of the 2024 Finals, newest first, as the server writes them. */
const AROUND_FIRST_BREAK = [
  '11:41^1^30-18^霍勒迪跳投命中^0',
  '12:00^0^28-18^第2节比赛开始^0',
  '0:00.0^0^28-18^第1节结束^0',
  '0:01.2^1^28-18^怀特三分命中^0',
  '0:30^2^25-18^东契奇后撤步跳投命中^0',
  '11:40^1^2-0^霍勒迪突破上篮得手（塔图姆助攻）^0',
  '12:00^0^0-0^霍福德与加福德跳球，布朗得到球权^0',
  '12:00^0^0-0^第1节比赛开始^0',
];

describe('clockSeconds', () => {
  it('reads minutes and seconds, tenths included', () => {
    expect(clockSeconds('11:35')).toBe(695);
    expect(clockSeconds('0:04.2')).toBeCloseTo(4.2);
    expect(clockSeconds('12:00')).toBe(720);
    expect(clockSeconds('')).toBeNaN();
  });
});

describe('textLivePeriods', () => {
  it('splits the feed where the clock starts again, newest period first', () => {
    const periods = textLivePeriods(AROUND_FIRST_BREAK, 2);
    expect(periods.map((p) => p.period)).toEqual([2, 1]);
    expect(periods[0]?.lines.map((l) => l.description)).toEqual([
      '霍勒迪跳投命中',
      '第2节比赛开始',
    ]);
    expect(periods[1]?.lines[0]?.description).toBe('第1节结束');
    expect(periods[1]?.lines.at(-1)?.description).toBe('第1节比赛开始');
  });

  it('keys each line by its place from the start of the game, so keys survive new lines', () => {
    const before = textLivePeriods(AROUND_FIRST_BREAK.slice(1), 2);
    const after = textLivePeriods(AROUND_FIRST_BREAK, 2);
    expect(before[0]?.lines[0]?.key).toBe(6);
    expect(after[0]?.lines[1]?.key).toBe(6);
    expect(after[0]?.lines[0]?.key).toBe(7);
  });

  it('with a cache, keeps each unchanged line as the same object when a line arrives', () => {
    const cache = createTextLiveCache();
    const before = textLivePeriods(AROUND_FIRST_BREAK.slice(1), 2, cache).flatMap((p) => p.lines);
    const after = textLivePeriods(AROUND_FIRST_BREAK, 2, cache).flatMap((p) => p.lines);
    expect(after.slice(1)).toHaveLength(before.length);
    for (const [index, line] of after.slice(1).entries()) expect(line).toBe(before[index]);
    // Grouped and marked as without a cache.
    expect(textLivePeriods(AROUND_FIRST_BREAK, 2, cache)).toEqual(
      textLivePeriods(AROUND_FIRST_BREAK, 2),
    );
  });

  it('with a cache, reads lines that arrive one by one across a break as a first read does', () => {
    const cache = createTextLiveCache();
    for (let count = 1; count <= AROUND_FIRST_BREAK.length; count++) {
      const lines = AROUND_FIRST_BREAK.slice(-count);
      const period = count >= 7 ? 2 : 1;
      const periods = textLivePeriods(lines, period, cache);
      expect(periods).toEqual(textLivePeriods(lines, period));
    }
    expect(
      textLivePeriods(AROUND_FIRST_BREAK, 2, cache).map((p) => [p.period, p.lines.length]),
    ).toEqual([
      [2, 2],
      [1, 6],
    ]);
  });

  it('with a cache, keeps the older periods as the same objects when lines arrive on top', () => {
    const cache = createTextLiveCache();
    const before = textLivePeriods(AROUND_FIRST_BREAK.slice(1), 2, cache);
    const after = textLivePeriods(AROUND_FIRST_BREAK, 2, cache);
    expect(after[1]).toBe(before[1]);
    expect(after[0]?.lines.map((l) => l.description)).toEqual(['霍勒迪跳投命中', '第2节比赛开始']);
  });

  it('with a cache, reads the whole feed again when an older line changed', () => {
    const cache = createTextLiveCache();
    textLivePeriods(AROUND_FIRST_BREAK.slice(1), 2, cache);
    const rewritten = [...AROUND_FIRST_BREAK];
    rewritten[4] = '0:30^2^25-18^东契奇三分命中^0';
    const periods = textLivePeriods(rewritten, 2, cache);
    expect(periods[1]?.lines.map((l) => l.description)).toContain('东契奇三分命中');
    expect(periods).toEqual(textLivePeriods(rewritten, 2));
  });

  it('with a cache, moves the lines to the new current period when only the period changes', () => {
    const cache = createTextLiveCache();
    const lines = AROUND_FIRST_BREAK.slice(-3);
    expect(textLivePeriods(lines, 1, cache)[0]?.period).toBe(1);
    expect(textLivePeriods(lines, 2, cache)[0]?.period).toBe(2);
  });

  it('marks the plays that changed the score', () => {
    const lines = textLivePeriods(AROUND_FIRST_BREAK, 2).flatMap((p) => p.lines);
    const scored = lines.filter((l) => l.scored).map((l) => l.description);
    expect(scored).toEqual([
      '霍勒迪跳投命中',
      '怀特三分命中',
      '东契奇后撤步跳投命中',
      '霍勒迪突破上篮得手（塔图姆助攻）',
    ]);
  });

  it('puts overtime lines in their overtime and the lines before them in the 4th', () => {
    const periods = textLivePeriods(
      [
        '4:51^2^101-100^欧文上篮命中^1',
        '5:00^0^99-100^加时1比赛开始^1',
        '0:00.0^0^99-99^第4节结束^0',
        '0:03.0^1^99-99^塔图姆三分命中^0',
      ],
      5,
    );
    expect(periods.map((p) => [p.period, p.lines.length])).toEqual([
      [5, 2],
      [4, 2],
    ]);
  });

  it('leaves out malformed lines', () => {
    const periods = textLivePeriods(['坏行', '11:40^1^2-0^上篮得手^0'], 1);
    expect(periods[0]?.lines).toHaveLength(1);
  });
});
