import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock/clock';
import { MESSAGES } from '../content/messages';
import type { AbuseLimits } from './abuse-limits';
import { AddressBuckets, type BucketVerdict } from './address-buckets';
import { ApiCode } from './api-code';
import { ApiError } from './api-error';
import { clientAddress } from './client-address';

/**
 * The budgets of calls per address: every write call, and on top of it each invitation code tried
 * and each code call (which may issue one).
 */
export type AddressBudget = 'write' | 'inviteGuess' | 'inviteIssue';

/** Seconds a refused upload is told to wait. */
const UPLOAD_RETRY_S = 10;

/**
 * The per-address (and per-user) budgets of {@link AbuseLimits}, kept in memory by this process.
 * Each check that refuses throws a 429 envelope (`4290`) with `Retry-After`.
 */
export class AbuseGuards {
  readonly limits: AbuseLimits;
  readonly #clock: Clock;
  readonly #trustProxy: boolean;
  readonly #calls: Record<AddressBudget, AddressBuckets>;
  readonly #uploadByAddress: AddressBuckets;
  readonly #uploadByUser: AddressBuckets;
  readonly #reading = new Map<string, number>();
  #readingTotal = 0;

  constructor(limits: AbuseLimits, clock: Clock, trustProxy: boolean) {
    this.limits = limits;
    this.#clock = clock;
    this.#trustProxy = trustProxy;
    this.#calls = {
      write: new AddressBuckets(limits.writeRate),
      inviteGuess: new AddressBuckets(limits.inviteGuessRate),
      inviteIssue: new AddressBuckets(limits.inviteIssueRate),
    };
    this.#uploadByAddress = new AddressBuckets(limits.uploadBytesPerAddress);
    this.#uploadByUser = new AddressBuckets(limits.uploadBytesPerUser);
  }

  /** The address a request counts against. */
  addressOf(request: FastifyRequest): string {
    return clientAddress(request.raw, this.#trustProxy);
  }

  /** Takes one call of the request's address from one of its budgets. */
  take(budget: AddressBudget, request: FastifyRequest): void {
    refuseUnless(
      this.#calls[budget].take(this.addressOf(request), this.#clock.now()),
      MESSAGES.tooManyRequests,
    );
  }

  /** Refuses an upload before it is read when the address or the user has no byte left. */
  checkUploadRoom(request: FastifyRequest, userId: number): void {
    this.#upload(request, userId, 1, false);
  }

  /** Takes the bytes a ticket will store from the address's and the user's budgets, or none. */
  takeUpload(request: FastifyRequest, userId: number, bytes: number): void {
    this.#upload(request, userId, bytes, true);
  }

  /**
   * Takes one of the slots in which an upload is read (each holds at most its 10 MiB of images in
   * memory), before a byte of it is read; returns the slot's release. Beyond the whole server's
   * slots the answer is 503 (`5030`), beyond the address's share 429.
   */
  takeUploadSlot(request: FastifyRequest): () => void {
    const address = this.addressOf(request);
    const mine = this.#reading.get(address) ?? 0;
    if (this.#readingTotal >= this.limits.maxUploads) {
      throw new ApiError(ApiCode.Unavailable, MESSAGES.uploadsBusy, 503, UPLOAD_RETRY_S);
    }
    if (mine >= this.limits.maxUploadsPerAddress) {
      throw new ApiError(ApiCode.TooManyRequests, MESSAGES.tooManyUploads, 429, UPLOAD_RETRY_S);
    }
    this.#reading.set(address, mine + 1);
    this.#readingTotal += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#readingTotal -= 1;
      const left = (this.#reading.get(address) ?? 1) - 1;
      if (left > 0) this.#reading.set(address, left);
      else this.#reading.delete(address);
    };
  }

  #upload(request: FastifyRequest, userId: number, bytes: number, take: boolean): void {
    const now = this.#clock.now();
    const budgets: [AddressBuckets, string][] = [
      [this.#uploadByAddress, this.addressOf(request)],
      [this.#uploadByUser, String(userId)],
    ];
    for (const [buckets, key] of budgets) {
      if (buckets.available(key, now) < bytes) {
        refuseUnless(buckets.take(key, now, bytes), MESSAGES.tooManyUploads);
      }
    }
    if (take) for (const [buckets, key] of budgets) buckets.take(key, now, bytes);
  }
}

function refuseUnless(verdict: BucketVerdict, msg: string): void {
  if (!verdict.ok) throw new ApiError(ApiCode.TooManyRequests, msg, 429, verdict.retryAfterSec);
}
