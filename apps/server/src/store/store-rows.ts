import type { FollowKind } from '@kanqiu/core';
import type { CheerSide } from '@kanqiu/core/contract';
import type { AlertSettingsRecord, FollowRecord } from './follow-records';
import type {
  CheerTotal,
  FanStanding,
  FeedbackRecord,
  InviteCodeRecord,
  NewFeedback,
  StoredUser,
  UserInvitations,
} from './user-store';

// Internal to the stores: both dialects select the same columns under the same names, so one mapping
// from a row to a record serves SQLite and PostgreSQL alike.

/** A row of the store's tables: SQLite and PostgreSQL both answer column name → value. */
export type StoreRow = Record<string, unknown>;

/** `users` (id, created_at, city_code, city_chosen_at) → a user. */
export function userFromRow(row: StoreRow): StoredUser {
  return {
    id: Number(row.id),
    createdAt: Number(row.created_at),
    cityCode: row.city_code === null ? null : String(row.city_code),
    cityChosenAt: row.city_chosen_at === null ? null : Number(row.city_chosen_at),
  };
}

/** `invite_codes` (code, user_id, issued_at, expires_at) → a code. */
export function inviteCodeFromRow(row: StoreRow): InviteCodeRecord {
  return {
    code: String(row.code),
    userId: Number(row.user_id),
    issuedAt: Number(row.issued_at),
    expiresAt: Number(row.expires_at),
  };
}

/** The user's invitations from the inviter's rows (invitee_id, accepted_at) and their own one. */
export function invitationsFromRows(
  invited: readonly StoreRow[],
  accepted: StoreRow | undefined,
): UserInvitations {
  return {
    invited: invited.map((row) => ({
      userId: Number(row.invitee_id),
      acceptedAt: Number(row.accepted_at),
    })),
    accepted: accepted
      ? {
          inviterId: Number(accepted.inviter_id),
          code: String(accepted.code),
          acceptedAt: Number(accepted.accepted_at),
        }
      : null,
  };
}

/** A ranked row (user_id, cheers, rank) → a fan's standing. */
export function standingFromRow(row: StoreRow): FanStanding {
  return { userId: Number(row.user_id), cheers: Number(row.cheers), rank: Number(row.rank) };
}

/** A grouped row (match_id, side, cheers) → a side's total. */
export function cheerTotalFromRow(row: StoreRow): CheerTotal {
  return {
    matchId: String(row.match_id),
    side: row.side as CheerSide,
    cheers: Number(row.cheers),
  };
}

/** Grouped rows (side, cheers) of one user and match → cheers per side, 0 where none. */
export function sideCountsFromRows(rows: readonly StoreRow[]): Record<CheerSide, number> {
  const counts: Record<CheerSide, number> = { home: 0, away: 0 };
  for (const row of rows) counts[row.side as CheerSide] = Number(row.cheers);
  return counts;
}

/**
 * The user's tickets (id, ticket_day, body, created_at) with their images (ticket_id, position,
 * mime, byte_size), in the order the rows come.
 */
export function feedbackFromRows(
  tickets: readonly StoreRow[],
  images: readonly StoreRow[],
): FeedbackRecord[] {
  const byTicket = new Map<number, FeedbackRecord['images']>();
  for (const image of images) {
    const list = byTicket.get(Number(image.ticket_id)) ?? [];
    list.push({
      index: Number(image.position),
      mime: String(image.mime),
      bytes: Number(image.byte_size),
    });
    byTicket.set(Number(image.ticket_id), list);
  }
  return tickets.map((row) => ({
    id: Number(row.id),
    day: String(row.ticket_day),
    text: String(row.body),
    createdAt: Number(row.created_at),
    images: byTicket.get(Number(row.id)) ?? [],
  }));
}

/** The record of a ticket just stored under `id`; its images are numbered from 1. */
export function storedTicket(feedback: NewFeedback, id: number): FeedbackRecord {
  return {
    id,
    day: feedback.day,
    text: feedback.text,
    createdAt: feedback.at,
    images: feedback.images.map((image, position) => ({
      index: position + 1,
      mime: image.mime,
      bytes: image.data.byteLength,
    })),
  };
}

/** `follows` (kind, target_id, name, followed_at) → a follow. */
export function followFromRow(row: StoreRow): FollowRecord {
  return {
    kind: row.kind as FollowKind,
    id: String(row.target_id),
    name: String(row.name),
    followedAt: Number(row.followed_at),
  };
}

/** `alert_settings` (one 0/1 or boolean column per alert kind) → the settings. */
export function alertSettingsFromRow(row: StoreRow): AlertSettingsRecord {
  return {
    goal: Boolean(row.goal),
    red_card: Boolean(row.red_card),
    kickoff: Boolean(row.kickoff),
    full_time: Boolean(row.full_time),
    quarter_end: Boolean(row.quarter_end),
    close_game: Boolean(row.close_game),
    overtime: Boolean(row.overtime),
  };
}
