/**
 * The bookmakers of the odds pages. They are **invented**: no real company's name is used, because
 * the odds are modelled, not quoted. Each has its own return rate (the share of stakes paid back,
 * `footballReturnRate` / `basketballReturnRate` in `@kanqiu/core`) within 0.90–0.96, and reacts to
 * events with its own delay in replay seconds.
 */
export interface Bookmaker {
  id: number;
  /** Display name (Chinese, invented). */
  name: string;
  returnRate: number;
  /** Replay seconds between a change of the model and this bookmaker's new prices. */
  lagSec: number;
}

/** The modelled bookmakers, in display order. */
export const BOOKMAKERS: readonly Bookmaker[] = [
  { id: 1, name: '青岚指数', returnRate: 0.945, lagSec: 0 },
  { id: 2, name: '远帆数据', returnRate: 0.925, lagSec: 40 },
  { id: 3, name: '北辰体育', returnRate: 0.955, lagSec: 20 },
  { id: 4, name: '白鹭指数', returnRate: 0.91, lagSec: 60 },
];
