import { describe, expect, it } from 'vitest';
import { analysisVersion } from '../analysis-version';

/** The parts of a pushed page the version reads; shots on target (21) and off target (22). */
function page(onTarget: number, offTarget: number, possession = 50, score = 0) {
  return {
    stats: [
      { type: 21 as const, label: '射正', home: onTarget, away: 0 },
      { type: 22 as const, label: '射偏', home: 0, away: offTarget },
      { type: 25 as const, label: '控球率', home: possession, away: 100 - possession },
    ],
    incidents: [],
    status_id: 2 as const,
    home_team: { score },
    away_team: { score: 0 },
  };
}

describe('analysisVersion', () => {
  it('stays the same when a push only moves the possession', () => {
    expect(analysisVersion(page(3, 2, 55))).toBe(analysisVersion(page(3, 2, 61)));
  });

  it('changes with a shot on or off target', () => {
    expect(analysisVersion(page(4, 2))).not.toBe(analysisVersion(page(3, 2)));
    expect(analysisVersion(page(3, 3))).not.toBe(analysisVersion(page(3, 2)));
  });

  it('changes with a goal', () => {
    expect(analysisVersion(page(3, 2, 50, 1))).not.toBe(analysisVersion(page(3, 2, 50, 0)));
  });
});
