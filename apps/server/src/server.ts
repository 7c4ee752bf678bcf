import { randomBytes } from 'node:crypto';
import type { MatchState } from '@kanqiu/core/contract/match';
import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock/clock';
import { ReplayAnchors } from './clock/replay-anchors';
import { ReplaySchedule } from './clock/replay-schedule';
import { DEFAULT_CONFIG, type ServerConfig } from './config';
import type { Catalog } from './data/catalog';
import { resolveDataDir } from './data/shared/data-dir';
import { loadVenues, type VenueDirectory } from './data/venues/load-venues';
import { AbuseGuards } from './http/abuse-guards';
import { AddressBuckets } from './http/address-buckets';
import { createHttpApp, registerHttpRoutes } from './http/create-http-app';
import { readHostRule } from './http/host-rule';
import type { ServerContext } from './http/server-context';
import type { IngestService } from './ingest/ingest-service';
import { openIngest } from './ingest/open-ingest';
import { buildCityDirectory } from './location/city-directory';
import { CompositeProvider } from './provider/composite-provider';
import type { MatchProvider } from './provider/match-provider';
import { ReplayProvider } from './replay/replay-provider';
import { openRedisScaleOut, type RedisScaleOut } from './scale/redis-scale-out';
import type { SceneFeed } from './scenes/scene-feed';
import { SceneHub } from './scenes/scene-hub';
import { LiveSocketServer } from './socket/live-socket-server';
import { openPostgresUserStore } from './store/postgres/open-postgres-user-store';
import { openSqliteUserStore } from './store/sqlite/open-sqlite-user-store';
import type { UserStore } from './store/user-store';
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
  /**
   * The user store. Default: the PostgreSQL store at `config.databaseUrl` when set, else the SQLite
   * store in `config.storeDir`, opened (and migrated) here and closed by `close()`; a store given
   * here is left open.
   */
  store?: UserStore;
  /** The venues. Default: read from the data directory's stadium files. */
  venues?: VenueDirectory;
}

/** A running (or ready to run) kanqiu server. */
export interface KanqiuServer {
  readonly app: FastifyInstance;
  /** The clock everything reads time from. */
  readonly clock: Clock;
  /** Every served match: the replay's, and live ingest's when it is on. */
  readonly provider: MatchProvider;
  /** The replay's timetable (of the replayed matches only). */
  readonly schedule: ReplaySchedule;
  readonly hub: SceneHub;
  /** Live ingest's service when `config.ingestKey` is set; `null` when ingest is off. */
  readonly ingest: IngestService | null;
  readonly sockets: LiveSocketServer;
  /** The Redis fan-out when `config.redisUrl` is set; `null` for the single process. */
  readonly scaleOut: RedisScaleOut | null;
  readonly webLog: WebLogRing;
  readonly store: UserStore;
  readonly config: ServerConfig;
  /** Starts listening on `config.host`:`config.port`; resolves with the port actually bound. */
  listen(): Promise<number>;
  /** Pushes every scene change the sources have reached; returns the number of frames sent. */
  tick(): number;
  /**
   * Shuts down gracefully: stops the replay tick, closes the sockets (1001) and stops taking
   * requests; requests in flight get `config.shutdownGraceMs` to finish, then their connections are
   * cut, so a slow client can never hold the shutdown.
   */
  close(): Promise<void>;
}

/**
 * Builds the server: the match provider (the replay schedule over the catalog's matches, and live
 * ingest when `config.ingestKey` is set), the scene hub that turns its scenes into pushes, the live socket at `/ws`, the user store, and the HTTP app (API, probe, banner images,
 * webview).
 *
 * @throws Error when `config.replayStarts` names a match the catalog does not have, or the user store
 * cannot be opened.
 */
