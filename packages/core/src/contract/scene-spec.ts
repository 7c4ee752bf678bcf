import * as v from 'valibot';
import { matchScene, oddsScene, type Scene } from '../scene';
import { type BasketballMatchPage, basketballMatchPageSchema } from './basketball-match-page';
import { type FootballMatchPage, footballMatchPageSchema } from './football-match-page';
import { type OddsPage, oddsPageSchema } from './odds-page';
import { pushStampEntries } from './socket';

/** A scene's page as pushed: its own fields plus the stamp (`up_time`, `scene`). */
export type ScenePush<TPage> = TPage & { up_time: number; scene?: string | undefined };

/** What every scene page carries: its status (10 = finished, the socket closes for good). */
export interface ScenePageBase {
  status_id: number;
}

/**
 * A scene together with the schema of its pushes: what a page hands to the live socket, so the
 * socket validates each push once, against the right shape, and the page reads it typed.
 */
export interface SceneSpec<TPage extends ScenePageBase> {
  /** The scene name, e.g. `detail_football_match_id_2058017`. */
  readonly scene: Scene;
  /** Schema of a push of this scene (the page fields plus the stamp). */
  readonly push: v.GenericSchema<unknown, ScenePush<TPage>>;
}

/** Schema of a football match scene's push. */
export const footballMatchPushSchema = v.object({
  ...footballMatchPageSchema.entries,
  ...pushStampEntries,
});
/** Schema of a basketball match scene's push. */
export const basketballMatchPushSchema = v.object({
  ...basketballMatchPageSchema.entries,
  ...pushStampEntries,
});
/** Schema of an odds scene's push (either sport). */
export const oddsPushSchema = v.object({ ...oddsPageSchema.entries, ...pushStampEntries });

/** The live and facts pages of a football match: `detail_football_match_id_{id}`. */
export function footballMatchScene(matchId: string | number): SceneSpec<FootballMatchPage> {
  return { scene: matchScene('football', matchId), push: footballMatchPushSchema };
}

/** The live, facts and statistics pages of a basketball game: `detail_basketball_match_id_{id}`. */
export function basketballMatchScene(matchId: string | number): SceneSpec<BasketballMatchPage> {
  return { scene: matchScene('basketball', matchId), push: basketballMatchPushSchema };
}

/** The football odds (exponent) pages: `detail_football_odds_match_id_{id}`. */
export function footballOddsScene(matchId: string | number): SceneSpec<OddsPage> {
  return { scene: oddsScene('football', matchId), push: oddsPushSchema };
}

/** The basketball odds (exponent) pages: `detail_basketball_odds_match_id_{id}`. */
export function basketballOddsScene(matchId: string | number): SceneSpec<OddsPage> {
  return { scene: oddsScene('basketball', matchId), push: oddsPushSchema };
}
