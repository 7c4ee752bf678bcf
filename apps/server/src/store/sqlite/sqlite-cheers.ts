import type { DatabaseSync } from 'node:sqlite';
import type { CheerSide } from '@kanqiu/core/contract/user';
import { cheerTotalFromRow, sideCountsFromRows, standingFromRow } from '../store-rows';
import type {
  CheerOutcome,
  CheerTotal,
  FanRanking,
  FanRankingQuery,
  NewCheer,
} from '../user-store';
import { SqliteConstraint, sqliteErrorCode } from './immediate-transaction';

// Another writer may take the slot between reading the day's highest slot and inserting (not with
// SQLite's single writer, but with a database that runs statements side by side): read again.
const SLOT_RETRIES = 5;

const RANKED = `
  WITH totals AS (
    SELECT user_id, COUNT(*) AS cheers FROM cheers
    WHERE :match IS NULL OR match_id = :match
    GROUP BY user_id
  ), ranked AS (
    SELECT user_id, cheers, RANK() OVER (ORDER BY cheers DESC) AS rank FROM totals
  )`;

/** The cheers of the SQLite store. */
export class SqliteCheers {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /**
   * One statement takes the day's next slot; the table's check (slot 1–3) refuses a 4th, its unique
   * key (user, day, slot) a slot taken twice.
   */
  add(cheer: NewCheer): CheerOutcome {
    const insert = this.#db.prepare(`
      INSERT INTO cheers (user_id, match_id, side, team_id, cheer_day, day_slot, created_at)
      SELECT :user, :match, :side, :team, :day, COALESCE(MAX(day_slot), 0) + 1, :at
      FROM cheers WHERE user_id = :user AND cheer_day = :day
      RETURNING day_slot`);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const row = insert.get({
          user: cheer.userId,
          match: cheer.matchId,
          side: cheer.side,
          team: cheer.teamId,
          day: cheer.day,
          at: cheer.at,
        });
        return { ok: true, used: Number(row?.day_slot) };
      } catch (error) {
        const code = sqliteErrorCode(error);
        if (code === SqliteConstraint.Check) return { ok: false, reason: 'limit' };
        if (code === SqliteConstraint.Unique && attempt < SLOT_RETRIES) continue;
        throw error;
      }
    }
  }

  onDay(userId: number, day: string): number {
    const row = this.#db
      .prepare('SELECT COUNT(*) AS used FROM cheers WHERE user_id = ? AND cheer_day = ?')
      .get(userId, day);
    return Number(row?.used ?? 0);
  }

  totals(matchIds?: readonly string[]): CheerTotal[] {
    const filter = matchIds ? `WHERE match_id IN (${matchIds.map(() => '?').join(', ')})` : '';
    if (matchIds && matchIds.length === 0) return [];
    const rows = this.#db
      .prepare(
        `SELECT match_id, side, COUNT(*) AS cheers FROM cheers ${filter} GROUP BY match_id, side ORDER BY match_id, side`,
      )
      .all(...(matchIds ?? []));
    return rows.map(cheerTotalFromRow);
  }

  userMatch(userId: number, matchId: string): Record<CheerSide, number> {
    const rows = this.#db
      .prepare(
        'SELECT side, COUNT(*) AS cheers FROM cheers WHERE user_id = ? AND match_id = ? GROUP BY side',
      )
      .all(userId, matchId);
    return sideCountsFromRows(rows);
  }

  ranking(query: FanRankingQuery): FanRanking {
    const match = query.matchId ?? null;
    const top = this.#db
      .prepare(
        `${RANKED} SELECT user_id, cheers, rank FROM ranked ORDER BY rank, user_id LIMIT :limit`,
      )
      .all({ match, limit: query.limit })
      .map(standingFromRow);
    const mine = this.#db
      .prepare(`${RANKED} SELECT user_id, cheers, rank FROM ranked WHERE user_id = :user`)
      .get({ match, user: query.userId });
    const total = this.#db
      .prepare(
        'SELECT COUNT(DISTINCT user_id) AS fans FROM cheers WHERE :match IS NULL OR match_id = :match',
      )
      .get({ match });
    return { top, me: mine ? standingFromRow(mine) : null, totalFans: Number(total?.fans ?? 0) };
  }
}
