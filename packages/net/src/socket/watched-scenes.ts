import { ALERT_MAX_WATCHED, isNewerUpdate } from '@kanqiu/core';
import type {
  ScenePageBase,
  SceneSpec,
  UserSceneRequest,
  UserSceneResponse,
} from '@kanqiu/core/contract';
import * as v from 'valibot';
import type { Emitter } from '../emitter';
import type { Logger } from '../logger';
import { NET_MESSAGES } from '../messages';
import { toValidationIssues } from '../validation-issues';
import type { AnyScenePush, LiveSocketEvents } from './live-socket-options';
import type { ScenePatcher } from './scene-patcher';

/**
 * The scenes the socket watches besides the page's own: the followed matches whose moments raise
 * alerts on any page (docs/follows.md). At most `ALERT_MAX_WATCHED`. Each push is validated
 * against its scene's schema and kept only when newer than the one held, like the page's; the kept
 * pushes are emitted as `watchedPage`.
 */
export class WatchedScenes {
  readonly #emitter: Emitter<LiveSocketEvents>;
  readonly #logger: Logger;
  #specs = new Map<string, SceneSpec<ScenePageBase>>();
  readonly #held = new Map<string, AnyScenePush>();

  constructor(emitter: Emitter<LiveSocketEvents>, logger: Logger) {
    this.#emitter = emitter;
    this.#logger = logger;
  }

  get size(): number {
    return this.#specs.size;
  }

  /** The watched scene names. */
  get scenes(): string[] {
    return [...this.#specs.keys()];
  }

  /** Replaces the watched scenes; returns the scenes newly added (to subscribe). */
  set(specs: readonly SceneSpec<ScenePageBase>[]): string[] {
    const next = new Map<string, SceneSpec<ScenePageBase>>(
      specs.slice(0, ALERT_MAX_WATCHED).map((spec) => [spec.scene, spec]),
    );
    const added = [...next.keys()].filter((scene) => !this.#specs.has(scene));
    for (const scene of this.#held.keys()) if (!next.has(scene)) this.#held.delete(scene);
    this.#specs = next;
    return added;
  }

  has(scene: unknown): boolean {
    return typeof scene === 'string' && this.#specs.has(scene);
  }

  /** Subscribes the connection to a watched scene and applies the page the call returns. */
  async subscribe(
    call: (request: UserSceneRequest) => Promise<UserSceneResponse>,
    clientId: string,
    scene: string,
  ): Promise<void> {
    try {
      const { page } = await call({ client_id: clientId, scene });
      if (page !== null && page !== undefined) this.apply(scene, page);
    } catch (error) {
      this.#logger.warn(NET_MESSAGES.socketSubscribeFailed, error);
    }
  }

  /** Keeps a push of a watched scene when valid and newer; emits it. */
  apply(scene: string, content: unknown): void {
    const spec = this.#specs.get(scene);
    if (!spec) return;
    const result = v.safeParse(spec.push, content);
    if (!result.success) {
      this.#logger.warn(NET_MESSAGES.socketDroppedFrame, {
        reason: 'invalid watched push',
        detail: toValidationIssues(result.issues),
      });
      return;
    }
    const held = this.#held.get(scene);
    if (!isNewerUpdate(result.output.up_time, held?.up_time)) return;
    this.#held.set(scene, result.output);
    this.#emitter.emit('watchedPage', result.output);
  }

  /**
   * Applies a page patch of a watched scene to the page held (docs/contract.md §2.6); `'resync'`
   * when it does not lead from that page or does not fit it: the scene is then subscribed again.
   */
  applyPatch(scene: string, content: unknown, patcher: ScenePatcher): 'resync' | null {
    const spec = this.#specs.get(scene);
    if (!spec) return null;
    const step = patcher.step(spec.push, this.#held.get(scene) ?? null, content);
    if (step.kind === 'resync') {
      this.#logger.warn(NET_MESSAGES.socketDroppedFrame, {
        reason: step.reason,
        detail: step.detail,
      });
      return 'resync';
    }
    if (step.kind === 'page') {
      this.#held.set(scene, step.page);
      this.#emitter.emit('watchedPage', step.page);
    }
    return null;
  }
}
