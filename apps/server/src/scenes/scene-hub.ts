import type { SceneTarget } from '@kanqiu/core';
import { parseScene, SocketMessageType } from '@kanqiu/core';
import { PAGE_DATA_MESSAGE_TYPE } from '@kanqiu/core/contract/base';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock/clock';
import type { MatchProvider, SceneSnapshot } from '../provider/match-provider';

/** Someone who receives a scene's pushes: one socket connection. */
export interface SceneSubscriber {
  readonly clientId: string;
  /** Sends one serialised frame (UTF-8 JSON text); the subscriber applies its own back-pressure rules. */
  send(frame: Buffer): void;
}

/**
 * A scene's current page: the object pushed as `content` and the serialised frame, encoded once as
 * UTF-8 so a push to many subscribers costs one serialisation and one encoding.
 */
export interface ScenePage {
  scene: string;
  /**
   * Page data of the scene with `scene`, `up_time` and `revision` stamped in (the revision is the
   * source's: a new replay run may go back to 0-0, and says so, docs/contract.md §2.4).
   */
  content: Record<string, unknown> & { up_time: number; status_id: number; revision: number };
  frame: Buffer;
  /** The serialised trend frame (match scenes only). */
  trendFrame: Buffer | null;
}

interface SceneState {
  readonly scene: string;
  readonly target: SceneTarget;
  readonly subscribers: Set<SceneSubscriber>;
  /** The last `up_time` stamped on this scene (page or trend). */
  lastUpTime: number;
  pageVersion: string | null;
  page: ScenePage | null;
  trendVersion: string | null;
  trendKey: string | null;
}

/** What one refresh changed. */
interface Refresh {
  page: boolean;
  trend: boolean;
}

/** Options of {@link SceneHub}. */
export interface SceneHubOptions {
  /** Where the pages come from. */
  provider: MatchProvider;
  /** Where the `up_time` stamps come from. */
  clock: Clock;
  logger: FastifyBaseLogger;
}

/**
 * Turns the match provider's scenes into pushes; it only stamps, serialises and fans out. A scene's
 * page is built once per change (when the provider's version of it moves), stamped with an `up_time`
 * strictly greater than the scene's previous one, serialised once and sent to every subscriber of
 * the scene as the same string. Changes come from the periodic `tick()` (time passing a replay's
 * change point) and at once from the provider's change notification (an ingested event, a seek).
 */
export class SceneHub {
  readonly #provider: MatchProvider;
  readonly #clock: Clock;
  readonly #logger: FastifyBaseLogger;
  readonly #scenes = new Map<string, SceneState>();

  constructor(options: SceneHubOptions) {
    this.#provider = options.provider;
    this.#clock = options.clock;
    this.#logger = options.logger;
  }

  /** True when `scene` names a scene of a served match, with the match's own sport. */
  has(scene: string): boolean {
    return this.#state(scene) !== null;
  }

  /** The scene's current page, computed (and pushed to its subscribers) if its source has moved. */
  current(scene: string): ScenePage {
    const state = this.#require(scene);
    this.#update(state);
    return state.page as ScenePage;
  }

  /**
   * Adds `subscriber` to `scene` and sends it the scene's full current page at once (on match scenes
   * preceded by the trend). Subscribing twice is harmless: the page is sent again.
   */
  subscribe(scene: string, subscriber: SceneSubscriber): ScenePage {
    const state = this.#require(scene);
    this.#update(state);
    state.subscribers.add(subscriber);
    const page = state.page as ScenePage;
    if (page.trendFrame) subscriber.send(page.trendFrame);
    subscriber.send(page.frame);
    return page;
  }

  /** Removes `subscriber` from `scene`. */
  unsubscribe(scene: string, subscriber: SceneSubscriber): void {
    this.#scenes.get(scene)?.subscribers.delete(subscriber);
  }

  /** How many subscribers `scene` has. */
  subscriberCount(scene: string): number {
    return this.#scenes.get(scene)?.subscribers.size ?? 0;
  }

