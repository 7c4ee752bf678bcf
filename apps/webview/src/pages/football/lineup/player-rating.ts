import type { RatingBadgeProps } from '@kanqiu/ui';
import type { ComponentType } from 'react';

/**
 * The players' ratings so far (docs/models.md §10), as the lineup shows them. The badge component
 * comes with them from the part loaded apart, so neither it nor its texts weigh on the first load.
 */
export interface LineupRatings {
  /** Rating by player id, for the players who have played. */
  byPlayer: ReadonlyMap<string, number>;
  /** Marked once the match is over. */
  playerOfMatch: string | null;
  /** `RatingBadge` of `@kanqiu/ui`. */
  Badge: ComponentType<RatingBadgeProps>;
}
