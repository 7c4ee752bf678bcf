import type { Clock } from '../clock/clock';
import { ApiCode } from '../http/api-code';
import { ApiError } from '../http/api-error';
import { parseBody } from '../http/parse-body';
import { BasketballIngestMatch } from './basketball-ingest-match';
import { FootballIngestMatch } from './football-ingest-match';
import { INGEST_MESSAGES } from './ingest-messages';
import type { IngestedMatch, IngestProvider } from './ingest-provider';
import {
  basketballIngestEventSchema,
  footballIngestEventSchema,
  type IngestEvent,
  type IngestMatch,
  ingestBatchSchema,
  ingestMatchSchema,
} from './ingest-schemas';
import type { IngestStore } from './store/ingest-store';

const FOOTBALL_BATCH = ingestBatchSchema(footballIngestEventSchema);
const BASKETBALL_BATCH = ingestBatchSchema(basketballIngestEventSchema);

/** HTTP statuses of ingest's refusals (a vendor's client reads the status before the envelope). */
const Status = { BadRequest: 400, NotFound: 404, Conflict: 409 } as const;

/** What an append did. */
export interface AppendOutcome {
  match_id: string;
  /** Events applied now. */
  applied: number;
  /** Events skipped because they were received before (the same `seq`, the same event). */
  duplicates: number;
  /** The highest `seq` received for the match. */
  last_seq: number;
}

/** Where a match of the ingest stands, for a sender that resumes. */
export interface IngestMatchStatus {
  match_id: string;
  sport: IngestMatch['sport'];
  last_seq: number;
  status_id: number;
}

interface Held {
  match: IngestedMatch;
  body: string;
  /** The stored JSON of every event, by `seq - 1`. */
  events: string[];
}

/** Options of {@link IngestService.open}. */
export interface IngestServiceOptions {
  store: IngestStore;
  provider: IngestProvider;
  clock: Clock;
  /** True when another source (the replay) serves a match id, so ingest may not create it. */
  isTaken(matchId: string): boolean;
}

/**
 * The live-ingest endpoint's rules (docs/contract.md §4): a match is created once, its events arrive
 * with `seq` 1, 2, 3, … Each call is validated whole before anything changes, stored (one
 * transaction), then folded into the match and announced. A resent event (same `seq`, same content)
 * is skipped, so a sender may retry any call; a different event under a used `seq`, or a gap, is
 * refused. Calls on one match run one after another.
 */
export class IngestService {
  readonly #store: IngestStore;
  readonly #provider: IngestProvider;
  readonly #clock: Clock;
  readonly #isTaken: (matchId: string) => boolean;
  readonly #held = new Map<string, Held>();
  /** The tail of each match's queue of calls. */
  readonly #queues = new Map<string, Promise<unknown>>();

  private constructor(options: IngestServiceOptions) {
    this.#store = options.store;
    this.#provider = options.provider;
    this.#clock = options.clock;
    this.#isTaken = options.isTaken;
  }

  /** Reads every stored match and event back and serves them. */
  static async open(options: IngestServiceOptions): Promise<IngestService> {
    const service = new IngestService(options);
    for (const stored of await options.store.matches()) {
      const header = JSON.parse(stored.body) as IngestMatch;
      const held = service.#hold(header, stored.body);
      for (const event of await options.store.events(stored.matchId)) {
        held.events.push(event.body);
        service.#fold(held.match, JSON.parse(event.body) as IngestEvent);
      }
    }
    return service;
  }

