import { ALERT_KINDS, FOLLOW_KINDS, FOLLOW_MAX } from '@kanqiu/core';
import type { AlertSettings, FollowEntry } from '@kanqiu/core/contract';
import { DEVICE_FOLLOWS_KEY } from './device-follows-key';
import { notifyFollowsChange } from './follows-change';

/** What the device keeps: the follows (newest first) and, once changed, the alert settings. */
export interface DeviceFollows {
  follows: FollowEntry[];
  alerts: AlertSettings | null;
}

const EMPTY: DeviceFollows = { follows: [], alerts: null };

function isEntry(value: unknown): value is FollowEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    (FOLLOW_KINDS as readonly unknown[]).includes(entry.kind) &&
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.followed_at === 'string'
  );
}

/**
 * Settings the device saved, each kind on unless saved off: settings saved before basketball's kinds
 * existed read with those on. Anything that is not an object of booleans reads as none.
 */
function readSettings(value: unknown): AlertSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const saved = value as Record<string, unknown>;
  if (!ALERT_KINDS.every((kind) => saved[kind] === undefined || typeof saved[kind] === 'boolean')) {
    return null;
  }
  return Object.fromEntries(
    ALERT_KINDS.map((kind) => [kind, saved[kind] !== false]),
  ) as AlertSettings;
}

/**
 * The device's follows. Storage is the page's own but may hold anything (an older app, a user's
 * hand): what does not read as a follow is left out, and at most `FOLLOW_MAX` are kept.
 */
export function readDeviceFollows(): DeviceFollows {
  try {
    const raw = window.localStorage.getItem(DEVICE_FOLLOWS_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as { follows?: unknown; alerts?: unknown };
    const follows = Array.isArray(parsed.follows) ? parsed.follows.filter(isEntry) : [];
    return {
      follows: follows.slice(0, FOLLOW_MAX),
      alerts: readSettings(parsed.alerts),
    };
  } catch {
    return EMPTY;
  }
}

/** Keeps the device's follows; `null` forgets them (they now live in the account). */
export function writeDeviceFollows(value: DeviceFollows | null): void {
  try {
    if (value === null) window.localStorage.removeItem(DEVICE_FOLLOWS_KEY);
    else window.localStorage.setItem(DEVICE_FOLLOWS_KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the follows stay for this visit only.
  }
  notifyFollowsChange();
}
