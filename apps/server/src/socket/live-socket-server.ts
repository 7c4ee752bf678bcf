import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { SOCKET_PING_MESSAGE, SocketMessageType } from '@kanqiu/core';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { Clock } from '../clock/clock';
import { MESSAGES } from '../content/messages';
import { ApiCode } from '../http/api-code';
import { ApiError } from '../http/api-error';
import type { SceneHub, ScenePage } from '../replay/scene-hub';
import { LiveClient } from './live-client';
import type { SocketLimits } from './socket-limits';

/** The path the socket is served at. */
export const SOCKET_PATH = '/ws';

const PING_REPLY = JSON.stringify({ type: SocketMessageType.Ping, content: null });
/** Close code for a client that breaks the rules (RFC 6455 policy violation). */
const CLOSE_POLICY = 1008;
/** Close code when the server shuts down (RFC 6455 going away). */
const CLOSE_GOING_AWAY = 1001;

/** Options of {@link LiveSocketServer}. */
export interface LiveSocketServerOptions {
  hub: SceneHub;
  clock: Clock;
  limits: SocketLimits;
  logger: FastifyBaseLogger;
}

/**
 * The live socket of docs/behaviour.md §4 at `/ws`: sends `init` with a fresh `client_id` on connect, answers
 * `ping`, and delivers the pushes of the scenes a connection was subscribed to through
 * `POST /api/user/userScene`. It bounds connections, subscriptions, queued bytes and incoming
 * frames, terminates connections that stop answering pings, and forgets a client on disconnect.
 */
export class LiveSocketServer {
  readonly #wss: WebSocketServer;
  readonly #clients = new Map<string, LiveClient>();
  readonly #hub: SceneHub;
  readonly #clock: Clock;
  readonly #limits: SocketLimits;
  readonly #logger: FastifyBaseLogger;
  readonly #heartbeat: NodeJS.Timeout;

  constructor(options: LiveSocketServerOptions) {
    this.#hub = options.hub;
    this.#clock = options.clock;
    this.#limits = options.limits;
    this.#logger = options.logger;
    this.#wss = new WebSocketServer({
      noServer: true,
      maxPayload: options.limits.maxIncomingBytes,
      perMessageDeflate: false,
    });
    this.#wss.on('connection', (ws) => this.#accept(ws));
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

  /** Takes over an HTTP upgrade request: `/ws` becomes a socket, anything else is refused. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== SOCKET_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    if (this.#clients.size >= this.#limits.maxClients) {
      this.#logger.warn({ clients: this.#clients.size }, 'socket connection refused: server full');
      refuse(socket, 503, 'Service Unavailable');
      return;
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#wss.emit('connection', ws));
  }

  /**
   * Subscribes connection `clientId` to `scene` and sends it the scene's page at once.
   * @throws ApiError 4004 for an unknown scene, 4009 for an unknown connection, 4029 past the limit.
   */
  subscribe(clientId: string, scene: string): ScenePage {
    if (!this.#hub.has(scene)) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownScene);
    const client = this.#clients.get(clientId);
    if (!client) throw new ApiError(ApiCode.UnknownClient, MESSAGES.unknownClient);
    if (!client.scenes.has(scene) && client.scenes.size >= this.#limits.maxSubscriptions) {
      throw new ApiError(
        ApiCode.TooManySubscriptions,
        MESSAGES.tooManySubscriptions(this.#limits.maxSubscriptions),
      );
    }
    const page = this.#hub.subscribe(scene, client);
    client.scenes.add(scene);
    return page;
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

  #accept(ws: WebSocket): void {
    const clientId = `c_${randomUUID().replaceAll('-', '')}`;
    const client = new LiveClient(clientId, ws, this.#limits, this.#logger);
    this.#clients.set(clientId, client);

    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('message', (data, isBinary) => this.#receive(client, ws, data, isBinary));
    ws.on('error', (error) => {
      this.#logger.info({ clientId, err: error }, 'socket error');
    });
    ws.on('close', () => {
      this.#clients.delete(clientId);
      for (const scene of client.scenes) this.#hub.unsubscribe(scene, client);
      client.scenes.clear();
    });

    client.send(JSON.stringify({ type: SocketMessageType.Init, content: { client_id: clientId } }));
  }

  #receive(client: LiveClient, ws: WebSocket, data: RawData, isBinary: boolean): void {
    client.alive = true;
    if (!client.countIncoming(this.#clock.now())) {
      ws.close(CLOSE_POLICY, 'too many messages');
      return;
    }
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

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
