/**
 * `@kanqiu/net/world`: the readers of the world's clock and of a pick's status, an entry of their
 * own so that pages which never read the clock do not load them.
 */
export type { PickStatus } from './pick-status';
export { pickStatus } from './pick-status';
export {
  competitionOfMatch,
  contextSeason,
  replayedCompetition,
  replayPass,
  replayPassesOf,
  worldMatchState,
} from './world-clock';