export async function createKanqiuServer(options: KanqiuServerOptions): Promise<KanqiuServer> {
  const config: ServerConfig = { ...DEFAULT_CONFIG, ...options.config };
  const clock = options.clock ?? systemClock;
  const { catalog } = options;
  const off = config.replayOff;
  const replayed = off === 'all' ? [] : catalog.matches.filter((match) => !off.has(match.id));
  for (const id of config.replayStarts.keys()) {
    if (!replayed.some((match) => match.id === id)) {
      const known = replayed.map((match) => match.id).join(', ');
      throw new Error(`REPLAY_START names match ${id}, which is not replayed (${known})`);
    }
  }

  const app = createHttpApp({
    logger: options.log === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    requestTimeoutMs: config.requestTimeoutMs,
    headersTimeoutMs: config.headersTimeoutMs,
    connections: { ...config.abuseLimits, trustProxy: config.trustProxy },
    keepAliveTimeoutMs: config.abuseLimits.keepAliveTimeoutS * 1_000,
    shutdownGraceMs: config.shutdownGraceMs,
  });
  const startedAt = clock.now();
  const anchors = new ReplayAnchors(config.storeDir);
  const schedule: ReplaySchedule = new ReplaySchedule({
    matches: replayed,
    speed: config.replaySpeed,
    seed: config.replaySeed,
    startAt: startedAt,
    starts: config.replayStarts,
    onChange: () => anchors.save(schedule, config.replayStarts, clock.now()),
  });
  const resumed = anchors.resume(schedule, config.replayStarts, startedAt);
  if (resumed.unreadable)
    app.log.warn({ file: anchors.file, ...resumed }, 'replay clock not resumed');
  else if (resumed.resumed > 0 || resumed.restarted.length > 0) {
    app.log.info({ file: anchors.file, ...resumed }, 'replay clock resumed');
  }
  anchors.save(schedule, config.replayStarts, startedAt);
  let provider: MatchProvider | null = null;
  const replay: ReplayProvider = new ReplayProvider({
    matches: replayed,
    schedule,
    clock,
    football: catalog.football,
    stateOf: (matchId): MatchState | null => (provider ?? replay).state(matchId),
    world: () => catalog.asOf?.((matchId) => (provider ?? replay).state(matchId) === 'finished'),
  });
  const ownStore = options.store ? null : await openOwnStore(config, startedAt, app);
  const ingest = config.ingestKey
    ? await openIngest({
        databaseUrl: config.databaseUrl,
        storeDir: config.storeDir,
        clock,
        isTaken: (matchId) => replay.state(matchId) !== null,
      }).catch(async (error: unknown) => {
        await ownStore?.close();
        throw error;
      })
    : null;
  provider = new CompositeProvider(ingest ? [replay, ingest.provider] : [replay]);
  const served: MatchProvider = provider;
  const hub = new SceneHub({ provider: served, clock, logger: app.log });
  // An ingested event or a seek is pushed at once, not at the next tick.
  served.onChange(() => hub.tick());
  const processTag = randomBytes(4).toString('hex');
  const scaleOut = config.redisUrl
    ? await openRedisScaleOut({
        url: config.redisUrl,
        tag: processTag,
        hub,
        provider: served,
        logger: app.log,
        subscribeLocal: (clientId, scene) => sockets.subscribe(clientId, scene),
      }).catch(async (error: unknown) => {
        await ownStore?.close();
        await ingest?.close();
        throw error;
      })
    : null;
  const feed: SceneFeed = scaleOut?.feed ?? hub;
  const hostRule = readHostRule(config.allowedHosts ?? undefined, config.host);
  const sockets: LiveSocketServer = new LiveSocketServer({
    hub: feed,
    processTag,
    ...(scaleOut ? { remote: scaleOut.remote } : {}),
    clock,
    limits: config.socketLimits,
    logger: app.log,
    origins: config.corsOrigin,
    hosts: hostRule,
    trustProxy: config.trustProxy,
  });
  const webLog = new WebLogRing();
  const tick = () => hub.tick();
  const venues = options.venues ?? loadVenues(resolveDataDir());
  const cities = buildCityDirectory(venues);
  const store = options.store ?? ownStore;
  if (!store) throw new Error('no user store');
  const context: ServerContext = {
    provider: served,
    catalog,
    feed,
    sockets,
    clock,
    webLog,
    startedAt,
    debug: config.replayDebug,
    webLogLimit: new AddressBuckets(config.webLogRate),
    guards: new AbuseGuards(config.abuseLimits, clock, config.trustProxy),
    trustProxy: config.trustProxy,
    ingest:
      ingest && config.ingestKey
        ? {
            service: ingest.service,
            key: config.ingestKey,
            limit: new AddressBuckets(config.ingestRate),
          }
        : null,
    store,
    venues,
    cities,
    appLinks: { apkUrl: config.apkUrl, appStoreUrl: config.appStoreUrl },
  };
  try {
    await registerHttpRoutes(app, context, {
      ...config,
      requestBudgets: {
        apiPerMinute: config.abuseLimits.apiRequestsPerMin,
        filePerMinute: config.abuseLimits.fileRequestsPerMin,
      },
      hostRule,
    });
  } catch (error) {
    await ownStore?.close();
    await ingest?.close();
    await scaleOut?.close();
    throw error;
  }
  app.server.on('upgrade', (request, socket, head) => sockets.handleUpgrade(request, socket, head));

  let timer: NodeJS.Timeout | null = null;
  return {
    app,
    clock,
    provider: served,
    schedule,
    hub,
    ingest: ingest?.service ?? null,
    sockets,
    scaleOut,
    webLog,
    store,
    config,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      if (options.autoTick !== false) {
        timer = setInterval(tick, config.tickMs);
        timer.unref();
      }
      scaleOut?.start();
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : config.port;
    },
    tick,
    async close() {
      if (timer) clearInterval(timer);
      const socketsClosed = sockets.close();
      await closeWithin(app, config.shutdownGraceMs);
      await socketsClosed;
      // Gives the feeder lease up at once: another process goes on publishing.
      await scaleOut?.close();
      // After the HTTP server: no request is left that could still write.
      await ownStore?.close();
      await ingest?.close();
    },
  };
}

/** The user store the server opens itself: PostgreSQL with `databaseUrl`, else the SQLite file. */
async function openOwnStore(
  config: ServerConfig,
  now: number,
  app: FastifyInstance,
): Promise<UserStore> {
  if (config.databaseUrl) {
    const opened = await openPostgresUserStore({ url: config.databaseUrl, now });
    if (opened.migration.applied.length > 0) {
      app.log.info({ engine: 'postgres', ...opened.migration }, 'user store migrated');
    }
    return opened.store;
  }
  const opened = openSqliteUserStore({ dir: config.storeDir, now });
  if (opened.migration.applied.length > 0) {
    app.log.info({ file: opened.store.file, ...opened.migration }, 'user store migrated');
  }
  return opened.store;
}

/**
 * Closes the HTTP server: no new requests (503 while closing), idle connections closed now, requests
 * in flight given `graceMs`, then every connection cut.
 */
async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  const outcome = await Promise.race([closed.then(() => 'done' as const), deadline]);
  clearTimeout(timer);
  if (outcome === 'late') {
    app.log.warn({ graceMs }, 'requests still in flight at the shutdown deadline: cut off');
    app.server.closeAllConnections();
    await closed;
  }
}
