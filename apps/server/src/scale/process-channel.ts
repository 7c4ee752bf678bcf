import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { MESSAGES } from '../content/messages';
import { ApiCode, type ApiCodeValue } from '../http/api-code';
import { ApiError } from '../http/api-error';
import type { RemoteSubscriptions } from '../socket/live-socket-server';
import { RedisNames } from './redis-keys';

/** How long a process waits for another to answer a subscription it forwarded. */
export const REMOTE_SUBSCRIBE_TIMEOUT_MS = 3_000;

type Request = { kind: 'subscribe'; id: string; from: string; clientId: string; scene: string };
type Reply = { kind: 'reply'; id: string; code: number; msg: string };

/** Options of {@link ProcessChannel}. */
export interface ProcessChannelOptions {
  /** This process's tag (the 8 hex digits its `client_id`s begin with). */
  tag: string;
  redis: Redis;
  /** A connection in subscriber mode (shared with the scene relay). */
  subscriber: Redis;
  /** Subscribes one of this process's own connections. */
  subscribeLocal(clientId: string, scene: string): Promise<unknown>;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * `client_id` names its process (docs/deployment.md): its first 8 hex digits are the tag of the
 * process that holds the connection. A `userScene` call that lands on another process (behind one
 * port, HTTP requests and sockets are spread independently) is forwarded on Redis to the holder's
 * channel; the holder subscribes its connection, which gets the page at once and every push after,
 * and answers with the outcome (4009 and 4029 as in one process). No process answering means the
 * connection is gone: 4009.
 */
export class ProcessChannel implements RemoteSubscriptions {
  readonly #tag: string;
  readonly #redis: Redis;
  readonly #subscriber: Redis;
  readonly #subscribeLocal: (clientId: string, scene: string) => Promise<unknown>;
  readonly #logger: FastifyBaseLogger;
  readonly #timeoutMs: number;
  readonly #pending = new Map<string, (reply: Reply) => void>();
  readonly #channel: string;

  constructor(options: ProcessChannelOptions) {
    this.#tag = options.tag;
    this.#redis = options.redis;
    this.#subscriber = options.subscriber;
    this.#subscribeLocal = options.subscribeLocal;
    this.#logger = options.logger;
    this.#timeoutMs = options.timeoutMs ?? REMOTE_SUBSCRIBE_TIMEOUT_MS;
    this.#channel = RedisNames.processChannel(options.tag);
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.#channel) void this.#receive(message);
    });
  }

  /** Starts listening on this process's channel. */
  async start(): Promise<void> {
    await this.#subscriber.subscribe(this.#channel);
  }

  async subscribe(clientId: string, scene: string): Promise<void> {
    const owner = clientId.slice(2, 10);
    if (!/^[0-9a-f]{8}$/.test(owner)) throw unknownClient();
    const id = randomUUID();
    const request: Request = { kind: 'subscribe', id, from: this.#tag, clientId, scene };
    const answered = new Promise<Reply | null>((resolve) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        resolve(null);
      }, this.#timeoutMs);
      this.#pending.set(id, (reply) => {
        clearTimeout(timer);
        this.#pending.delete(id);
        resolve(reply);
      });
    });
    const listeners = await this.#redis.publish(
      RedisNames.processChannel(owner),
      JSON.stringify(request),
    );
    if (listeners === 0) {
      this.#pending.get(id)?.({ kind: 'reply', id, code: ApiCode.UnknownClient, msg: '' });
    }
    const reply = await answered;
    if (!reply || reply.code === ApiCode.UnknownClient) throw unknownClient();
    if (reply.code !== ApiCode.Success) throw new ApiError(reply.code as ApiCodeValue, reply.msg);
  }

  async #receive(message: string): Promise<void> {
    let parsed: Request | Reply;
    try {
      parsed = JSON.parse(message) as Request | Reply;
    } catch {
      return;
    }
    if (parsed.kind === 'reply') {
      this.#pending.get(parsed.id)?.(parsed);
      return;
    }
    if (parsed.kind !== 'subscribe') return;
    const reply: Reply = { kind: 'reply', id: parsed.id, code: ApiCode.Success, msg: '' };
    try {
      await this.#subscribeLocal(parsed.clientId, parsed.scene);
    } catch (error) {
      if (error instanceof ApiError) {
        reply.code = error.code;
        reply.msg = error.message;
      } else {
        this.#logger.error({ err: error }, 'forwarded subscription failed');
        reply.code = ApiCode.Unavailable;
        reply.msg = MESSAGES.unavailable;
      }
    }
    await this.#redis
      .publish(RedisNames.processChannel(parsed.from), JSON.stringify(reply))
      .catch((error: unknown) => this.#logger.warn({ err: error }, 'reply could not be sent'));
  }
}

function unknownClient(): ApiError {
  return new ApiError(ApiCode.UnknownClient, MESSAGES.unknownClient);
}
