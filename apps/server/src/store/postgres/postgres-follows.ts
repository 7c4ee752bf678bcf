import type { Pool, PoolClient } from 'pg';
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
import { inTransaction } from './postgres-transaction';

/**
 * The follows of the PostgreSQL store: the same rules as the SQLite store's. A change locks the
 * user's row first, so two requests of one user on different server processes take turns counting
 * under the limit, while other users go on.
 */
export class PostgresFollows {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async of(userId: number): Promise<FollowRecord[]> {
    const { rows } = await this.#pool.query(
      `SELECT kind, target_id, name, followed_at FROM follows WHERE user_id = $1
       ORDER BY followed_at DESC, kind, target_id`,
      [userId],
    );
    return rows.map(followFromRow);
  }

  async set(change: FollowChange): Promise<FollowOutcome> {
    const { userId, target } = change;
    if (!change.on) {
      await this.#pool.query(
        'DELETE FROM follows WHERE user_id = $1 AND kind = $2 AND target_id = $3',
        [userId, target.kind, target.id],
      );
      return { ok: true };
    }
    return inTransaction(this.#pool, async (client) => {
      await lockUser(client, userId);
      const result = await addOne(client, userId, target, change.at, change.max);
      return result === 'limit' ? { ok: false, reason: 'limit' } : { ok: true };
    });
  }

  merge(merge: FollowMerge): Promise<MergeOutcome> {
    return inTransaction(this.#pool, async (client) => {
      await lockUser(client, merge.userId);
      const outcome: MergeOutcome = { added: 0, refused: 0 };
      const oldestFirst = [...merge.targets].reverse();
      for (const [index, target] of oldestFirst.entries()) {
        const result = await addOne(client, merge.userId, target, merge.at + index, merge.max);
        if (result === 'added') outcome.added += 1;
        if (result === 'limit') outcome.refused += 1;
      }
      return outcome;
    });
  }

  async alerts(userId: number): Promise<AlertSettingsRecord | null> {
    const { rows } = await this.#pool.query(
      'SELECT goal, red_card, kickoff, full_time, quarter_end, close_game, overtime FROM alert_settings WHERE user_id = $1',
      [userId],
    );
    return rows[0] ? alertSettingsFromRow(rows[0]) : null;
  }

  async setAlerts(
    userId: number,
    settings: AlertSettingsRecord,
    at: number,
    onlyIfUnset: boolean,
  ): Promise<void> {
    const onConflict = onlyIfUnset
      ? 'DO NOTHING'
      : `DO UPDATE SET goal = excluded.goal, red_card = excluded.red_card,
           kickoff = excluded.kickoff, full_time = excluded.full_time,
           quarter_end = excluded.quarter_end, close_game = excluded.close_game,
           overtime = excluded.overtime, updated_at = excluded.updated_at`;
    await this.#pool.query(
      `INSERT INTO alert_settings (user_id, goal, red_card, kickoff, full_time, quarter_end, close_game, overtime, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (user_id) ${onConflict}`,
      [
        userId,
        settings.goal,
        settings.red_card,
        settings.kickoff,
        settings.full_time,
        settings.quarter_end,
        settings.close_game,
        settings.overtime,
        at,
      ],
    );
  }
}

async function lockUser(client: PoolClient, userId: number): Promise<void> {
  await client.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** Inside a transaction holding the user's lock: adds one follow unless held or at `max`. */
async function addOne(
  client: PoolClient,
  userId: number,
  target: FollowTargetRecord,
  at: number,
  max: number,
): Promise<'added' | 'kept' | 'limit'> {
  const held = await client.query(
    'SELECT 1 FROM follows WHERE user_id = $1 AND kind = $2 AND target_id = $3',
    [userId, target.kind, target.id],
  );
  if (held.rowCount) return 'kept';
  const count = await client.query('SELECT COUNT(*) AS n FROM follows WHERE user_id = $1', [
    userId,
  ]);
  if (Number(count.rows[0]?.n ?? 0) >= max) return 'limit';
  await client.query(
    'INSERT INTO follows (user_id, kind, target_id, name, followed_at) VALUES ($1, $2, $3, $4, $5)',
    [userId, target.kind, target.id, target.name, at],
  );
  return 'added';
}
