import { describe, expect, it } from 'vitest';
import { ReplaySchedule } from '../clock/replay-schedule';
import { realCatalog } from '../data/__tests__/shared-catalog';

const START = Date.UTC(2026, 5, 14, 12);

describe('the World Cup 2018 on the replay clock', () => {
  it.each([2018, 7, 1])(
    'seed %i: several matches live, the earlier finished, the later upcoming, in tournament order',
    (seed) => {
      const matches = realCatalog().matches;
      const schedule = new ReplaySchedule({ matches, speed: 30, seed, startAt: START });
      const football = matches
        .filter((match) => match.sport === 'football')
        .map((match) => ({ match, position: schedule.position(match.id, START) }));
      const count = (state: string) => football.filter((f) => f.position.state === state).length;
      expect(count('live')).toBeGreaterThanOrEqual(2);
      expect(count('finished')).toBeGreaterThan(0);
      expect(count('upcoming')).toBeGreaterThan(0);
      const byReal = [...football].sort((a, b) =>
        a.match.originalKickoff.localeCompare(b.match.originalKickoff),
      );
      const kickoffs = byReal.map((f) => f.position.kickoffMs);
      expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
      // The final kicks off after the third-place match, the opener first.
      expect(byReal[0]?.match.id).toBe('2057954');
      expect(byReal.at(-1)?.match.id).toBe('2058017');
    },
  );
});
