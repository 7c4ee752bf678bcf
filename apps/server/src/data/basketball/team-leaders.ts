import type {
  BasketballLeader,
  BasketballPositionCode,
  BasketballTeamLeaders,
} from '@kanqiu/core/contract/basketball';

/** A player who may lead his team: his numbers in the three categories. */
export interface LeaderCandidate {
  player_id: string;
  name: string;
  name_en: string;
  position: BasketballPositionCode;
  points: number;
  rebounds: number;
  assists: number;
  /** Decides a tie: the larger wins (time on the court); then the box score's order. */
  tieBreak: number;
}

function leaderOf(
  candidates: readonly LeaderCandidate[],
  category: 'points' | 'rebounds' | 'assists',
): BasketballLeader | null {
  let best: LeaderCandidate | null = null;
  for (const candidate of candidates) {
    if (candidate[category] <= 0) continue;
    if (
      !best ||
      candidate[category] > best[category] ||
      (candidate[category] === best[category] && candidate.tieBreak > best.tieBreak)
    ) {
      best = candidate;
    }
  }
  if (!best) return null;
  return {
    player_id: best.player_id,
    name: best.name,
    name_en: best.name_en,
    position: best.position,
    value: best[category],
  };
}

/**
 * A team's leaders in points, rebounds and assists: the highest value, a tie going to the player
 * with more time on the court (ESPN's choice in the data: Tatum's 5 assists over Holiday's and
 * White's in Game 1); `null` in a category where nobody has any yet.
 */
export function teamLeaders(candidates: readonly LeaderCandidate[]): BasketballTeamLeaders {
  return {
    points: leaderOf(candidates, 'points'),
    rebounds: leaderOf(candidates, 'rebounds'),
    assists: leaderOf(candidates, 'assists'),
  };
}
