import type { WebLogRequest } from '@kanqiu/core/contract/base';

/** One client log entry as kept. */
export interface WebLogEntry extends WebLogRequest {
  /** Sequence number since start-up, from 1. */
  seq: number;
  /** ISO time the server received it. */
  received_at: string;
  /** The sender's user agent, cut to 300 characters. */
  user_agent: string | null;
}

/** Entries kept unless told otherwise. */
export const WEB_LOG_CAPACITY = 200;

/**
 * The web-log of docs/behaviour.md §7 kept in memory: a ring of the newest `capacity` entries, so a flood of
 * client logs can never grow the server's memory.
 */
export class WebLogRing {
  readonly capacity: number;
  readonly #entries: WebLogEntry[] = [];
  #next = 0;
  #seq = 0;

  constructor(capacity = WEB_LOG_CAPACITY) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be ≥ 1');
    this.capacity = capacity;
  }

  /** Keeps an entry, dropping the oldest when full. */
  add(log: WebLogRequest, receivedAt: number, userAgent: string | undefined): WebLogEntry {
    this.#seq += 1;
    const entry: WebLogEntry = {
      seq: this.#seq,
      received_at: new Date(receivedAt).toISOString(),
      type: log.type,
      content: log.content,
      user_agent: userAgent ? userAgent.slice(0, 300) : null,
    };
    if (this.#entries.length < this.capacity) this.#entries.push(entry);
    else this.#entries[this.#next] = entry;
    this.#next = (this.#next + 1) % this.capacity;
    return entry;
  }

  /** Total entries received since start-up, including those dropped. */
  get received(): number {
    return this.#seq;
  }

  /** The kept entries, newest first. */
  list(): WebLogEntry[] {
    return [...this.#entries].sort((a, b) => b.seq - a.seq);
  }
}
