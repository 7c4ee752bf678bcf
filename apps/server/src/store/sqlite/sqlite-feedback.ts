import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { feedbackFromRows, storedTicket } from '../store-rows';
import type { FeedbackOutcome, FeedbackRecord, NewFeedback, StoredImage } from '../user-store';
import { immediateTransaction, SqliteConstraint, sqliteErrorCode } from './immediate-transaction';

/** The feedback tickets of the SQLite store. */
export class SqliteFeedback {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /**
   * The ticket takes the day's next slot (the table's check refuses an 11th) and its images go in with
   * it, in one transaction: a ticket is stored whole or not at all.
   */
  add(feedback: NewFeedback): FeedbackOutcome {
    const db = this.#db;
    try {
      return immediateTransaction(db, () => {
        const ticket = db
          .prepare(`
            INSERT INTO feedback_tickets (user_id, body, ticket_day, day_slot, created_at)
            SELECT :user, :body, :day, COALESCE(MAX(day_slot), 0) + 1, :at
            FROM feedback_tickets WHERE user_id = :user AND ticket_day = :day
            RETURNING id`)
          .get({ user: feedback.userId, body: feedback.text, day: feedback.day, at: feedback.at });
        const id = Number(ticket?.id);
        const insertImage = db.prepare(
          'INSERT INTO feedback_images (ticket_id, position, mime, byte_size, sha256, data) VALUES (?, ?, ?, ?, ?, ?)',
        );
        feedback.images.forEach((image, position) => {
          const sha256 = createHash('sha256').update(image.data).digest('hex');
          insertImage.run(id, position + 1, image.mime, image.data.byteLength, sha256, image.data);
        });
        return {
          ok: true,
          ticket: storedTicket(feedback, id),
        };
      });
    } catch (error) {
      const code = sqliteErrorCode(error);
      if (code === SqliteConstraint.Check && /day_slot/.test(String(error))) {
        return { ok: false, reason: 'limit' };
      }
      throw error;
    }
  }

  onDay(userId: number, day: string): number {
    const row = this.#db
      .prepare('SELECT COUNT(*) AS sent FROM feedback_tickets WHERE user_id = ? AND ticket_day = ?')
      .get(userId, day);
    return Number(row?.sent ?? 0);
  }

  of(userId: number): FeedbackRecord[] {
    const tickets = this.#db
      .prepare(
        `SELECT id, ticket_day, body, created_at FROM feedback_tickets WHERE user_id = ?
         ORDER BY created_at DESC, id DESC`,
      )
      .all(userId);
    const images = this.#db
      .prepare(
        `SELECT i.ticket_id, i.position, i.mime, i.byte_size FROM feedback_images i
         JOIN feedback_tickets t ON t.id = i.ticket_id WHERE t.user_id = ? ORDER BY i.ticket_id, i.position`,
      )
      .all(userId);
    return feedbackFromRows(tickets, images);
  }

  storedBytes(): number {
    const row = this.#db
      .prepare(
        `SELECT (SELECT COALESCE(SUM(byte_size), 0) FROM feedback_images)
              + (SELECT COALESCE(SUM(LENGTH(CAST(body AS BLOB))), 0) FROM feedback_tickets) AS bytes`,
      )
      .get();
    return Number(row?.bytes ?? 0);
  }

  image(userId: number, ticketId: number, index: number): StoredImage | null {
    const row = this.#db
      .prepare(
        `SELECT i.mime, i.data FROM feedback_images i JOIN feedback_tickets t ON t.id = i.ticket_id
         WHERE t.user_id = ? AND i.ticket_id = ? AND i.position = ?`,
      )
      .get(userId, ticketId, index);
    if (!row) return null;
    return { mime: String(row.mime), data: row.data as Uint8Array };
  }
}
