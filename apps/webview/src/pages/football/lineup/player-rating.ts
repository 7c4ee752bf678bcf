import type { RatingBadgeProps, ratingText } from '@kanqiu/ui';
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
  /** `ratingText` of `@kanqiu/ui`: the figure the badge shows, for the button's read-out name. */
  text: typeof ratingText;
}