  /** Creates a match; the same creation sent again is no error. */
  createMatch(body: unknown): Promise<{ match_id: string; created: boolean }> {
    const header = badRequest(() => parseBody(ingestMatchSchema, body));
    return this.#queued(header.match_id, async () => {
      const json = JSON.stringify(header);
      const held = this.#held.get(header.match_id);
      if (held) {
        if (held.body !== json) {
          throw new ApiError(
            ApiCode.BadRequest,
            INGEST_MESSAGES.matchConflict(header.match_id),
            Status.Conflict,
          );
        }
        return { match_id: header.match_id, created: false };
      }
      if (this.#isTaken(header.match_id)) {
        throw new ApiError(
          ApiCode.BadRequest,
          INGEST_MESSAGES.matchTaken(header.match_id),
          Status.Conflict,
        );
      }
      await this.#store.createMatch({
        matchId: header.match_id,
        body: json,
        createdAt: this.#clock.now(),
      });
      this.#hold(header, json);
      this.#provider.notify();
      return { match_id: header.match_id, created: true };
    });
  }

  /** Appends events to a match: all of them, or (on any refusal) none. */
  appendEvents(matchId: string, body: unknown): Promise<AppendOutcome> {
    return this.#queued(matchId, async () => {
      const held = this.#require(matchId);
      const schema = held.match.header.sport === 'football' ? FOOTBALL_BATCH : BASKETBALL_BATCH;
      const { events } = badRequest(() => parseBody(schema, body));
      const fresh: { event: IngestEvent; body: string }[] = [];
      let duplicates = 0;
      let expected = held.events.length + 1;
      let previous = 0;
      for (const event of events as IngestEvent[]) {
        if (event.seq <= previous) {
          throw new ApiError(ApiCode.BadRequest, INGEST_MESSAGES.seqOrder, Status.Conflict);
        }
        previous = event.seq;
        const json = JSON.stringify(event);
        if (event.seq <= held.events.length) {
          if (held.events[event.seq - 1] !== json) {
            throw new ApiError(
              ApiCode.BadRequest,
              INGEST_MESSAGES.seqConflict(event.seq),
              Status.Conflict,
            );
          }
          duplicates += 1;
          continue;
        }
        if (event.seq !== expected) {
          throw new ApiError(
            ApiCode.BadRequest,
            INGEST_MESSAGES.seqGap(expected, event.seq),
            Status.Conflict,
          );
        }
        expected += 1;
        fresh.push({ event, body: json });
      }
      if (fresh.length > 0) {
        await this.#store.appendEvents(
          matchId,
          fresh.map(({ event, body: json }) => ({ seq: event.seq, body: json })),
          this.#clock.now(),
        );
        for (const { event, body: json } of fresh) {
          held.events.push(json);
          this.#fold(held.match, event);
        }
        this.#provider.notify();
      }
      return {
        match_id: matchId,
        applied: fresh.length,
        duplicates,
        last_seq: held.events.length,
      };
    });
  }

  /** Where a match stands: its last `seq` (a sender resumes after it). */
  status(matchId: string): IngestMatchStatus {
    const held = this.#require(matchId);
    return {
      match_id: matchId,
      sport: held.match.header.sport,
      last_seq: held.events.length,
      status_id: held.match.status,
    };
  }

  #require(matchId: string): Held {
    const held = this.#held.get(matchId);
    if (!held) {
      throw new ApiError(ApiCode.NotFound, INGEST_MESSAGES.unknownMatch(matchId), Status.NotFound);
    }
    return held;
  }

  #hold(header: IngestMatch, body: string): Held {
    const match =
      header.sport === 'football'
        ? new FootballIngestMatch(header)
        : new BasketballIngestMatch(header);
    const held: Held = { match, body, events: [] };
    this.#held.set(header.match_id, held);
    this.#provider.add(match);
    return held;
  }

  #fold(match: IngestedMatch, event: IngestEvent): void {
    if (match instanceof FootballIngestMatch) {
      match.apply(event as Parameters<FootballIngestMatch['apply']>[0]);
    } else {
      match.apply(event as Parameters<BasketballIngestMatch['apply']>[0]);
    }
  }

  #queued<T>(matchId: string, work: () => Promise<T>): Promise<T> {
    const tail = this.#queues.get(matchId) ?? Promise.resolve();
    const run = tail.then(work, work);
    const settled = run.catch(() => {});
    this.#queues.set(matchId, settled);
    void settled.then(() => {
      if (this.#queues.get(matchId) === settled) this.#queues.delete(matchId);
    });
    return run;
  }
}

/** Runs a validation, turning its refusal into an HTTP 400. */
function badRequest<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.code, error.message, Status.BadRequest);
    throw error;
  }
}
