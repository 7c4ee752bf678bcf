/** The players' ratings so far (docs/models.md §10), as the lineup shows them. */
export interface LineupRatings {
  /** Rating by player id, for the players who have played. */
  byPlayer: ReadonlyMap<string, number>;
  /** Marked once the match is over. */
  playerOfMatch: string | null;
}
