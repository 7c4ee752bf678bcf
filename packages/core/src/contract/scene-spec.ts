import type * as v from 'valibot';
import type { Scene } from '../scene';

/** A scene's page as pushed: its own fields plus the stamp (`up_time`, `scene`). */
export type ScenePush<TPage> = TPage & {
  up_time: number;
  scene?: string | undefined;
  /** Higher than the page held: a correction (docs/contract.md §2.4). Missing counts as 0. */
  revision?: number | undefined;
};

/** What every scene page carries: its status (10 = finished, the socket closes for good). */
export interface ScenePageBase {
  status_id: number;
}

/**
 * A scene together with the schema of its pushes (`footballMatchScene(id)`, `basketballOddsScene(id)`,
 * each defined beside its page schema): what a page hands to the live socket, so the
 * socket validates each push once, against the right shape, and the page reads it typed.
 */
export interface SceneSpec<TPage extends ScenePageBase> {
  /** The scene name, e.g. `detail_football_match_id_2058017`. */
  readonly scene: Scene;
  /** Schema of a push of this scene (the page fields plus the stamp). */
  readonly push: v.GenericSchema<unknown, ScenePush<TPage>>;
}
