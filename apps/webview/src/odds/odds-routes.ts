import type { Sport } from '@kanqiu/core';

/** The two odds pages of each sport, by the route each opens (docs/webview.md). */
export const ODDS_ROUTES = {
  football: { overview: 'footballExponent', detail: 'footballExponentDetail' },
  basketball: { overview: 'basketballExponent', detail: 'basketballExponentDetail' },
} as const satisfies Record<Sport, { overview: string; detail: string }>;
