import { isBackwardsUpdate, isNewerUpdate } from '@kanqiu/core';
import {
  type ScenePageBase,
  type SceneSpec,
  type SocketMessage,
  socketInitContentSchema,
  socketMessageSchema,
  type TrendContent,
  trendContentSchema,
  type UserSceneRequest,
  type UserSceneResponse,
} from '@kanqiu/core/contract/base';
import * as v from 'valibot';
import type { Emitter } from '../emitter';
import type { Logger } from '../logger';
import { NET_MESSAGES } from '../messages';
import { toValidationIssues } from '../validation-issues';
import type { AnyScenePush, LiveSocketEvents } from './live-socket-options';
import type { ScenePatcher } from './scene-patcher';
import { shareStructure } from './share-structure';

/** What became of a page patch: kept (the new page), ignored (`null`), or the full page is needed. */
export type PatchResult = AnyScenePush | null | 'resync';

/** How much of a dropped frame a log line keeps. */
const FRAME_EXCERPT_MAX = 200;

/**
 * What the live socket has learnt, and the one place a frame is read and checked: the
 * connection's `client_id`, the scene the page holds with the schema of its pushes, and the newest
 * page and trend. A push is validated once, against its scene's schema, and kept only when its
 * `up_time` is newer than the one held (docs/behaviour.md §4) and it does not move the match
 * backwards without saying it is a correction (docs/contract.md §2.4). (The server's `SceneFeed` is
 * another thing: its fan-out of pushes to sockets.)
 */
export class SceneStream {
  readonly #emitter: Emitter<LiveSocketEvents>;
  readonly #logger: Logger;
  #spec: SceneSpec<ScenePageBase> | null = null;
  #clientId: string | null = null;
  #page: AnyScenePush | null = null;
  #trend: TrendContent | null = null;

  constructor(emitter: Emitter<LiveSocketEvents>, logger: Logger) {
    this.#emitter = emitter;
    this.#logger = logger;
  }

  get spec(): SceneSpec<ScenePageBase> | null {
    return this.#spec;
  }
  get clientId(): string | null {
    return this.#clientId;
  }
  get page(): AnyScenePush | null {
    return this.#page;
  }
  get trend(): TrendContent | null {
    return this.#trend;
  }

