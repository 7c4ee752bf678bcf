import type { SceneTarget } from '@kanqiu/core';
import { parseScene, SocketMessageType } from '@kanqiu/core';
import { PAGE_DATA_MESSAGE_TYPE, PAGE_PATCH_MESSAGE_TYPE } from '@kanqiu/core/contract/base';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock/clock';
import type { MatchProvider, SceneSnapshot } from '../provider/match-provider';
import { diffPage } from './page-diff';
import { SceneAnswer } from './scene-answer';

/**
 * Which page frames a subscriber takes: `full` the whole page each time (every connection that did
 * not ask for patches), `patch` the page patch when there is one and the whole page otherwise, `both`
 * the whole page followed by its patch (the feeder's publisher, which relays both).
 */
export type PageFrames = 'full' | 'patch' | 'both';

/** The fields the hub stamps on a page; a patch carries them in its own header. */
const STAMPED_KEYS = new Set(['scene', 'up_time', 'revision']);

/** Someone who receives a scene's pushes: one socket connection. */
export interface SceneSubscriber {
  readonly clientId: string;
  /** Which page frames it takes. @default 'full' */
  readonly pageFrames?: PageFrames;
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
  /**
   * The serialised page patch from the scene's previous page to this one (docs/contract.md §2.6);
   * `null` for a scene's first page, when no subscriber takes patches, or when the patch would not
   * be smaller than the page.
   */
  patchFrame: Buffer | null;
  /** The serialised trend frame (match scenes only). */
  trendFrame: Buffer | null;
  /** The `userScene` answer carrying this page, its bytes made once on first need. */
  answer: SceneAnswer;
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

  /**
   * How many scenes the hub keeps (each with its current page and that page's answer): only scenes
   * of served matches, so at most two per match whatever names clients send.
   */
  get sceneCount(): number {
    return this.#scenes.size;
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
    const trend = changed.trend ? page.trendFrame : null;
    if (!trend && !changed.page) return 0;
    const plan = fanOutPlan(trend, changed.page ? page : null);
    let sent = 0;
    for (const subscriber of [...state.subscribers]) {
      const frames = plan[subscriber.pageFrames ?? 'full'];
      for (const frame of frames) subscriber.send(frame);
      sent += frames.length;
    }
    return sent;
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
      const frame = Buffer.from(JSON.stringify({ type: PAGE_DATA_MESSAGE_TYPE, content }));
      const patchFrame =
        state.page && takesPatches(state.subscribers)
          ? patchFrameOf(state.page.content, content, frame.length)
          : null;
      const answer = new SceneAnswer(state.scene, content);
      state.page = { scene: state.scene, content, frame, patchFrame, trendFrame, answer };
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

/**
 * The frames of one change for each kind of subscriber, built once per change. The trend goes first:
 * a client closes its socket on the page that says finished.
 */
function fanOutPlan(trend: Buffer | null, page: ScenePage | null): Record<PageFrames, Buffer[]> {
  const head = trend ? [trend] : [];
  if (!page) return { full: head, patch: head, both: head };
  const full = [...head, page.frame];
  if (!page.patchFrame) return { full, patch: full, both: full };
  return { full, patch: [...head, page.patchFrame], both: [...head, page.patchFrame, page.frame] };
}

function takesPatches(subscribers: Set<SceneSubscriber>): boolean {
  for (const subscriber of subscribers) {
    if (subscriber.pageFrames && subscriber.pageFrames !== 'full') return true;
  }
  return false;
}

/**
 * The patch frame from `prev` to `next` (docs/contract.md §2.6), or `null` when it would not be
 * smaller than the whole page (`fullBytes`): a client then gets the page as it is.
 */
function patchFrameOf(
  prev: ScenePage['content'],
  next: ScenePage['content'],
  fullBytes: number,
): Buffer | null {
  const ops = diffPage(prev, next).filter(
    (op) => !(op.path.length === 1 && STAMPED_KEYS.has(op.path[0] as string)),
  );
  // The stamps go last: the relay reads `up_time` as the frame's last `"up_time":` (frame-facts.ts).
  const content = {
    ops,
    scene: next.scene as string,
    base_up_time: prev.up_time,
    up_time: next.up_time,
    revision: next.revision,
  };
  const frame = Buffer.from(JSON.stringify({ type: PAGE_PATCH_MESSAGE_TYPE, content }));
  return frame.length < fullBytes ? frame : null;
}
