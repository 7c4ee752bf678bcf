import type { CheerSide } from '@kanqiu/core/contract/user';

/**
 * Where the server keeps what users do: users (named by the SHA-256 of their token), cheers,
 * invitations, feedback with its images, the chosen city. The methods are async so that a store on a
 * database server (PostgreSQL, for several server processes) can implement the same interface; the
 * rules that must hold under concurrent writes are the database's (constraints and transactions),
 * never a lock inside one process. How the SQLite store does it: docs/data.md §8.
 */
export interface UserStore {
  /** The user a token names (by its SHA-256, hex), created on the first call with that token. */
  userByTokenHash(tokenHash: string, now: number): Promise<StoredUser>;

  /**
   * Records one cheer if the user has a chance left on `day` (3 a day, kept by the database).
   * Answers `limit` when the chances of that day are used up.
   */
  addCheer(cheer: NewCheer): Promise<CheerOutcome>;
  /** Cheers the user spent on a day. */
  cheersOnDay(userId: number, day: string): Promise<number>;
  /** Cheers per side of each match that has any (all matches, or those given). */
  cheerTotals(matchIds?: readonly string[]): Promise<CheerTotal[]>;
  /** The user's own cheers per side of one match. */
  userMatchCheers(userId: number, matchId: string): Promise<Record<CheerSide, number>>;
  /** The fans with the most cheers (of one match, or all) and the user's own standing. */
  fanRanking(query: FanRankingQuery): Promise<FanRanking>;

  /**
   * The user's invitation code valid at `now`; when there is none (first call, or the last one
   * expired), issues a new one: a code never issued, or one expired for longer than
   * `INVITE_CODE_REUSE_AFTER_MS`. `null` when no such code is found (every code is taken).
   */
  currentInviteCode(userId: number, now: number, ttlMs: number): Promise<InviteCodeRecord | null>;
  /** Accepts a code for the user, or says why not (see {@link AcceptOutcome}). */
  acceptInvite(attempt: InviteAttempt): Promise<AcceptOutcome>;
  /** Who accepted the user's codes (newest first) and whose code the user accepted. */
  invitationsOf(userId: number): Promise<UserInvitations>;

  /** Stores a feedback ticket with its images in one transaction, unless the day's tickets are used up. */
  addFeedback(feedback: NewFeedback): Promise<FeedbackOutcome>;
  /** Tickets the user sent on a day. */
  feedbackOnDay(userId: number, day: string): Promise<number>;
  /** The user's tickets, newest first, with their images' metadata (not their bytes). */
  feedbackOf(userId: number): Promise<FeedbackRecord[]>;
  /** Bytes all tickets hold: their images and their text (UTF-8). */
  feedbackStoredBytes(): Promise<number>;
  /** One image of one of the user's own tickets, or `null`. */
  feedbackImage(userId: number, ticketId: number, index: number): Promise<StoredImage | null>;

  /** Stores the user's city (the code is checked by the caller). */
  setCity(userId: number, cityCode: string, now: number): Promise<void>;

  /** Closes the store; later calls fail. */
  close(): Promise<void>;
}

/** A user. Times are Unix ms. */
export interface StoredUser {
  id: number;
  createdAt: number;
  cityCode: string | null;
  cityChosenAt: number | null;
}

/** A cheer to record. */
export interface NewCheer {
  userId: number;
  matchId: string;
  side: CheerSide;
  teamId: string;
  /** Beijing day (`YYYY-MM-DD`) the cheer counts in. */
  day: string;
  at: number;
}

/** The result of {@link UserStore.addCheer}: `used` counts the day's cheers including this one. */
export type CheerOutcome = { ok: true; used: number } | { ok: false; reason: 'limit' };

/** Cheers for one side of one match. */
export interface CheerTotal {
  matchId: string;
  side: CheerSide;
  cheers: number;
}

/** A ranking of fans. */
export interface FanRankingQuery {
  /** One match, or every match. */
  matchId?: string;
  /** Rows in the top list. */
  limit: number;
  /** The user whose own row is wanted. */
  userId: number;
}

/** A fan's standing: competition rank (1, 1, 3) by cheers. */
export interface FanStanding {
  userId: number;
  rank: number;
  cheers: number;
}

/** The result of {@link UserStore.fanRanking}. */
export interface FanRanking {
  top: FanStanding[];
  /** `null` when the user has no cheer in the scope. */
  me: FanStanding | null;
  /** Fans with at least one cheer in the scope. */
  totalFans: number;
}

/** An invitation code. */
export interface InviteCodeRecord {
  code: string;
  userId: number;
  issuedAt: number;
  expiresAt: number;
}

/** An attempt to accept a code. */
export interface InviteAttempt {
  userId: number;
  code: string;
  now: number;
  /** Beijing day the failed attempts count in. */
  day: string;
  /** Failed attempts allowed per day; once reached, no code is tried that day. */
  maxFailures: number;
}

/**
 * The result of {@link UserStore.acceptInvite}. `wrong` (no such code) and `expired` count as failed
 * attempts; `own`, `already` and `too_many_attempts` do not.
 */
export type AcceptOutcome =
  | { ok: true; inviterId: number; code: string; acceptedAt: number }
  | { ok: false; reason: 'wrong' | 'expired' | 'own' | 'already' | 'too_many_attempts' };

/** The user's invitations. */
export interface UserInvitations {
  /** Users who accepted one of the user's codes, newest first. */
  invited: { userId: number; acceptedAt: number }[];
  /** The code the user accepted, if any. */
  accepted: { inviterId: number; code: string; acceptedAt: number } | null;
}

/** An image to store with a ticket, already checked. */
export interface NewImage {
  mime: string;
  data: Uint8Array;
}

/** A feedback ticket to store. */
export interface NewFeedback {
  userId: number;
  text: string;
  images: readonly NewImage[];
  /** Beijing day the ticket counts in. */
  day: string;
  at: number;
}

/** A stored ticket; its number is derived from `id` and `day`. */
export interface FeedbackRecord {
  id: number;
  day: string;
  text: string;
  createdAt: number;
  images: { index: number; mime: string; bytes: number }[];
}

/** The result of {@link UserStore.addFeedback}. */
export type FeedbackOutcome = { ok: true; ticket: FeedbackRecord } | { ok: false; reason: 'limit' };

/** An image's bytes and type. */
export interface StoredImage {
  mime: string;
  data: Uint8Array;
}
