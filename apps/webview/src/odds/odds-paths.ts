import type { Sport } from '@kanqiu/core';

/** The two odds pages of each sport (docs/webview.md). */
export const ODDS_PATHS: Readonly<Record<Sport, { overview: string; detail: string }>> = {
  football: {
    overview: '/pages/soccer/exponent/exponent',
    detail: '/pages/soccer/exponent/detail',
  },
  basketball: {
    overview: '/pages/basketball/exponent/exponent',
    detail: '/pages/basketball/exponent/detail',
  },
};
