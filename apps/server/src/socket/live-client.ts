import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { PageFrames, SceneSubscriber } from '../scenes/scene-hub';
import type { SocketLimits } from './socket-limits';

/** One socket connection: its id, its scenes, and the rules for sending to it. */
export class LiveClient implements SceneSubscriber {
  readonly clientId: string;
  /** `patch` when the connection asked for page patches (`/ws?patch=1`), `full` otherwise. */
  readonly pageFrames: PageFrames;
  readonly scenes = new Set<string>();
  /** Cleared at each heartbeat, set again by a pong or any frame from the client. */
  alive = true;
  /** Set once the client is cut off (a flood, a protocol error): nothing more it sent is read. */
  cut = false;
  readonly #ws: WebSocket;
  readonly #limits: SocketLimits;
  readonly #logger: FastifyBaseLogger;
  #windowStart = 0;
  #windowFrames = 0;

  constructor(
    clientId: string,
    ws: WebSocket,
    limits: SocketLimits,
    logger: FastifyBaseLogger,
    pageFrames: PageFrames = 'full',
  ) {
    this.clientId = clientId;
    this.pageFrames = pageFrames;
    this.#ws = ws;
    this.#limits = limits;
    this.#logger = logger;
  }

  /** Sends a JSON text frame, or disconnects the client when too much is already queued for it. */
  send(frame: Buffer | string): void {
    if (this.#ws.readyState !== WebSocket.OPEN) return;
    if (this.#ws.bufferedAmount > this.#limits.maxBufferedBytes) {
      this.#logger.warn(
        { clientId: this.clientId, buffered: this.#ws.bufferedAmount },
        'slow socket consumer disconnected',
      );
      this.#ws.terminate();
      return;
    }
    this.#ws.send(frame, { binary: false });
  }

  /**
   * One heartbeat: a client that answered nothing since the last one is terminated (false);
   * otherwise it is pinged and must answer before the next.
   */
  heartbeat(): boolean {
    if (!this.alive) {
      this.#ws.terminate();
      return false;
    }
    this.alive = false;
    if (this.#ws.readyState === WebSocket.OPEN) this.#ws.ping();
    return true;
  }

  /** Counts a frame from the client; false once the client sent more than its window allows. */
  countIncoming(now: number): boolean {
    if (now - this.#windowStart >= this.#limits.rateWindowMs) {
      this.#windowStart = now;
      this.#windowFrames = 0;
    }
    this.#windowFrames += 1;
    return this.#windowFrames <= this.#limits.maxIncomingFrames;
  }
}
