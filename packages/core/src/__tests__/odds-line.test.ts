import { describe, expect, it } from 'vitest';
import {
  formatGoalHandicap,
  formatGoalTotal,
  formatOddsLine,
  formatPointSpread,
  formatPointTotal,
  goalHandicapSize,
} from '../index';

describe('formatGoalHandicap', () => {
  it('names every quarter line up to two and a half goals the way Chinese score apps do', () => {
    const table: [number, string][] = [
      [0, '平手'],
      [-0.25, '平半'],
      [-0.5, '半球'],
      [-0.75, '半一'],
      [-1, '一球'],
      [-1.25, '一球/球半'],
      [-1.5, '球半'],
      [-1.75, '球半/两球'],
      [-2, '两球'],
      [-2.25, '两球/两球半'],
      [-2.5, '两球半'],
      [-2.75, '两球半/三球'],
      [-3, '三球'],
      [-3.5, '三球半'],
    ];
    for (const [line, text] of table) expect(formatGoalHandicap(line), String(line)).toBe(text);
  });

  it('writes the home side receiving goals with 受让', () => {
    expect(formatGoalHandicap(0.25)).toBe('受让平半');
    expect(formatGoalHandicap(0.5)).toBe('受让半球');
    expect(formatGoalHandicap(1)).toBe('受让一球');
    expect(formatGoalHandicap(1.75)).toBe('受让球半/两球');
  });

  it('falls back to a number of goals for lines that are not quarters or are very large', () => {
    expect(formatGoalHandicap(-0.1)).toBe('0.1球');
    expect(formatGoalHandicap(0.3)).toBe('受让0.3球');
    expect(formatGoalHandicap(-11)).toBe('11球');
    expect(goalHandicapSize(-10)).toBe('十球');
  });
});

describe('formatGoalTotal', () => {
  it('writes whole and half lines with 球 and quarter lines as the two lines they split', () => {
    expect(formatGoalTotal(2.5)).toBe('2.5球');
    expect(formatGoalTotal(3)).toBe('3球');
    expect(formatGoalTotal(2.25)).toBe('2/2.5');
    expect(formatGoalTotal(2.75)).toBe('2.5/3');
    expect(formatGoalTotal(0.75)).toBe('0.5/1');
  });
});

describe('points lines', () => {
  it('writes a spread from the home side: giving with 让, receiving with 受让, zero as 平手', () => {
    expect(formatPointSpread(-8.5)).toBe('让8.5分');
    expect(formatPointSpread(3.5)).toBe('受让3.5分');
    expect(formatPointSpread(-16)).toBe('让16分');
    expect(formatPointSpread(0)).toBe('平手');
  });

  it('writes a total with 分', () => {
    expect(formatPointTotal(215.5)).toBe('215.5分');
    expect(formatPointTotal(200)).toBe('200分');
  });
});

describe('formatOddsLine', () => {
  it('formats the line of the markets that have one and nothing for the others', () => {
    expect(formatOddsLine('asia', -1, 'football')).toBe('一球');
    expect(formatOddsLine('total', 2.5, 'football')).toBe('2.5球');
    expect(formatOddsLine('total', 214.5, 'basketball')).toBe('214.5分');
    expect(formatOddsLine('spread', -8.5, 'basketball')).toBe('让8.5分');
    expect(formatOddsLine('europe', 3.52, 'football')).toBeNull();
    expect(formatOddsLine('moneyline', 0, 'basketball')).toBeNull();
  });
});
