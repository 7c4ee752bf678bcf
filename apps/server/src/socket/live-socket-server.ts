import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { SOCKET_PING_MESSAGE, SOCKET_RECONNECT_DELAY_MS, SocketMessageType } from '@kanqiu/core';
import { SOCKET_PATCH_PARAM, SOCKET_PATCH_VERSION } from '@kanqiu/core/contract/base';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { Clock } from '../clock/clock';
import { MESSAGES } from '../content/messages';
import { AddressBuckets } from '../http/address-buckets';
import { ApiCode, type ApiCodeValue } from '../http/api-code';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { rawEnvelopeResponse } from '../http/describe-error';
import { type HostRule, hostAllowed } from '../http/host-rule';
import { type OriginRule, originAllowed } from '../http/origin-rule';
import type { SceneFeed } from '../scenes/scene-feed';
import type { ScenePage } from '../scenes/scene-hub';
import { LiveClient } from './live-client';
import { LogThrottle } from './log-throttle';
import type { SocketLimits } from './socket-limits';

/** The path the socket is served at. */
export const SOCKET_PATH = '/ws';

const PING_REPLY = JSON.stringify({ type: SocketMessageType.Ping, content: null });
/** Close code when the server shuts down (RFC 6455 going away). */
const CLOSE_GOING_AWAY = 1001;
/** `Retry-After` of a refusal that is about open connections: the client's own reconnect delay. */
const RETRY_FULL_SEC = SOCKET_RECONNECT_DELAY_MS / 1000;
/** Lines about cut-off clients (floods, protocol errors) per window, the rest counted. */
const CUT_LOG_LINES = 10;
const CUT_LOG_WINDOW_MS = 10_000;

/** Options of {@link LiveSocketServer}. */
export interface LiveSocketServerOptions {
  /** Where scene pages come from: the hub in one process, the Redis relay in many. */
  hub: SceneFeed;
  clock: Clock;
  limits: SocketLimits;
  logger: FastifyBaseLogger;
  /** Which browser origins may open a socket (`Origin`); default any. */
  origins?: OriginRule;
  /** Which `Host` names a socket may be opened under; default any. */
  hosts?: HostRule;
  /** Count clients by the last `X-Forwarded-For` hop (behind a trusted proxy). Default false. */
  trustProxy?: boolean;
  /** 8 hex digits that begin every `client_id` of this server. Default random. */
  processTag?: string;
  /** Subscribes connections of other server processes (with `REDIS_URL`); default none. */
  remote?: RemoteSubscriptions;
}

/** Subscribing a connection that another server process holds. */
export interface RemoteSubscriptions {
  /**
   * Asks the process that holds `clientId` to subscribe it to `scene`.
   * @throws ApiError 4009 when no process holds it, 4029 past its limit.
   */
  subscribe(clientId: string, scene: string): Promise<void>;
}

/**
 * The live socket of docs/behaviour.md §4 at `/ws`: sends `init` with a fresh `client_id` on connect, answers
 * `ping`, and delivers the pushes of the scenes a connection was subscribed to through
 * `POST /api/user/userScene`. It bounds connections (in all, per client address, and new ones per
 * address over time), subscriptions, queued bytes and incoming frames; a client that breaks a rule
 * is terminated at once, as is one that stops answering pings; a client is forgotten on disconnect.
 */
export class LiveSocketServer {
  readonly #wss: WebSocketServer;
  readonly #clients = new Map<string, LiveClient>();
  readonly #hub: SceneFeed;
  readonly #clock: Clock;
  readonly #limits: SocketLimits;
  readonly #logger: FastifyBaseLogger;
  readonly #heartbeat: NodeJS.Timeout;
  readonly #origins: OriginRule;
  readonly #hosts: HostRule;
  readonly #cutLog = new LogThrottle(CUT_LOG_LINES, CUT_LOG_WINDOW_MS);
  readonly #trustProxy: boolean;
  /** Open (and opening) connections per client address. */
  readonly #perAddress = new Map<string, number>();
  readonly #connects: AddressBuckets;
  readonly #remote: RemoteSubscriptions | null;
  /** 8 hex digits that begin every `client_id` of this server. */
  readonly processTag: string;

