import { describe, expect, it } from 'vitest';
import { beijingTime, kickoffText } from '../kickoff-time';

describe('kick-off in Beijing time', () => {
  it('adds eight hours, across midnight', () => {
    expect(beijingTime('2018-07-15T15:00:00.000Z')).toEqual({ date: '2018-07-15', time: '23:00' });
    expect(kickoffText('2026-03-13T19:30:00.000Z')).toBe('03-14 03:30');
    expect(kickoffText('nonsense')).toBe('');
  });
});
