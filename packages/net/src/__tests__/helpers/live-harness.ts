import { pushStampEntries, type SceneSpec, userSceneCall } from '@kanqiu/core/contract/base';
import * as v from 'valibot';
import {
  createApi,
  createHttpClient,
  LiveSocket,
  type LiveSocketOptions,
  type SocketState,
} from '../../index';
import { type HttpTestServer, ok, sendJson, startHttpServer } from './http-test-server';
import { createManualTimers, type ManualTimers } from './manual-timers';
import { createRecordingLogger, type RecordingLogger } from './recording-logger';
import { startWsServer, type WsServerOptions, type WsTestServer } from './ws-test-server';

/** The scene name the harness page shows. */
export const SCENE = 'detail_football_match_id_2058017';

/** A page of the harness scene: any fields besides the status (the socket's rules do not read them). */
export interface HarnessPage {
  status_id: number;
  score?: string;
}

/**
 * The harness page's scene with a loose push schema, so the socket's own rules are tested apart from
 * any real page shape (the real shapes are tested with the real scene specs).
 */
export const HARNESS_SCENE: SceneSpec<HarnessPage> = {
  scene: SCENE,
  push: v.looseObject({
    ...pushStampEntries,
    status_id: v.pipe(v.number(), v.integer()),
    score: v.optional(v.string()),
  }),
};

/** Another scene of the same kind. */
export function otherScene(matchId: string): SceneSpec<HarnessPage> {
  return { ...HARNESS_SCENE, scene: `detail_football_match_id_${matchId}` };
}

/** A live socket wired to a real `ws` server and a real HTTP server for the subscribe call. */
export interface LiveHarness {
  ws: WsTestServer;
  http: HttpTestServer;
  timers: ManualTimers;
  logger: RecordingLogger;
  live: LiveSocket;
  /** Every state the manager went through. */
  states: SocketState[];
  /** How many times a reconnect asked the page to refresh. */
  refreshes: () => number;
  /** Bodies of the subscribe calls the HTTP server received. */
  subscriptions: () => Array<{ client_id?: string; scene: string }>;
  stop(): Promise<void>;
}

/** Starts the servers and the manager (not yet connected). */
export async function startLiveHarness(
  options: Partial<LiveSocketOptions> & { ws?: WsServerOptions } = {},
): Promise<LiveHarness> {
  const { ws: wsOptions, ...socketOptions } = options;
  const ws = await startWsServer(wsOptions);
  const http = await startHttpServer();
  http.route('/api/user/userScene', (req, res) => {
    const body = JSON.parse(req.body) as { scene: string; client_id?: string };
    sendJson(res, ok({ scene: body.scene, subscribed: body.client_id !== undefined, page: null }));
  });
  const timers = createManualTimers();
  const logger = createRecordingLogger();
  const api = createApi(createHttpClient({ baseUrl: http.origin, storage: null, logger }));
  const live = new LiveSocket({
    url: ws.url,
    scene: HARNESS_SCENE,
    subscribe: (request) => api.call(userSceneCall, request),
    timers,
    logger,
    window: null,
    document: null,
    // No spread unless a test asks for one: the reconnect tests count the 30 s exactly.
    random: () => 0,
    ...socketOptions,
  });
  const states: SocketState[] = [];
  let refreshes = 0;
  live.on('state', (state) => states.push(state));
  live.on('refresh', () => {
    refreshes += 1;
  });
  return {
    ws,
    http,
    timers,
    logger,
    live,
    states,
    refreshes: () => refreshes,
    subscriptions: () =>
      http.requestsTo('/api/user/userScene').map((r) => JSON.parse(r.body) as { scene: string }),
    async stop() {
      live.dispose();
      await ws.kill().catch(() => {});
      await http.close();
    },
  };
}

/** A page-data push of the harness scene. */
export function pagePush(upTime: number, extra: Record<string, unknown> = {}) {
  return { type: 'page_data', content: { scene: SCENE, up_time: upTime, status_id: 2, ...extra } };
}
