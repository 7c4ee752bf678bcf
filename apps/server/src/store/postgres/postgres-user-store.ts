import type { CheerSide } from '@kanqiu/core/contract/user';
import type { Pool } from 'pg';
import { userFromRow } from '../store-rows';
import type {
  AcceptOutcome,
  AlertSettingsRecord,
  CheerOutcome,
  CheerTotal,
  FanRanking,
  FanRankingQuery,
  FeedbackOutcome,
  FeedbackRecord,
  FollowChange,
  FollowMerge,
  FollowOutcome,
  FollowRecord,
  InviteAttempt,
  InviteCodeRecord,
  MergeOutcome,
  NewCheer,
  NewFeedback,
  StoredImage,
  StoredUser,
  UserInvitations,
  UserStore,
} from '../user-store';
import { PostgresCheers } from './postgres-cheers';
import { PostgresFeedback } from './postgres-feedback';
import { PostgresFollows } from './postgres-follows';
import { PostgresInvites } from './postgres-invites';

/**
 * The {@link UserStore} on a PostgreSQL database, for several server processes (on one machine or
 * many) sharing their users. Every rule that must hold under concurrent requests to different
 * processes is the database's: the same constraints as the SQLite store's, and row locks inside
 * transactions where a rule reads before it writes.
 */
export class PostgresUserStore implements UserStore {
  readonly #pool: Pool;
  readonly #cheers: PostgresCheers;
  readonly #invites: PostgresInvites;
  readonly #feedback: PostgresFeedback;
  readonly #follows: PostgresFollows;
  #closed = false;

  constructor(pool: Pool) {
    this.#pool = pool;
    this.#cheers = new PostgresCheers(pool);
    this.#invites = new PostgresInvites(pool);
    this.#feedback = new PostgresFeedback(pool);
    this.#follows = new PostgresFollows(pool);
  }

  async userByTokenHash(tokenHash: string, now: number): Promise<StoredUser> {
    const select =
      'SELECT id, created_at, city_code, city_chosen_at FROM users WHERE token_sha256 = $1';
    let { rows } = await this.#pool.query(select, [tokenHash]);
    if (!rows[0]) {
      await this.#pool.query(
        'INSERT INTO users (token_sha256, created_at) VALUES ($1, $2) ON CONFLICT (token_sha256) DO NOTHING',
        [tokenHash, now],
      );
      ({ rows } = await this.#pool.query(select, [tokenHash]));
    }
    const row = rows[0];
    if (!row) throw new Error('the user could not be created');
    return userFromRow(row);
  }

  addCheer(cheer: NewCheer): Promise<CheerOutcome> {
    return this.#cheers.add(cheer);
  }

  cheersOnDay(userId: number, day: string): Promise<number> {
    return this.#cheers.onDay(userId, day);
  }

  cheerTotals(matchIds?: readonly string[]): Promise<CheerTotal[]> {
    return this.#cheers.totals(matchIds);
  }

  userMatchCheers(userId: number, matchId: string): Promise<Record<CheerSide, number>> {
    return this.#cheers.userMatch(userId, matchId);
  }

  fanRanking(query: FanRankingQuery): Promise<FanRanking> {
    return this.#cheers.ranking(query);
  }

  currentInviteCode(userId: number, now: number, ttlMs: number): Promise<InviteCodeRecord | null> {
    return this.#invites.current(userId, now, ttlMs);
  }

  acceptInvite(attempt: InviteAttempt): Promise<AcceptOutcome> {
    return this.#invites.accept(attempt);
  }

  invitationsOf(userId: number): Promise<UserInvitations> {
    return this.#invites.of(userId);
  }

  addFeedback(feedback: NewFeedback): Promise<FeedbackOutcome> {
    return this.#feedback.add(feedback);
  }

  feedbackOnDay(userId: number, day: string): Promise<number> {
    return this.#feedback.onDay(userId, day);
  }

  feedbackOf(userId: number): Promise<FeedbackRecord[]> {
    return this.#feedback.of(userId);
  }

  feedbackStoredBytes(): Promise<number> {
    return this.#feedback.storedBytes();
  }

  feedbackImage(userId: number, ticketId: number, index: number): Promise<StoredImage | null> {
    return this.#feedback.image(userId, ticketId, index);
  }

  followsOf(userId: number): Promise<FollowRecord[]> {
    return this.#follows.of(userId);
  }

  setFollow(change: FollowChange): Promise<FollowOutcome> {
    return this.#follows.set(change);
  }

  mergeFollows(merge: FollowMerge): Promise<MergeOutcome> {
    return this.#follows.merge(merge);
  }

  alertSettingsOf(userId: number): Promise<AlertSettingsRecord | null> {
    return this.#follows.alerts(userId);
  }

  async setAlertSettings(
    userId: number,
    settings: AlertSettingsRecord,
    at: number,
    onlyIfUnset = false,
  ): Promise<void> {
    await this.#follows.setAlerts(userId, settings, at, onlyIfUnset);
  }

  async setCity(userId: number, cityCode: string, now: number): Promise<void> {
    await this.#pool.query('UPDATE users SET city_code = $1, city_chosen_at = $2 WHERE id = $3', [
      cityCode,
      now,
      userId,
    ]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }
}
