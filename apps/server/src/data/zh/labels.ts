/** Short Chinese labels the data layer writes into pages. */
export const MINUTE_TEXTS = {
  halfTime: '中场',
  beforeExtraTime: '等待加时',
  extraTimeHalfTime: '加时中场',
  penalties: '点球大战',
  fullTime: '完场',
} as const;

/** The name used when a source names no player. */
export const UNNAMED_PLAYER = '球员';
