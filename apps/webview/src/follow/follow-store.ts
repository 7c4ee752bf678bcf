import {
  FOLLOW_LIMIT_MESSAGE,
  FOLLOW_MAX,
  FOLLOW_NAME_MAX_LENGTH,
  type FollowKind,
} from '@kanqiu/core';
import {
  type AlertSettings,
  DEFAULT_ALERT_SETTINGS,
  type FollowEntry,
  type FollowTarget,
} from '@kanqiu/core/contract';
import type { KanqiuApi } from '@kanqiu/net';
import { showToast } from '@kanqiu/ui';
import { whenIdle } from '../app/when-idle';
import { onTokenChange } from '../user/token-events';
import { refusalOf } from '../user/user-refusal';
import { readTokenStatus } from '../user/user-token';
import { readDeviceFollows, writeDeviceFollows } from './device-follows';
import { FOLLOW_TEXT } from './follow-texts';

/** Longest wait for an idle moment before the store listens for another tab's changes (ms). */
export const STORAGE_LISTENER_IDLE_TIMEOUT_MS = 1_000;

/** One key per followed thing. */
export function followKey(kind: FollowKind, id: string): string {
  return `${kind}:${id}`;
}

/** What the pages read of the follows. */
export interface FollowSnapshot {
  /** Newest first. */
  follows: readonly FollowEntry[];
  /** {@link followKey} of every follow. */
  keys: ReadonlySet<string>;
  alerts: AlertSettings;
  /** Keys whose change is being saved. */
  pending: ReadonlySet<string>;
  /** Kept on the device (no token) or in the account. */
  where: 'device' | 'account';
  /** The account's follows are on their way (a token just arrived). */
  loading: boolean;
}

function snapshotOf(
  follows: readonly FollowEntry[],
  alerts: AlertSettings,
  rest: Pick<FollowSnapshot, 'pending' | 'where' | 'loading'>,
): FollowSnapshot {
  return {
    follows,
    keys: new Set(follows.map((follow) => followKey(follow.kind, follow.id))),
    alerts,
    ...rest,
  };
}

/**
 * The fan's follows and alert settings (docs/follows.md). Without a token they live on the
 * device; once the host gives a token they are merged into the account and read from it, and every
 * change is the server's answer (written to its store before it answers). One store per page load.
 */
export class FollowStore {
  #api: KanqiuApi | null = null;
  #state: FollowSnapshot;
  readonly #listeners = new Set<() => void>();
  #syncing: Promise<void> | null = null;

  constructor() {
    const device = readDeviceFollows();
    this.#state = snapshotOf(device.follows, device.alerts ?? DEFAULT_ALERT_SETTINGS, {
      pending: new Set(),
      where: 'device',
      loading: false,
    });
  }

  /**
   * Binds the store to the app's API once, and follows the token from then on. Listening for
   * another tab's `storage` changes makes Chromium open the page's local storage then and there:
   * that waits for an idle moment, out of the task that drew the page.
   */
  attach(api: KanqiuApi): void {
    if (this.#api) return;
    this.#api = api;
    onTokenChange(() => void this.sync());
    const listen = () => window.addEventListener('storage', () => void this.sync());
    whenIdle(listen, STORAGE_LISTENER_IDLE_TIMEOUT_MS);
    void this.sync();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): FollowSnapshot => this.#state;

  /** Reads the follows from where they live now: the account when a token is there, else the device. */
  sync(): Promise<void> {
    const api = this.#api;
    if (!api) return Promise.resolve();
    if (readTokenStatus() !== 'valid') {
      const device = readDeviceFollows();
      this.#set(
        snapshotOf(device.follows, device.alerts ?? DEFAULT_ALERT_SETTINGS, {
          pending: new Set(),
          where: 'device',
          loading: false,
        }),
      );
      return Promise.resolve();
    }
    this.#syncing ??= (async () => {
      this.#set({ ...this.#state, loading: true });
      const device = readDeviceFollows();
      try {
        const { loadAccount } = await import('./follow-account');
        const state = await loadAccount(api, device);
        writeDeviceFollows(null);
        this.#set(
          snapshotOf(state.follows, state.alerts, {
            pending: new Set(),
            where: 'account',
            loading: false,
          }),
        );
        if (device.follows.length > 0) showToast(FOLLOW_TEXT.merged(state.refused ?? 0));
      } catch {
        // The device keeps its follows until an account answers; they are merged next time.
        this.#set({ ...this.#state, loading: false });
      } finally {
        this.#syncing = null;
      }
    })();
    return this.#syncing;
  }

  /** Follows (`on`) or stops following; at the limit, says so and changes nothing. */
  async toggle(named: FollowTarget, on: boolean): Promise<void> {
    const target = {
      kind: named.kind,
      id: named.id,
      name: named.name.slice(0, FOLLOW_NAME_MAX_LENGTH),
    };
    const key = followKey(target.kind, target.id);
    if (this.#state.pending.has(key) || this.#state.keys.has(key) === on) return;
    if (on && this.#state.follows.length >= FOLLOW_MAX) {
      showToast(FOLLOW_LIMIT_MESSAGE);
      return;
    }
    if (this.#state.where === 'device') {
      const follows = on
        ? [{ ...target, followed_at: new Date().toISOString() }, ...this.#state.follows]
        : this.#state.follows.filter((follow) => followKey(follow.kind, follow.id) !== key);
      this.#saveDevice(follows, this.#state.alerts);
      return;
    }
    const api = this.#api;
    if (!api) return;
    this.#set({ ...this.#state, pending: new Set([...this.#state.pending, key]) });
    try {
      const { setAccountFollow } = await import('./follow-account');
      this.#answer(await setAccountFollow(api, target, on), key);
    } catch (failure) {
      this.#done(key);
      showToast(refusalOf(failure)?.msg ?? FOLLOW_TEXT.network);
    }
  }

  /** Saves the alert settings where the follows live. */
  async setAlerts(alerts: AlertSettings): Promise<void> {
    if (this.#state.where === 'device') {
      this.#saveDevice(this.#state.follows, alerts);
      return;
    }
    const api = this.#api;
    if (!api) return;
    const before = this.#state.alerts;
    this.#set({ ...this.#state, alerts });
    try {
      const { saveAccountAlerts } = await import('./follow-account');
      this.#answer(await saveAccountAlerts(api, alerts), null);
    } catch (failure) {
      this.#set({ ...this.#state, alerts: before });
      showToast(refusalOf(failure)?.msg ?? FOLLOW_TEXT.network);
    }
  }

  #saveDevice(follows: readonly FollowEntry[], alerts: AlertSettings): void {
    writeDeviceFollows({ follows: [...follows], alerts });
    const { pending, where, loading } = this.#state;
    this.#set(snapshotOf(follows, alerts, { pending, where, loading }));
  }

  #answer(state: { follows: FollowEntry[]; alerts: AlertSettings }, key: string | null): void {
    const pending = new Set(this.#state.pending);
    if (key) pending.delete(key);
    this.#set(
      snapshotOf(state.follows, state.alerts, { pending, where: 'account', loading: false }),
    );
  }

  #done(key: string): void {
    const pending = new Set(this.#state.pending);
    pending.delete(key);
    this.#set({ ...this.#state, pending });
  }

  #set(next: FollowSnapshot): void {
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}

/** The page load's one follow store. */
export const followStore = new FollowStore();
