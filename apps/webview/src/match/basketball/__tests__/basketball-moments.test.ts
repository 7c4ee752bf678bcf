import { describe, expect, it } from 'vitest';
import { nextFlow, openFlow } from '../basketball-moments';

const NAMES = { home: '凯尔特人', away: '独行侠' };

/** Plays the scores in order from the first, returning the banners' titles and lines. */
function moments(scores: readonly (readonly [number, number])[]) {
  const [first, ...rest] = scores;
  let flow = openFlow(first?.[0] ?? 0, first?.[1] ?? 0);
  const shown: string[] = [];
  for (const [home, away] of rest) {
    const next = nextFlow(flow, home, away, NAMES);
    flow = next.flow;
    if (next.moment) shown.push(`${next.moment.title} ${next.moment.line}`);
  }
  return shown;
}

describe('basketball moments', () => {
  it('shows a lead change, also after a tie, but not the first basket of the game', () => {
    expect(
      moments([
        [0, 0],
        [2, 0],
        [2, 2],
        [2, 5],
        [4, 5],
      ]),
    ).toEqual(['反超！ 独行侠反超比分']);
  });

  it('shows a run once it reaches eight unanswered points, and not again as it goes on', () => {
    expect(
      moments([
        [10, 12],
        [10, 14],
        [10, 17],
        [10, 20],
        [10, 22],
        [12, 22],
      ]),
    ).toEqual(['8-0 攻势 独行侠打出一波8-0']);
  });

  it('gives no banner for the score the page opened with nor for a replay sought backwards', () => {
    expect(moments([[50, 40]])).toEqual([]);
    expect(
      moments([
        [50, 40],
        [20, 30],
        [20, 32],
      ]),
    ).toEqual([]);
  });
});
