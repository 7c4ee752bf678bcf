import { describe, expect, it } from 'vitest';
import { pickStatus } from '../world/index';

const NOW = Date.UTC(2026, 10, 27, 12);

describe('pickStatus', () => {
  it('settles a replayed match’s pick only at its final whistle', () => {
    const pick = { result: 'win' as const, kickoff: '2018-07-15T15:00:00Z' };
    expect(pickStatus(pick, { state: 'upcoming' }, NOW)).toBe('pending');
    expect(pickStatus(pick, { state: 'live' }, NOW)).toBe('pending');
    expect(pickStatus(pick, { state: 'finished' }, NOW)).toBe('win');
  });

  it('says a past-dated pick without a result is unrecorded, never pending', () => {
    expect(pickStatus({ result: null, kickoff: '2026-03-21T15:00:00Z' }, undefined, NOW)).toBe(
      'unrecorded',
    );
    expect(pickStatus({ result: null, kickoff: '2026-12-01T15:00:00Z' }, undefined, NOW)).toBe(
      'pending',
    );
    expect(pickStatus({ result: 'lose', kickoff: '2025-03-21T15:00:00Z' }, undefined, NOW)).toBe(
      'lose',
    );
  });
});
