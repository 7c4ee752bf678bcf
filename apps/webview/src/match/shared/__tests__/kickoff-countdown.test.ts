import { describe, expect, it } from 'vitest';
import { countdownText } from '../kickoff-countdown';

const KICKOFF = Date.parse('2026-11-27T12:00:00Z');
const SECOND = 1000;

describe('countdownText', () => {
  it('counts minutes and seconds in the last hour, rounding a part second up', () => {
    expect(countdownText(KICKOFF, KICKOFF - 65 * SECOND)).toBe('01:05');
    expect(countdownText(KICKOFF, KICKOFF - 500)).toBe('00:01');
  });

  it('adds hours, then days', () => {
    expect(countdownText(KICKOFF, KICKOFF - (2 * 3600 + 3 * 60 + 4) * SECOND)).toBe('02:03:04');
    expect(countdownText(KICKOFF, KICKOFF - (26 * 3600 + 5) * SECOND)).toBe('1天 02:00:05');
  });

  it('is null once the kick-off is due', () => {
    expect(countdownText(KICKOFF, KICKOFF)).toBeNull();
    expect(countdownText(KICKOFF, KICKOFF + SECOND)).toBeNull();
  });
});