  constructor(options: LiveSocketServerOptions) {
    this.processTag = options.processTag ?? randomBytes(4).toString('hex');
    if (!/^[0-9a-f]{8}$/.test(this.processTag)) throw new RangeError('processTag is 8 hex digits');
    this.#remote = options.remote ?? null;
    this.#hub = options.hub;
    this.#clock = options.clock;
    this.#limits = options.limits;
    this.#logger = options.logger;
    this.#origins = options.origins ?? true;
    this.#hosts = options.hosts ?? true;
    this.#trustProxy = options.trustProxy ?? false;
    this.#connects = new AddressBuckets(options.limits.connectRate);
    this.#wss = new WebSocketServer({
      noServer: true,
      maxPayload: options.limits.maxIncomingBytes,
      perMessageDeflate: false,
    });
    this.#wss.on('connection', (ws, request: IncomingMessage) => this.#accept(ws, request));
    this.#heartbeat = setInterval(() => this.#beat(), options.limits.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Open connections. */
  get clientCount(): number {
    return this.#clients.size;
  }

  /** True when a connection with this id is open. */
  hasClient(clientId: string): boolean {
    return this.#clients.has(clientId);
  }

  /** The scenes a connection is subscribed to. */
  scenesOf(clientId: string): readonly string[] {
    return [...(this.#clients.get(clientId)?.scenes ?? [])];
  }

  /** Open (and opening) connections of one client address. */
  connectionsOf(address: string): number {
    return this.#perAddress.get(address) ?? 0;
  }

  /**
   * Takes over an HTTP upgrade request: `/ws` becomes a socket unless its origin is not allowed
   * (403), the server is full (503), or the client's address holds too many connections or opened
   * too many lately (429); every refusal carries an envelope and, when waiting helps, `Retry-After`.
   * Anything but `/ws` is 404.
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== SOCKET_PATH) {
      refuse(socket, 404, 'Not Found', ApiCode.UnknownPath, MESSAGES.unknownPath);
      return;
    }
    if (!hostAllowed(this.#hosts, request.headers.host)) {
      refuse(socket, 421, 'Misdirected Request', ApiCode.HostNotAllowed, MESSAGES.hostNotAllowed);
      return;
    }
    if (!originAllowed(this.#origins, request.headers.origin, request.headers.host)) {
      // Refusals log at debug: an attacker's thousands of attempts must not flood the log.
      this.#logger.debug({ origin: request.headers.origin }, 'socket refused: origin not allowed');
      refuse(socket, 403, 'Forbidden', ApiCode.OriginNotAllowed, MESSAGES.originNotAllowed);
      return;
    }
    if (this.#clients.size >= this.#limits.maxClients) {
      this.#logger.debug({ clients: this.#clients.size }, 'socket refused: server full');
      refuse(socket, 503, 'Service Unavailable', ApiCode.Unavailable, MESSAGES.serverFull, {
        retryAfterSec: RETRY_FULL_SEC,
      });
      return;
    }
    const address = clientAddress(request, this.#trustProxy);
    const open = this.connectionsOf(address);
    if (open >= this.#limits.maxClientsPerAddress) {
      this.#logger.debug(
        { address, open },
        'socket refused: too many connections from one address',
      );
      refuse(socket, 429, 'Too Many Requests', ApiCode.TooManyRequests, MESSAGES.tooManySockets, {
        retryAfterSec: RETRY_FULL_SEC,
      });
      return;
    }
    const verdict = this.#connects.take(address, this.#clock.now());
    if (!verdict.ok) {
      this.#logger.debug({ address }, 'socket refused: connecting too often');
      refuse(socket, 429, 'Too Many Requests', ApiCode.TooManyRequests, MESSAGES.tooManySockets, {
        retryAfterSec: verdict.retryAfterSec,
      });
      return;
    }
    // Counted from the handshake on, so parallel handshakes count too; the raw socket's close ends
    // both a failed handshake and an open connection.
    this.#perAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = this.connectionsOf(address) - 1;
      if (left > 0) this.#perAddress.set(address, left);
      else this.#perAddress.delete(address);
    });
    this.#wss.handleUpgrade(request, socket, head, (ws) =>
      this.#wss.emit('connection', ws, request),
    );
  }

  /**
   * Subscribes connection `clientId` to `scene` and sends it the scene's page at once. A connection
   * of another server process (its id names that process) is subscribed there, through `remote`.
   * @throws ApiError 4004 for an unknown scene, 4009 for an unknown connection, 4029 past the limit.
   */
  async subscribe(clientId: string, scene: string): Promise<ScenePage> {
    if (!this.#hub.has(scene)) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownScene);
    const client = this.#clients.get(clientId);
    if (!client) {
      if (!this.#remote || this.ownsClientId(clientId)) {
        throw new ApiError(ApiCode.UnknownClient, MESSAGES.unknownClient);
      }
      await this.#remote.subscribe(clientId, scene);
      return this.#hub.current(scene);
    }
    if (!client.scenes.has(scene) && client.scenes.size >= this.#limits.maxSubscriptions) {
      throw new ApiError(
        ApiCode.TooManySubscriptions,
        MESSAGES.tooManySubscriptions(this.#limits.maxSubscriptions),
      );
    }
    // Held before the page arrives, so parallel calls count against the limit too.
    const fresh = !client.scenes.has(scene);
    client.scenes.add(scene);
    try {
      const page = await this.#hub.subscribe(scene, client);
      // The connection closed while the page was on its way: it must not stay a subscriber.
      if (!this.#clients.has(clientId)) this.#hub.unsubscribe(scene, client);
      return page;
    } catch (error) {
      if (fresh) client.scenes.delete(scene);
      throw error;
    }
  }

  /** True when `clientId` was given by this server (its tag names this process). */
  ownsClientId(clientId: string): boolean {
    return clientId.startsWith(`c_${this.processTag}`);
  }

  /** Closes every connection (1001) and stops the heartbeat. */
  close(): Promise<void> {
    clearInterval(this.#heartbeat);
    for (const ws of this.#wss.clients) ws.close(CLOSE_GOING_AWAY, 'server shutting down');
    return new Promise((resolve) => {
      this.#wss.close(() => resolve());
      // Sockets that do not finish the closing handshake must not hold the shutdown.
      setTimeout(() => {
        for (const ws of this.#wss.clients) ws.terminate();
      }, 1_000).unref();
    });
  }

  #accept(ws: WebSocket, request: IncomingMessage): void {
    // 32 hex digits, the first 8 naming this process: any process can tell whose connection it is.
    const clientId = `c_${this.processTag}${randomUUID().replaceAll('-', '').slice(8)}`;
    const client = new LiveClient(
      clientId,
      ws,
      this.#limits,
      this.#logger,
      asksForPatches(request) ? 'patch' : 'full',
    );
    this.#clients.set(clientId, client);

    // Control frames cost as much as any other: a flood of pings or pongs is cut like one of texts.
    ws.on('pong', () => this.#admit(client, ws));
    ws.on('ping', () => this.#admit(client, ws));
    ws.on('message', (data, isBinary) => this.#receive(client, ws, data, isBinary));
    ws.on('error', (error) => {
      // A protocol error (an oversized or malformed frame): ws has queued its close frame, but a
      // client that ignores it must not keep the connection or be read any further.
      if (client.cut) return;
      client.cut = true;
      this.#log('info', { clientId, err: error }, 'socket error: connection terminated');
      ws.terminate();
    });
    ws.on('close', () => {
      this.#clients.delete(clientId);
      for (const scene of client.scenes) this.#hub.unsubscribe(scene, client);
      client.scenes.clear();
    });

    client.send(JSON.stringify({ type: SocketMessageType.Init, content: { client_id: clientId } }));
  }

  /**
   * Counts a frame of any kind; false once the client is cut off. Frames read after the cut (the
   * rest of a chunk already in memory) are dropped without a word: the cut is logged once.
   */
  #admit(client: LiveClient, ws: WebSocket): boolean {
    if (client.cut) return false;
    client.alive = true;
    if (client.countIncoming(this.#clock.now())) return true;
    client.cut = true;
    // Terminated, not closed: a closing handshake would keep reading the flood for up to 30 s.
    this.#log('warn', { clientId: client.clientId }, 'socket flood: connection terminated');
    ws.terminate();
    return false;
  }

  /** Writes a line about a misbehaving client, at most {@link CUT_LOG_LINES} a window. */
  #log(level: 'info' | 'warn', fields: Record<string, unknown>, message: string): void {
    const suppressed = this.#cutLog.take(this.#clock.now());
    if (suppressed === null) return;
    this.#logger[level](suppressed > 0 ? { ...fields, suppressed } : fields, message);
  }

  #receive(client: LiveClient, ws: WebSocket, data: RawData, isBinary: boolean): void {
    if (!this.#admit(client, ws)) return;
    if (isBinary) return;
    const text = data.toString().trim();
    if (text === SOCKET_PING_MESSAGE || isPingFrame(text)) client.send(PING_REPLY);
    // Anything else is not part of the protocol and is ignored: the client only ever sends pings.
  }

  #beat(): void {
    for (const client of this.#clients.values()) {
      if (!client.heartbeat())
        this.#logger.info({ clientId: client.clientId }, 'silent socket terminated');
    }
  }
}

function isPingFrame(text: string): boolean {
  if (!text.startsWith('{')) return false;
  try {
    const frame: unknown = JSON.parse(text);
    return (
      typeof frame === 'object' &&
      frame !== null &&
      (frame as { type?: unknown }).type === SocketMessageType.Ping
    );
  } catch {
    return false;
  }
}

function refuse(
  socket: Duplex,
  status: number,
  reason: string,
  code: ApiCodeValue,
  msg: string,
  options: { retryAfterSec?: number } = {},
): void {
  socket.end(rawEnvelopeResponse(status, reason, code, msg, options.retryAfterSec));
  socket.destroy();
}

/** True when the socket address asks for page patches: `/ws?patch=1` (docs/contract.md §2.6). */
function asksForPatches(request: IncomingMessage): boolean {
  const query = (request.url ?? '').split('?')[1];
  return new URLSearchParams(query ?? '').get(SOCKET_PATCH_PARAM) === SOCKET_PATCH_VERSION;
}
