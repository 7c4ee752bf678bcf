import { describe, expect, it } from 'vitest';
import { dayLabel } from '../day-label';

describe('dayLabel', () => {
  it('names the day with its weekday, and today, tomorrow and yesterday', () => {
    // 2018-07-15, the final, was a Sunday.
    expect(dayLabel('2018-07-15', '2018-07-15')).toBe('7月15日 周日 · 今天');
    expect(dayLabel('2018-07-16', '2018-07-15')).toBe('7月16日 周一 · 明天');
    expect(dayLabel('2018-07-14', '2018-07-15')).toBe('7月14日 周六 · 昨天');
    expect(dayLabel('2018-07-11', '2018-07-15')).toBe('7月11日 周三');
  });
});
