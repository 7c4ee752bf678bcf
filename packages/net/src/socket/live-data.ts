import { isNewerUpdate, type SubscribeRequest } from '@kanqiu/core';
import {
  pageDataBaseSchema,
  socketInitContentSchema,
  type TrendContent,
  trendContentSchema,
} from '@kanqiu/core/contract';
import * as v from 'valibot';
import type { Emitter } from '../emitter';
import type { Logger } from '../logger';
import { NET_MESSAGES } from '../messages';
import { toValidationIssues } from '../validation-issues';
import type { LivePage, LiveSocketEvents } from './live-socket-options';

/**
 * What the live socket has learnt: the connection's `client_id`, the scene, and the newest page and
 * trend data. Content is checked against the contract before it is kept, and page data is kept only
 * when its `up_time` is newer than the `updated_at` held (seed §4).
 */
export class LiveData<TPage extends LivePage> {
  readonly #emitter: Emitter<LiveSocketEvents<TPage>>;
  readonly #logger: Logger;
  readonly #pageDataSchema: v.GenericSchema<unknown, TPage> | undefined;
  #scene: string | null;
  #clientId: string | null = null;
  #pageData: TPage | null = null;
  #updatedAt: number | null = null;
  #trend: TrendContent | null = null;

  constructor(
    emitter: Emitter<LiveSocketEvents<TPage>>,
    logger: Logger,
    scene: string | null,
    pageDataSchema: v.GenericSchema<unknown, TPage> | undefined,
  ) {
    this.#emitter = emitter;
    this.#logger = logger;
    this.#scene = scene;
    this.#pageDataSchema = pageDataSchema;
  }

  get scene(): string | null {
    return this.#scene;
  }
  get clientId(): string | null {
    return this.#clientId;
  }
  get pageData(): TPage | null {
    return this.#pageData;
  }
  get updatedAt(): number | null {
    return this.#updatedAt;
  }
  get trend(): TrendContent | null {
    return this.#trend;
  }

  /**
   * Subscribes the connection to the scene (when both are known) and applies the page the call
   * returns. Resolves with that page when it was kept; a failed call is logged, never thrown.
   */
  async subscribe(call: (request: SubscribeRequest) => Promise<unknown>): Promise<TPage | null> {
    const clientId = this.#clientId;
    const scene = this.#scene;
    if (!clientId || !scene) return null;
    try {
      const result = await call({ client_id: clientId, scene });
      // The connection or the scene may have changed while the call was out.
      if (clientId !== this.#clientId || scene !== this.#scene) return null;
      const page =
        typeof result === 'object' && result !== null ? Reflect.get(result, 'page') : null;
      return page === null || page === undefined ? null : this.applyPageData(page, 'userScene');
    } catch (error) {
      this.#logger.warn(NET_MESSAGES.socketSubscribeFailed, error);
      return null;
    }
  }

  /** Logs a frame that is dropped. */
  drop(reason: string, detail: unknown): void {
    this.#logger.warn(NET_MESSAGES.socketDroppedFrame, { reason, detail });
  }

  /** Switches scene, dropping the old scene's data. False when the scene is unchanged. */
  setScene(scene: string | null): boolean {
    if (scene === this.#scene) return false;
    this.#scene = scene;
    this.#pageData = null;
    this.#updatedAt = null;
    this.#trend = null;
    this.#emitter.emit('pageData', null);
    this.#emitter.emit('trend', null);
    return true;
  }

  /** Keeps the `client_id` of an `init` frame; `null` when the content holds none. */
  readInit(content: unknown): string | null {
    const init = v.safeParse(socketInitContentSchema, content);
    if (!init.success) {
      this.drop('init without client_id', toValidationIssues(init.issues));
      return null;
    }
    this.#clientId = init.output.client_id;
    this.#emitter.emit('clientId', this.#clientId);
    return this.#clientId;
  }

  /** Keeps a trend push unless it is invalid or older than the trend held. */
  applyTrend(content: unknown): void {
    const trend = v.safeParse(trendContentSchema, content);
    if (!trend.success) {
      this.drop('invalid trend', toValidationIssues(trend.issues));
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
   * Keeps page data when it is valid, of the current scene, and newer than what is held. Returns
   * the kept page, or `null` when nothing changed.
   */
  applyPageData(content: unknown, source: string): TPage | null {
    const base = v.safeParse(pageDataBaseSchema, content);
    if (!base.success) {
      this.drop(`invalid ${source}`, toValidationIssues(base.issues));
      return null;
    }
    let page = base.output as TPage;
    if (this.#pageDataSchema) {
      const full = v.safeParse(this.#pageDataSchema, content);
      if (!full.success) {
        this.drop(`invalid ${source}`, toValidationIssues(full.issues));
        return null;
      }
      page = full.output;
    }
    const { scene, up_time } = base.output;
    if (!this.#isCurrentScene(scene)) return null;
    if (!isNewerUpdate(up_time, this.#updatedAt)) return null;
    this.#pageData = page;
    this.#updatedAt = up_time;
    this.#emitter.emit('pageData', page);
    return page;
  }

  /**
   * One connection may still be subscribed to a scene the page has left (the server keeps every
   * subscription of a connection), so a push naming another scene is not for this page.
   */
  #isCurrentScene(scene: unknown): boolean {
    return typeof scene !== 'string' || this.#scene === null || scene === this.#scene;
  }
}
