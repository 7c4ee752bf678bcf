import { type Bridge, installBridge } from '@kanqiu/bridge';
import { userSceneCall } from '@kanqiu/core/contract/base';
import {
  createApi,
  createHttpClient,
  type KanqiuApi,
  LiveSocket,
  NotFoundError,
} from '@kanqiu/net';
import { bindNetStore, hideAdverts } from '@kanqiu/net/jotai';
import { showToast } from '@kanqiu/ui';
import { createStore } from 'jotai/vanilla';
import { SHELL_TEXT } from '../shell/texts';
import { notifyTokenChange } from '../user/token-events';
import type { AppConfig } from './config';
import { earlyAnswerFetch, takeEarlyCall } from './early-answers';
import { MissingSubjects } from './missing-subject';
import { nextTask } from './next-task';
import { PageReloads } from './page-reloads';
import { SceneFailures } from './scene-failures';
import { StaleData } from './stale-data';

/** The app's single instances: one store, one API, one live socket, one bridge. */
export interface AppServices {
  config: AppConfig;
  store: ReturnType<typeof createStore>;
  api: KanqiuApi;
  live: LiveSocket;
  bridge: Bridge;
  /** The data reloads of the page on screen (`useCall`, `useRequest`, `usePageReload`). */
  reloads: PageReloads;
  /** What the page on screen shows from the last-seen cache, and since when. */
  staleData: StaleData;
  /** The server said the page's match, team or player does not exist. */
  missing: MissingSubjects;
  /** The live socket could not subscribe a scene for another reason. */
  sceneFailures: SceneFailures;
  /**
   * The app's one refresh (docs/behaviour.md §4): the page's data reloads once and, when the page
   * holds a scene, the socket is reopened once (its subscribe reloads the scene). Pages without a
   * scene open no socket.
   */
  refresh: () => Promise<void>;
}

/** Creates the services and wires the host-callable functions to them. */
export function createServices(config: AppConfig): AppServices {
  const store = createStore();
  const early = takeEarlyCall();
  const client = createHttpClient({
    baseUrl: config.apiBase,
    timeoutMs: config.requestTimeoutMs,
    onToast: (message) => showToast(message),
    // The home list the document asked for before this code ran is the first list call's answer.
    ...(early ? { fetch: earlyAnswerFetch(early) } : {}),
  });
  const api = createApi(client);
  const missing = new MissingSubjects();
  const sceneFailures = new SceneFailures();
  const live = new LiveSocket({
    url: () => config.socketUrl,
    // Each push then carries only what changed (docs/performance.md, "Page patches"); a chunk of its
    // own, loaded from the start so the first live page's socket already asks for patches. It is
    // asked for in the next task: the request's links are script work that the entry's evaluation,
    // already the longest task of a cold start on a slow phone, need not carry.
    patches: nextTask().then(() =>
      import('@kanqiu/net/patches').then((module) => module.scenePatcher),
    ),
    // Scenes are matches: an unknown scene is a match that does not exist.
    subscribe: (request) =>
      api.call(userSceneCall, request).catch((error: unknown) => {
        if (error instanceof NotFoundError) missing.report('match');
        else sceneFailures.report(request.scene);
        throw error;
      }),
    reconnectDelayMs: config.socketReconnectDelayMs,
    reconnectJitterMs: config.socketReconnectJitterMs,
    pingIntervalMs: config.socketPingIntervalMs,
  });
  // The store learns the client's and the socket's state in a task of its own, before any page's: its
  // first writes are a large part of the evaluation's task otherwise. Nothing has asked or connected
  // before that task runs (the first request and the first render are queued after it).
  setTimeout(bindNetStore, 0, store, { client, socket: live });
  const bridge = installBridge({ urlPolicy: config.urlPolicy });
  const reloads = new PageReloads();
  const staleData = new StaleData();
  const refresh = async () => {
    await Promise.all([reloads.run(), live.reconnect().catch(() => undefined)]);
  };

  // An automatic reconnect has opened a new socket and re-subscribed (which reloads the scene):
  // only the page's own data is left to reload; reopening the socket here would throw the new one away.
  live.on('refresh', () => void reloads.run());

  bridge.handle('refresh', async () => {
    await refresh();
    bridge.refreshEnd();
  });
  bridge.handle('sendToken', () => {
    notifyTokenChange();
    void reloads.run();
  });
  bridge.handle('closeSocket', () => void live.close().catch(() => undefined));
  bridge.handle('getPageHeight', () => Math.ceil(document.documentElement.scrollHeight));
  bridge.handle('unshowAdv', () => hideAdverts(store));
  bridge.handle('testToast', (message) => showToast(message || SHELL_TEXT.testToast));
  return { config, store, api, live, bridge, reloads, staleData, missing, sceneFailures, refresh };
}
