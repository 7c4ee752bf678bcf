/** `status_id` of a finished match (docs/behaviour.md §4): the live socket is closed for good on it. */
export const MATCH_STATUS_FINISHED = 10;

/** True when a match `status_id` means finished. Accepts the id as a number or numeric string. */
export function isFinished(statusId: number | string | null | undefined): boolean {
  return statusId !== null && statusId !== undefined && Number(statusId) === MATCH_STATUS_FINISHED;
}

function toTime(value: number | string | null | undefined): number | null {
  // Only a number or its text is a time: `Number([1])` or `Number(true)` would be 1.
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (value === '') return null;
  const time = Number(value);
  return Number.isFinite(time) ? time : null;
}

/**
 * The live-update gate of docs/behaviour.md §4: pushed data is applied only when its `up_time` is newer than the
 * stored `updated_at`. Nothing stored yet → any valid `up_time` is newer; a missing or invalid
 * `up_time` is never newer.
 */
export function isNewerUpdate(
  upTime: number | string | null | undefined,
  updatedAt: number | string | null | undefined,
): boolean {
  const incoming = toTime(upTime);
  if (incoming === null) return false;
  const stored = toTime(updatedAt);
  return stored === null || incoming > stored;
}
