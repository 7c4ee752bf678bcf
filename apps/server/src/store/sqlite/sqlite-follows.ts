import type { DatabaseSync } from 'node:sqlite';
import type {
  AlertSettingsRecord,
  FollowChange,
  FollowMerge,
  FollowOutcome,
  FollowRecord,
  FollowTargetRecord,
  MergeOutcome,
} from '../follow-records';
import { alertSettingsFromRow, followFromRow } from '../store-rows';
import { immediateTransaction } from './immediate-transaction';

/**
 * The follows of the SQLite store. Each change runs in a `BEGIN IMMEDIATE` transaction: the count
 * under the limit and the insert happen under the database's one write lock, so no other writer
 * (another process on the same file) can take the last place in between. A commit is durable when
 * the call returns (`synchronous = FULL`), before the server answers.
 */
export class SqliteFollows {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  of(userId: number): FollowRecord[] {
    return this.#db
      .prepare(
        `SELECT kind, target_id, name, followed_at FROM follows WHERE user_id = ?
         ORDER BY followed_at DESC, kind, target_id`,
      )
      .all(userId)
      .map(followFromRow);
  }

  set(change: FollowChange): FollowOutcome {
    const { userId, target } = change;
    if (!change.on) {
      this.#db
        .prepare('DELETE FROM follows WHERE user_id = ? AND kind = ? AND target_id = ?')
        .run(userId, target.kind, target.id);
      return { ok: true };
    }
    return immediateTransaction(this.#db, () =>
      this.#addOne(userId, target, change.at, change.max) === 'limit'
        ? { ok: false, reason: 'limit' }
        : { ok: true },
    );
  }

  merge(merge: FollowMerge): MergeOutcome {
    return immediateTransaction(this.#db, () => {
      const outcome: MergeOutcome = { added: 0, refused: 0 };
      // The device's list is newest first: the oldest is added first so the order is kept.
      [...merge.targets].reverse().forEach((target, index) => {
        const result = this.#addOne(merge.userId, target, merge.at + index, merge.max);
        if (result === 'added') outcome.added += 1;
        if (result === 'limit') outcome.refused += 1;
      });
      return outcome;
    });
  }

  alerts(userId: number): AlertSettingsRecord | null {
    const row = this.#db
      .prepare(
        'SELECT goal, red_card, kickoff, full_time, quarter_end, close_game, overtime FROM alert_settings WHERE user_id = ?',
      )
      .get(userId);
    return row ? alertSettingsFromRow(row) : null;
  }

  setAlerts(userId: number, settings: AlertSettingsRecord, at: number, onlyIfUnset: boolean): void {
    const onConflict = onlyIfUnset
      ? 'DO NOTHING'
      : `DO UPDATE SET goal = excluded.goal, red_card = excluded.red_card,
           kickoff = excluded.kickoff, full_time = excluded.full_time,
           quarter_end = excluded.quarter_end, close_game = excluded.close_game,
           overtime = excluded.overtime, updated_at = excluded.updated_at`;
    this.#db
      .prepare(
        `INSERT INTO alert_settings (user_id, goal, red_card, kickoff, full_time, quarter_end, close_game, overtime, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) ${onConflict}`,
      )
      .run(
        userId,
        Number(settings.goal),
        Number(settings.red_card),
        Number(settings.kickoff),
        Number(settings.full_time),
        Number(settings.quarter_end),
        Number(settings.close_game),
        Number(settings.overtime),
        at,
      );
  }

  /** Inside a transaction: adds one follow unless it is there already or the user is at `max`. */
  #addOne(
    userId: number,
    target: FollowTargetRecord,
    at: number,
    max: number,
  ): 'added' | 'kept' | 'limit' {
    const held = this.#db
      .prepare('SELECT 1 AS held FROM follows WHERE user_id = ? AND kind = ? AND target_id = ?')
      .get(userId, target.kind, target.id);
    if (held) return 'kept';
    const count = this.#db
      .prepare('SELECT COUNT(*) AS n FROM follows WHERE user_id = ?')
      .get(userId);
    if (Number(count?.n ?? 0) >= max) return 'limit';
    this.#db
      .prepare(
        'INSERT INTO follows (user_id, kind, target_id, name, followed_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, target.kind, target.id, target.name, at);
    return 'added';
  }
}
