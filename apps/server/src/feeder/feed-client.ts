import type { ReplayFeed, TimedEvent } from './replay-feed';

/** The most events one call carries (the endpoint's `INGEST_BATCH_MAX`). */
const BATCH = 200;
/** Tries of one call before the feed gives up (a vendor retries; the events are idempotent). */
const ATTEMPTS = 6;
/** Wait before a retry when the server says nothing (ms), doubled each time. */
const RETRY_MS = 500;

/** Options of {@link playFeed}. */
export interface PlayFeedOptions {
  /** The server, e.g. `http://localhost:8080`. */
  url: string;
  /** The operator key (`INGEST_KEY`). */
  key: string;
  /** Match seconds per real second; 0 sends everything at once. */
  speed: number;
  /** Send only the events up to this match second. */
  until?: number;
  /** Where progress lines go. */
  say?: (line: string) => void;
}

/** What a feed sent. */
export interface FeedOutcome {
  /** Events the server had before (a resumed feed skips them). */
  skipped: number;
  sent: number;
  lastSeq: number;
}

/** An answer of the ingest endpoint the feed cannot go on from. */
export class FeedError extends Error {
  override name = 'FeedError';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function call(
  options: PlayFeedOptions,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  let wait = RETRY_MS;
  for (let attempt = 1; ; attempt += 1) {
    let retryAfterMs = wait;
    try {
      const response = await fetch(`${options.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
      if (response.ok && envelope.code === 1) return envelope.data as Record<string, unknown>;
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= ATTEMPTS) {
        throw new FeedError(`${method} ${path}: ${response.status} ${envelope.msg}`);
      }
      const after = Number(response.headers.get('retry-after'));
      if (after > 0) retryAfterMs = after * 1000;
    } catch (error) {
      if (error instanceof FeedError || attempt >= ATTEMPTS) throw error;
    }
    await sleep(retryAfterMs);
    wait *= 2;
  }
}

/**
 * Plays a feed through the ingest endpoint as a vendor's adapter would: creates the match (no error
 * when it exists), asks where it stands and sends only the events after it (so a stopped feed
 * resumes), each at its match second scaled by `speed`, retrying what fails on the way (the
 * server skips a resent event).
 */
export async function playFeed(feed: ReplayFeed, options: PlayFeedOptions): Promise<FeedOutcome> {
  const matchId = String(feed.match.match_id);
  const path = `/api/ingest/matches/${encodeURIComponent(matchId)}`;
  await call(options, 'POST', '/api/ingest/matches', feed.match);
  const status = await call(options, 'GET', path);
  const lastSeq = Number(status.last_seq ?? 0);
  const until = options.until ?? Number.POSITIVE_INFINITY;
  const pending = feed.events.filter(({ event, t }) => event.seq > lastSeq && t <= until);
  const groups: TimedEvent[][] = [];
  for (const item of pending) {
    const group = groups.at(-1);
    // At once (speed 0) the events travel in the fewest calls; else each second's together.
    if (group && (options.speed === 0 || group[0]?.t === item.t)) group.push(item);
    else groups.push([item]);
  }
  const startMs = Date.now();
  const firstT = Math.max(0, pending[0]?.t ?? 0);
  let sent = 0;
  let seq = lastSeq;
  for (const group of groups) {
    const t = group[0]?.t ?? 0;
    if (options.speed > 0)
      await sleep(startMs + ((Math.max(0, t) - firstT) / options.speed) * 1000 - Date.now());
    for (let i = 0; i < group.length; i += BATCH) {
      const events = group.slice(i, i + BATCH).map((item) => item.event);
      const answer = await call(options, 'POST', `${path}/events`, { events });
      seq = Number(answer.last_seq);
      sent += events.length;
    }
    options.say?.(`t=${t}s seq=${seq}`);
  }
  return { skipped: lastSeq, sent, lastSeq: seq };
}
