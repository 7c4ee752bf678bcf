import type { BasketballShotChart } from '@kanqiu/core/contract/basketball';
import { basketballShotName } from '../zh/basketball-commentary';
import type { BasketballGameData } from './basketball-game-data';

/** ESPN's placeholder for a play without a court location (and anything below it). */
const NO_COORDINATE = -1_000_000;

/**
 * The field-goal attempts of a basketball game up to replay second `t`, each where it was taken;
 * attempts the data places nowhere are counted, not charted.
 */
export function basketballShotChartAt(data: BasketballGameData, t: number): BasketballShotChart {
  const shots: BasketballShotChart['shots'] = [];
  let unplaced = 0;
  for (const timed of data.plays) {
    if (timed.t > t) break;
    const { play, kind } = timed;
    if (kind.kind !== 'shot' || timed.side === 0) continue;
    const x = play['coordinate.x'];
    const y = play['coordinate.y'];
    if (typeof x !== 'number' || typeof y !== 'number' || x < NO_COORDINATE || y < NO_COORDINATE) {
      unplaced += 1;
      continue;
    }
    const shooter = kind.shooter ?? '';
    shots.push({
      id: String(play.id),
      side: timed.side,
      player_id: shooter,
      player_name: data.players.get(shooter)?.name ?? '',
      period: timed.period,
      clock: timed.clock,
      x,
      y,
      made: kind.made,
      three: kind.three,
      label: basketballShotName(kind.shot, kind.three),
    });
  }
  return { match_id: data.id, shots, unplaced };
}