  /**
   * Reads a raw frame: text holding a JSON object `{type, content}` (docs/contract.md §2.1).
   * Binary frames, non-JSON text and objects without a string `type` are logged and give `null`.
   */
  read(data: unknown): SocketMessage | null {
    if (typeof data !== 'string') return this.#drop('not a text frame', data);
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return this.#drop('not JSON', data);
    }
    const result = v.safeParse(socketMessageSchema, parsed);
    return result.success ? result.output : this.#drop('no string type', data);
  }

  /** Switches scene, dropping the old scene's data. False when the scene is unchanged. */
  setScene(spec: SceneSpec<ScenePageBase> | null): boolean {
    if (spec?.scene === this.#spec?.scene) return false;
    this.#spec = spec;
    this.#page = null;
    this.#trend = null;
    this.#emitter.emit('pageData', null);
    this.#emitter.emit('trend', null);
    return true;
  }

  /** Keeps the `client_id` of an `init` frame; `null` when the content holds none. */
  readInit(content: unknown): string | null {
    const init = v.safeParse(socketInitContentSchema, content);
    if (!init.success) {
      this.#logDrop('init without client_id', toValidationIssues(init.issues));
      return null;
    }
    this.#clientId = init.output.client_id;
    this.#emitter.emit('clientId', this.#clientId);
    return this.#clientId;
  }

  /**
   * Subscribes the connection to the scene (when both are known) and applies the page the call
   * returns. Resolves with that page when it was kept; a failed call is logged, never thrown.
   */
  async subscribe(
    call: (request: UserSceneRequest) => Promise<UserSceneResponse>,
  ): Promise<AnyScenePush | null> {
    const clientId = this.#clientId;
    const spec = this.#spec;
    if (!clientId || !spec) return null;
    try {
      const { page } = await call({ client_id: clientId, scene: spec.scene });
      // The connection or the scene may have changed while the call was out.
      if (clientId !== this.#clientId || spec !== this.#spec) return null;
      return page === null || page === undefined ? null : this.applyPage(page, 'userScene');
    } catch (error) {
      this.#logger.warn(NET_MESSAGES.socketSubscribeFailed, error);
      return null;
    }
  }

  /** Keeps a trend push unless it is invalid, of another scene, or older than the trend held. */
  applyTrend(content: unknown): void {
    const trend = v.safeParse(trendContentSchema, content);
    if (!trend.success) {
      this.#logDrop('invalid trend', toValidationIssues(trend.issues));
      return;
    }
    if (!this.#isCurrentScene(trend.output.scene)) return;
    const held = this.#trend?.up_time;
    if (held !== undefined && trend.output.up_time !== undefined) {
      if (!isNewerUpdate(trend.output.up_time, held)) return;
    }
    this.#trend = trend.output;
    this.#emitter.emit('trend', trend.output);
  }

  /**
   * Keeps a page push when the page holds a scene, the push is valid against that scene's schema,
   * belongs to it, is newer than what is held, and does not take the score or the status back unless
   * its `revision` is higher (a correction). Returns the kept page, or `null`.
   */
  applyPage(content: unknown, source: string): AnyScenePush | null {
    const spec = this.#spec;
    // No scene held: the page on screen keeps no live data (docs/behaviour.md §2).
    if (!spec) return null;
    const result = v.safeParse(spec.push, content);
    if (!result.success) {
      this.#logDrop(`invalid ${source}`, toValidationIssues(result.issues));
      return null;
    }
    const validated = result.output;
    if (!this.#isCurrentScene(validated.scene)) return null;
    const held = this.#page;
    if (!isNewerUpdate(validated.up_time, held?.up_time)) return null;
    // What the push did not change keeps its objects, so the page's memoised sections skip.
    return this.#keep(held, shareStructure(held, validated), source);
  }

  /**
   * Applies a page patch (docs/contract.md §2.6) to the page held. A patch of another scene, or not
   * newer than the page held (one already had), is ignored. A patch whose base is not the page held
   * (a frame was missed), that does not fit it or brings invalid values changes nothing and asks for
   * the whole page again (`'resync'`).
   */
  applyPatch(content: unknown, patcher: ScenePatcher): PatchResult {
    const spec = this.#spec;
    const scene = (content as { scene?: unknown } | null)?.scene;
    if (!spec || !this.#isCurrentScene(scene)) return null;
    const step = patcher.step(spec.push, this.#page, content);
    if (step.kind === 'page') return this.#keep(this.#page, step.page, 'page_patch');
    if (step.kind === 'ignore') return null;
    this.#logDrop(step.reason, step.detail);
    return 'resync';
  }

  /** Keeps a new page unless it moves the match backwards without being a correction. */
  #keep(held: AnyScenePush | null, page: AnyScenePush, source: string): AnyScenePush | null {
    if (held && isBackwardsUpdate(held, page)) {
      this.#logDrop(`backwards ${source}`, {
        held: { up_time: held.up_time, revision: held.revision, status_id: held.status_id },
        refused: { up_time: page.up_time, revision: page.revision, status_id: page.status_id },
      });
      return null;
    }
    this.#page = page;
    this.#emitter.emit('pageData', page);
    return page;
  }

  /**
   * One connection may still be subscribed to a scene the page has left (the server keeps every
   * subscription of a connection), so a push naming another scene is not for this page.
   */
  #isCurrentScene(scene: unknown): boolean {
    return typeof scene !== 'string' || this.#spec === null || scene === this.#spec.scene;
  }

  #drop(reason: string, data: unknown): null {
    const excerpt =
      typeof data === 'string'
        ? data.slice(0, FRAME_EXCERPT_MAX)
        : Object.prototype.toString.call(data);
    this.#logDrop(reason, excerpt);
    return null;
  }

  #logDrop(reason: string, detail: unknown): void {
    this.#logger.warn(NET_MESSAGES.socketDroppedFrame, { reason, detail });
  }
}
