import type { AlertKind, FollowKind } from '@kanqiu/core';

/** A thing to follow, as the store keeps it. */
export interface FollowTargetRecord {
  kind: FollowKind;
  /** The id of the data (`target_id`). */
  id: string;
  name: string;
}

/** A stored follow; `followedAt` is Unix ms. */
export interface FollowRecord extends FollowTargetRecord {
  followedAt: number;
}

/** Follow (`on`) or stop following one thing, unless the user already keeps `max` follows. */
export interface FollowChange {
  userId: number;
  target: FollowTargetRecord;
  on: boolean;
  at: number;
  max: number;
}

/**
 * The result of a follow change: following what is already followed, and stopping what is not, are
 * `ok` and change nothing; a new follow beyond `max` is refused with `limit`.
 */
export type FollowOutcome = { ok: true } | { ok: false; reason: 'limit' };

/** The follows of a device, added to an account in their order as long as they fit under `max`. */
export interface FollowMerge {
  userId: number;
  targets: readonly FollowTargetRecord[];
  at: number;
  max: number;
}

/** What a merge did: new follows added, and those that did not fit. */
export interface MergeOutcome {
  added: number;
  refused: number;
}

/** Whether each kind of alert is on. */
export type AlertSettingsRecord = Record<AlertKind, boolean>;
