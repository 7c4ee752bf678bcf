import { lastIndexAtOrBefore } from '../shared/timeline';
import type { FootballMoment, TeamSide } from './football-moments';

/** A running score. */
export interface Score {
  home: number;
  away: number;
}

/** The running score of a match, read at any replay second (goals at `t` itself count). */
export class ScoreTimeline {
  private readonly times: number[] = [];
  private readonly scores: Score[] = [];

  constructor(moments: readonly FootballMoment[]) {
    let home = 0;
    let away = 0;
    for (const moment of moments) {
      if (!moment.scores) continue;
      if (moment.side === 1) home += 1;
      else away += 1;
      this.times.push(moment.t);
      this.scores.push({ home, away });
    }
  }

  /** The score after everything up to and including replay second `t`. */
  at(t: number): Score {
    const index = lastIndexAtOrBefore(this.times, t);
    return index < 0 ? { home: 0, away: 0 } : (this.scores[index] as Score);
  }

  /** The score right after the goal moment with this id. */
  afterGoal(moments: readonly FootballMoment[], id: string): Score {
    let home = 0;
    let away = 0;
    for (const moment of moments) {
      if (moment.scores) {
        if (moment.side === 1) home += 1;
        else away += 1;
      }
      if (moment.id === id) break;
    }
    return { home, away };
  }
}

/** The score of one side. */
export function sideScore(score: Score, side: TeamSide): number {
  return side === 1 ? score.home : score.away;
}
