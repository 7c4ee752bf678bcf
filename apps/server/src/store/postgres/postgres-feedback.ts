import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { feedbackFromRows, storedTicket } from '../store-rows';
import type { FeedbackOutcome, FeedbackRecord, NewFeedback, StoredImage } from '../user-store';
import { inTransaction, PostgresCode, postgresError } from './postgres-transaction';

// As with cheers: a slot taken by a writer on another connection is a unique violation; try again.
const SLOT_RETRIES = 20;

/** The feedback tickets of the PostgreSQL store: the same rules as the SQLite store's. */
export class PostgresFeedback {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  /**
   * The ticket takes the day's next slot (the check `feedback_day_slot` refuses an 11th) and its
   * images go in with it, in one transaction: a ticket is stored whole or not at all.
   */
  async add(feedback: NewFeedback): Promise<FeedbackOutcome> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.#insert(feedback);
      } catch (error) {
        const { code, constraint } = postgresError(error);
        if (code === PostgresCode.Check && constraint === 'feedback_day_slot') {
          return { ok: false, reason: 'limit' };
        }
        if (
          code === PostgresCode.Unique &&
          constraint === 'feedback_one_per_slot' &&
          attempt < SLOT_RETRIES
        ) {
          continue;
        }
        throw error;
      }
    }
  }

  #insert(feedback: NewFeedback): Promise<FeedbackOutcome> {
    return inTransaction(this.#pool, async (client) => {
      const { rows } = await client.query(
        `INSERT INTO feedback_tickets (user_id, body, ticket_day, day_slot, created_at)
         SELECT $1, $2, $3, COALESCE(MAX(day_slot), 0) + 1, $4
         FROM feedback_tickets WHERE user_id = $1 AND ticket_day = $3
         RETURNING id`,
        [feedback.userId, feedback.text, feedback.day, feedback.at],
      );
      const id = Number(rows[0]?.id);
      for (const [position, image] of feedback.images.entries()) {
        const sha256 = createHash('sha256').update(image.data).digest('hex');
        await client.query(
          'INSERT INTO feedback_images (ticket_id, position, mime, byte_size, sha256, data) VALUES ($1, $2, $3, $4, $5, $6)',
          [id, position + 1, image.mime, image.data.byteLength, sha256, Buffer.from(image.data)],
        );
      }
      return {
        ok: true as const,
        ticket: storedTicket(feedback, id),
      };
    });
  }

  async onDay(userId: number, day: string): Promise<number> {
    const { rows } = await this.#pool.query(
      'SELECT COUNT(*) AS sent FROM feedback_tickets WHERE user_id = $1 AND ticket_day = $2',
      [userId, day],
    );
    return Number(rows[0]?.sent ?? 0);
  }

  async of(userId: number): Promise<FeedbackRecord[]> {
    const [tickets, images] = await Promise.all([
      this.#pool.query(
        `SELECT id, ticket_day, body, created_at FROM feedback_tickets WHERE user_id = $1
         ORDER BY created_at DESC, id DESC`,
        [userId],
      ),
      this.#pool.query(
        `SELECT i.ticket_id, i.position, i.mime, i.byte_size FROM feedback_images i
         JOIN feedback_tickets t ON t.id = i.ticket_id WHERE t.user_id = $1
         ORDER BY i.ticket_id, i.position`,
        [userId],
      ),
    ]);
    return feedbackFromRows(tickets.rows, images.rows);
  }

  async storedBytes(): Promise<number> {
    const { rows } = await this.#pool.query(
      `SELECT (SELECT COALESCE(SUM(byte_size), 0) FROM feedback_images)
            + (SELECT COALESCE(SUM(OCTET_LENGTH(body)), 0) FROM feedback_tickets) AS bytes`,
    );
    return Number(rows[0]?.bytes ?? 0);
  }

  async image(userId: number, ticketId: number, index: number): Promise<StoredImage | null> {
    const { rows } = await this.#pool.query(
      `SELECT i.mime, i.data FROM feedback_images i JOIN feedback_tickets t ON t.id = i.ticket_id
       WHERE t.user_id = $1 AND i.ticket_id = $2 AND i.position = $3`,
      [userId, ticketId, index],
    );
    const row = rows[0];
    if (!row) return null;
    const data = row.data as Buffer;
    return {
      mime: String(row.mime),
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    };
  }
}
