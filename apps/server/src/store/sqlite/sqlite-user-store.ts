import type { DatabaseSync } from 'node:sqlite';
import type { CheerSide } from '@kanqiu/core/contract/user';
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
import { SqliteCheers } from './sqlite-cheers';
import { SqliteFeedback } from './sqlite-feedback';
import { SqliteFollows } from './sqlite-follows';
import { SqliteInvites } from './sqlite-invites';

/**
 * The {@link UserStore} on one SQLite file (`node:sqlite`). Every statement runs synchronously on the
 * calling thread, so each method is atomic within the process; across processes on the same file the
 * rules hold by the schema's constraints and `BEGIN IMMEDIATE` transactions.
 */
export class SqliteUserStore implements UserStore {
  /** The database file. */
  readonly file: string;
  readonly #db: DatabaseSync;
  readonly #cheers: SqliteCheers;
  readonly #invites: SqliteInvites;
  readonly #feedback: SqliteFeedback;
  readonly #follows: SqliteFollows;

  constructor(db: DatabaseSync, file: string) {
    this.#db = db;
    this.file = file;
    this.#cheers = new SqliteCheers(db);
    this.#invites = new SqliteInvites(db);
    this.#feedback = new SqliteFeedback(db);
    this.#follows = new SqliteFollows(db);
  }

  async userByTokenHash(tokenHash: string, now: number): Promise<StoredUser> {
    const select = this.#db.prepare(
      'SELECT id, created_at, city_code, city_chosen_at FROM users WHERE token_sha256 = ?',
    );
    let row = select.get(tokenHash);
    if (!row) {
      this.#db
        .prepare(
          'INSERT INTO users (token_sha256, created_at) VALUES (?, ?) ON CONFLICT (token_sha256) DO NOTHING',
        )
        .run(tokenHash, now);
      row = select.get(tokenHash);
    }
    if (!row) throw new Error('the user could not be created');
    return userFromRow(row);
  }

  async addCheer(cheer: NewCheer): Promise<CheerOutcome> {
    return this.#cheers.add(cheer);
  }

  async cheersOnDay(userId: number, day: string): Promise<number> {
    return this.#cheers.onDay(userId, day);
  }

  async cheerTotals(matchIds?: readonly string[]): Promise<CheerTotal[]> {
    return this.#cheers.totals(matchIds);
  }

  async userMatchCheers(userId: number, matchId: string): Promise<Record<CheerSide, number>> {
    return this.#cheers.userMatch(userId, matchId);
  }

  async fanRanking(query: FanRankingQuery): Promise<FanRanking> {
    return this.#cheers.ranking(query);
  }

  async currentInviteCode(
    userId: number,
    now: number,
    ttlMs: number,
  ): Promise<InviteCodeRecord | null> {
    return this.#invites.current(userId, now, ttlMs);
  }

  async acceptInvite(attempt: InviteAttempt): Promise<AcceptOutcome> {
    return this.#invites.accept(attempt);
  }

  async invitationsOf(userId: number): Promise<UserInvitations> {
    return this.#invites.of(userId);
  }

  async addFeedback(feedback: NewFeedback): Promise<FeedbackOutcome> {
    return this.#feedback.add(feedback);
  }

  async feedbackOnDay(userId: number, day: string): Promise<number> {
    return this.#feedback.onDay(userId, day);
  }

  async feedbackOf(userId: number): Promise<FeedbackRecord[]> {
    return this.#feedback.of(userId);
  }

  async feedbackStoredBytes(): Promise<number> {
    return this.#feedback.storedBytes();
  }

  async feedbackImage(
    userId: number,
    ticketId: number,
    index: number,
  ): Promise<StoredImage | null> {
    return this.#feedback.image(userId, ticketId, index);
  }

  async followsOf(userId: number): Promise<FollowRecord[]> {
    return this.#follows.of(userId);
  }

  async setFollow(change: FollowChange): Promise<FollowOutcome> {
    return this.#follows.set(change);
  }

  async mergeFollows(merge: FollowMerge): Promise<MergeOutcome> {
    return this.#follows.merge(merge);
  }

  async alertSettingsOf(userId: number): Promise<AlertSettingsRecord | null> {
    return this.#follows.alerts(userId);
  }

  async setAlertSettings(
    userId: number,
    settings: AlertSettingsRecord,
    at: number,
    onlyIfUnset = false,
  ): Promise<void> {
    this.#follows.setAlerts(userId, settings, at, onlyIfUnset);
  }

  async setCity(userId: number, cityCode: string, now: number): Promise<void> {
    this.#db
      .prepare('UPDATE users SET city_code = ?, city_chosen_at = ? WHERE id = ?')
      .run(cityCode, now, userId);
  }

  /** The connection's durability settings, as SQLite reports them. */
  settings(): {
    journalMode: string;
    synchronous: number;
    foreignKeys: boolean;
    busyTimeoutMs: number;
  } {
    const read = (pragma: string) =>
      Object.values(this.#db.prepare(`PRAGMA ${pragma}`).get() ?? {})[0];
    return {
      journalMode: String(read('journal_mode')),
      synchronous: Number(read('synchronous')),
      foreignKeys: Number(read('foreign_keys')) === 1,
      busyTimeoutMs: Number(read('busy_timeout')),
    };
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
