import type { CheerSide } from '@kanqiu/core/contract/user';
import type { Pool } from 'pg';
import { cheerTotalFromRow, sideCountsFromRows, standingFromRow } from '../store-rows';
import type {
  CheerOutcome,
  CheerTotal,
  FanRanking,
  FanRankingQuery,
  NewCheer,
} from '../user-store';
import { PostgresCode, postgresError } from './postgres-transaction';

// Writers on other connections take slots between reading the day's highest and inserting: each
// lost race is a unique violation and the statement runs again; with 3 slots a day, a handful of
// rounds settles any number of concurrent cheers of one user.
const SLOT_RETRIES = 10;

const RANKED = `
  WITH totals AS (
    SELECT user_id, COUNT(*) AS cheers FROM cheers
    WHERE $1::text IS NULL OR match_id = $1
    GROUP BY user_id
  ), ranked AS (
    SELECT user_id, cheers, RANK() OVER (ORDER BY cheers DESC) AS rank FROM totals
  )`;

/** The cheers of the PostgreSQL store: the same statements and rules as the SQLite store's. */
export class PostgresCheers {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  /**
   * One statement takes the day's next slot; the check `cheers_day_slot` (1–3) refuses a 4th, the
   * unique key `cheers_one_per_slot` a slot taken twice by writers racing on other connections.
   */
  async add(cheer: NewCheer): Promise<CheerOutcome> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { rows } = await this.#pool.query<{ day_slot: number }>(
          `INSERT INTO cheers (user_id, match_id, side, team_id, cheer_day, day_slot, created_at)
           SELECT $1, $2, $3, $4, $5, COALESCE(MAX(day_slot), 0) + 1, $6
           FROM cheers WHERE user_id = $1 AND cheer_day = $5
           RETURNING day_slot`,
          [cheer.userId, cheer.matchId, cheer.side, cheer.teamId, cheer.day, cheer.at],
        );
        return { ok: true, used: Number(rows[0]?.day_slot) };
      } catch (error) {
        const { code, constraint } = postgresError(error);
        if (code === PostgresCode.Check && constraint === 'cheers_day_slot') {
          return { ok: false, reason: 'limit' };
        }
        if (code === PostgresCode.Unique && attempt < SLOT_RETRIES) continue;
        throw error;
      }
    }
  }

  async onDay(userId: number, day: string): Promise<number> {
    const { rows } = await this.#pool.query(
      'SELECT COUNT(*) AS used FROM cheers WHERE user_id = $1 AND cheer_day = $2',
      [userId, day],
    );
    return Number(rows[0]?.used ?? 0);
  }

  async totals(matchIds?: readonly string[]): Promise<CheerTotal[]> {
    if (matchIds && matchIds.length === 0) return [];
    const { rows } = await this.#pool.query(
      `SELECT match_id, side, COUNT(*) AS cheers FROM cheers
       WHERE $1::text[] IS NULL OR match_id = ANY ($1)
       GROUP BY match_id, side ORDER BY match_id, side`,
      [matchIds ? [...matchIds] : null],
    );
    return rows.map(cheerTotalFromRow);
  }

  async userMatch(userId: number, matchId: string): Promise<Record<CheerSide, number>> {
    const { rows } = await this.#pool.query(
      'SELECT side, COUNT(*) AS cheers FROM cheers WHERE user_id = $1 AND match_id = $2 GROUP BY side',
      [userId, matchId],
    );
    return sideCountsFromRows(rows);
  }

  async ranking(query: FanRankingQuery): Promise<FanRanking> {
    const match = query.matchId ?? null;
    const [top, mine, total] = await Promise.all([
      this.#pool.query(
        `${RANKED} SELECT user_id, cheers, rank FROM ranked ORDER BY rank, user_id LIMIT $2`,
        [match, query.limit],
      ),
      this.#pool.query(`${RANKED} SELECT user_id, cheers, rank FROM ranked WHERE user_id = $2`, [
        match,
        query.userId,
      ]),
      this.#pool.query(
        'SELECT COUNT(DISTINCT user_id) AS fans FROM cheers WHERE $1::text IS NULL OR match_id = $1',
        [match],
      ),
    ]);
    const me = mine.rows[0];
    return {
      top: top.rows.map(standingFromRow),
      me: me ? standingFromRow(me) : null,
      totalFans: Number(total.rows[0]?.fans ?? 0),
    };
  }
}
