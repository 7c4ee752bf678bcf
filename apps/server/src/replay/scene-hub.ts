import type { SceneTarget } from '@kanqiu/core';
import { parseScene, SocketMessageType } from '@kanqiu/core';
import { PAGE_DATA_MESSAGE_TYPE } from '@kanqiu/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock/clock';
import type { ReplayPosition, ReplaySchedule } from '../clock/replay-schedule';
import type { Catalog, ReplayMatch } from '../data/catalog';
import { changeIndex } from './change-index';

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
   * replay's run: a new run may go back to 0-0, and says so, docs/contract.md §2.4).
   */
  content: Record<string, unknown> & { up_time: number; status_id: number; revision: number };
  frame: Buffer;
  /** The serialised trend frame (match scenes only). */
  trendFrame: Buffer | null;
}

interface SceneState {
  readonly scene: string;
  readonly target: SceneTarget;
  readonly match: ReplayMatch;
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
  catalog: Catalog;
  schedule: ReplaySchedule;
  clock: Clock;
  logger: FastifyBaseLogger;
}

/**
 * Turns the replay into scene pushes. A scene's page is computed once per change (when replay time
 * passes one of the match's change points, or the match changes state or run), stamped with an
 * `up_time` strictly greater than the scene's previous one, serialised once and sent to every
 * subscriber of the scene as the same string.
 */
export class SceneHub {
  readonly #catalog: Catalog;
  readonly #schedule: ReplaySchedule;
  readonly #clock: Clock;
  readonly #logger: FastifyBaseLogger;
  readonly #matches = new Map<string, ReplayMatch>();
  readonly #scenes = new Map<string, SceneState>();

  constructor(options: SceneHubOptions) {
    this.#catalog = options.catalog;
    this.#schedule = options.schedule;
    this.#clock = options.clock;
    this.#logger = options.logger;
    for (const match of this.#catalog.matches) this.#matches.set(match.id, match);
  }

  /** True when `scene` names a scene of a match in the catalog, with the match's own sport. */
  has(scene: string): boolean {
    return this.#state(scene) !== null;
  }

  /** The scene's current page, computed (and pushed to its subscribers) if the replay has moved. */
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
   * Moves every subscribed scene to the current replay time and pushes what changed.
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

  /** The replay position of a scene's match now. */
  position(scene: string): ReplayPosition {
    const state = this.#require(scene);
    return this.#schedule.position(state.match.id, this.#clock.now());
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
    if (!target) return null;
    const match = this.#matches.get(target.matchId);
    if (!match || match.sport !== target.sport || !this.#schedule.has(match.id)) return null;
    const state: SceneState = {
      scene,
      target,
      match,
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
   * Recomputes the page when the replay moved past one of its change points (or changed state or
   * run), and the trend when it moved past one of the trend's; stamps what changed.
   */
  #refresh(state: SceneState): Refresh {
    const { match, target } = state;
    const position = this.#schedule.position(match.id, this.#clock.now());
    // Before kick-off the data gives the pre-match state, after the final whistle the final one.
    const t = Math.min(position.t, match.durationSec);
    const phase = `${position.run}|${position.state}`;
    const points = target.kind === 'match' ? match.changePoints : match.oddsChangePoints;
    const pageVersion = `${phase}|${changeIndex(points, t)}`;
    const changed: Refresh = { page: false, trend: false };
    const upTime = Math.max(this.#clock.now(), state.lastUpTime + 1);

    let trendFrame = state.page?.trendFrame ?? null;
    if (target.kind === 'match') {
      const trendPoints = match.trendChangePoints;
      const trendVersion = trendPoints ? `${phase}|${changeIndex(trendPoints, t)}` : pageVersion;
      if (trendVersion !== state.trendVersion || trendFrame === null) {
        const trend = match.trendAt(t);
        const trendKey = JSON.stringify(trend);
        if (trendKey !== state.trendKey || trendFrame === null) {
          const type =
            match.sport === 'football'
              ? SocketMessageType.TrendFootball
              : SocketMessageType.TrendBasketball;
          trendFrame = Buffer.from(
            JSON.stringify({ type, content: { ...trend, scene: state.scene, up_time: upTime } }),
          );
          state.trendKey = trendKey;
          changed.trend = true;
        }
        state.trendVersion = trendVersion;
      }
    }

    if (pageVersion !== state.pageVersion || state.page === null) {
      const data = target.kind === 'match' ? match.matchPageAt(t) : match.oddsPageAt(t);
      const content = { ...data, scene: state.scene, up_time: upTime, revision: position.run };
      state.page = {
        scene: state.scene,
        content,
        frame: Buffer.from(JSON.stringify({ type: PAGE_DATA_MESSAGE_TYPE, content })),
        trendFrame,
      };
      state.pageVersion = pageVersion;
      changed.page = true;
    } else if (changed.trend) {
      state.page = { ...state.page, trendFrame };
    }
    if (changed.page || changed.trend) state.lastUpTime = upTime;
    return changed;
  }
}