  /**
   * Brings every subscribed scene up to its source and pushes what changed.
   * @returns the number of frames sent.
   */
  tick(): number {
    let sent = 0;
    for (const state of this.#scenes.values()) {
      if (state.subscribers.size === 0) continue;
      try {
        sent += this.#update(state);
      } catch (error) {
        this.#logger.error({ err: error, scene: state.scene }, 'scene page could not be computed');
      }
    }
    return sent;
  }

  #require(scene: string): SceneState {
    const state = this.#state(scene);
    if (!state) throw new RangeError(`Unknown scene ${scene}`);
    return state;
  }

  #state(scene: string): SceneState | null {
    const known = this.#scenes.get(scene);
    if (known) return known;
    const target = parseScene(scene);
    if (!target || !this.#provider.scene(target)) return null;
    const state: SceneState = {
      scene,
      target,
      subscribers: new Set(),
      lastUpTime: 0,
      pageVersion: null,
      page: null,
      trendVersion: null,
      trendKey: null,
    };
    this.#scenes.set(scene, state);
    return state;
  }

  /** Refreshes a scene and pushes what changed to its subscribers; returns the frames sent. */
  #update(state: SceneState): number {
    const changed = this.#refresh(state);
    const page = state.page as ScenePage;
    // The trend goes first: a client closes its socket on the page that says finished.
    const frames: Buffer[] = [];
    if (changed.trend && page.trendFrame) frames.push(page.trendFrame);
    if (changed.page) frames.push(page.frame);
    if (frames.length === 0) return 0;
    for (const subscriber of [...state.subscribers]) {
      for (const frame of frames) subscriber.send(frame);
    }
    return frames.length * state.subscribers.size;
  }

  /**
   * Rebuilds the page when the source's page version moved, and the trend when its trend version
   * did; stamps what changed. A scene whose match is no longer served keeps its last page.
   */
  #refresh(state: SceneState): Refresh {
    const changed: Refresh = { page: false, trend: false };
    const snapshot = this.#provider.scene(state.target);
    if (!snapshot) return changed;
    const upTime = Math.max(this.#clock.now(), state.lastUpTime + 1);

    let trendFrame = state.page?.trendFrame ?? null;
    if (snapshot.trendVersion !== null) {
      if (snapshot.trendVersion !== state.trendVersion || trendFrame === null) {
        trendFrame = this.#trendFrame(state, snapshot, upTime) ?? trendFrame;
        changed.trend = trendFrame !== (state.page?.trendFrame ?? null);
        state.trendVersion = snapshot.trendVersion;
      }
    }

    if (snapshot.pageVersion !== state.pageVersion || state.page === null) {
      const content = {
        ...snapshot.page(),
        scene: state.scene,
        up_time: upTime,
        revision: snapshot.revision,
      };
      state.page = {
        scene: state.scene,
        content,
        frame: Buffer.from(JSON.stringify({ type: PAGE_DATA_MESSAGE_TYPE, content })),
        trendFrame,
      };
      state.pageVersion = snapshot.pageVersion;
      changed.page = true;
    } else if (changed.trend) {
      state.page = { ...state.page, trendFrame };
    }
    if (changed.page || changed.trend) state.lastUpTime = upTime;
    return changed;
  }

  /** A new trend frame, or `null` when the trend says what the last frame said. */
  #trendFrame(state: SceneState, snapshot: SceneSnapshot, upTime: number): Buffer | null {
    const trend = snapshot.trend();
    const trendKey = JSON.stringify(trend);
    if (trendKey === state.trendKey && state.page?.trendFrame) return null;
    state.trendKey = trendKey;
    const type =
      state.target.sport === 'football'
        ? SocketMessageType.TrendFootball
        : SocketMessageType.TrendBasketball;
    return Buffer.from(
      JSON.stringify({ type, content: { ...trend, scene: state.scene, up_time: upTime } }),
    );
  }
}
