import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock/clock';
import { ReplaySchedule } from './clock/replay-schedule';
import { DEFAULT_CONFIG, type ServerConfig } from './config';
import type { Catalog } from './data/catalog';
import { createHttpApp, registerHttpRoutes } from './http/create-http-app';
import type { ServerContext } from './http/server-context';
import { SceneHub } from './replay/scene-hub';
import { LiveSocketServer } from './socket/live-socket-server';
import { WebLogRing } from './web-log/web-log-ring';

/** Options of {@link createKanqiuServer}. */
export interface KanqiuServerOptions {
  /** The data the server serves. */
  catalog: Catalog;
  /** Anything not given takes {@link DEFAULT_CONFIG}. */
  config?: Partial<ServerConfig>;
  /** Where time comes from. Default the system clock; tests pass a `ManualClock`. */
  clock?: Clock;
  /** Log through Fastify's logger (pino) at `config.logLevel`. Default true. */
  log?: boolean;
  /** Check the replay for changes every `config.tickMs`. Default true; tests call `tick()` instead. */
  autoTick?: boolean;
}

/** A running (or ready to run) kanqiu server. */
export interface KanqiuServer {
  readonly app: FastifyInstance;
  /** The clock everything reads time from. */
  readonly clock: Clock;
  readonly schedule: ReplaySchedule;
  readonly hub: SceneHub;
  readonly sockets: LiveSocketServer;
  readonly webLog: WebLogRing;
  readonly config: ServerConfig;
  /** Starts listening on `config.host`:`config.port`; resolves with the port actually bound. */
  listen(): Promise<number>;
  /** Pushes every scene change the replay has reached; returns the number of frames sent. */
  tick(): number;
  /** Closes the sockets (1001), stops the replay tick and the HTTP server. */
  close(): Promise<void>;
}

/**
 * Builds the server: the replay schedule over the catalog's matches, the scene hub that turns it
 * into pushes, the live socket at `/ws`, and the HTTP app (API, probe, banner images, webview).
 *
 * @throws Error when `config.replayStarts` names a match the catalog does not have.
 */
export async function createKanqiuServer(options: KanqiuServerOptions): Promise<KanqiuServer> {
  const config: ServerConfig = { ...DEFAULT_CONFIG, ...options.config };
  const clock = options.clock ?? systemClock;
  const { catalog } = options;
  for (const id of config.replayStarts.keys()) {
    if (!catalog.matches.some((match) => match.id === id)) {
      const known = catalog.matches.map((match) => match.id).join(', ');
      throw new Error(`REPLAY_START names match ${id}, which is not in the catalog (${known})`);
    }
  }

  const app = createHttpApp({
    logger: options.log === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
  });
  const startedAt = clock.now();
  const schedule = new ReplaySchedule({
    matches: catalog.matches,
    speed: config.replaySpeed,
    seed: config.replaySeed,
    startAt: startedAt,
    starts: config.replayStarts,
  });
  const hub = new SceneHub({ catalog, schedule, clock, logger: app.log });
  const sockets = new LiveSocketServer({
    hub,
    clock,
    limits: config.socketLimits,
    logger: app.log,
  });
  const webLog = new WebLogRing();
  const tick = () => hub.tick();
  const context: ServerContext = {
    catalog,
    schedule,
    hub,
    sockets,
    clock,
    webLog,
    startedAt,
    debug: config.replayDebug,
    tick,
  };
  await registerHttpRoutes(app, context, config);
  app.server.on('upgrade', (request, socket, head) => sockets.handleUpgrade(request, socket, head));

  let timer: NodeJS.Timeout | null = null;
  return {
    app,
    clock,
    schedule,
    hub,
    sockets,
    webLog,
    config,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      if (options.autoTick !== false) {
        timer = setInterval(tick, config.tickMs);
        timer.unref();
      }
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : config.port;
    },
    tick,
    async close() {
      if (timer) clearInterval(timer);
      await sockets.close();
      await app.close();
    },
  };
}
