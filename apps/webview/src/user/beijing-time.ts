import { BEIJING_UTC_OFFSET_MS } from '@kanqiu/core';

/** The parts of an ISO instant in Beijing time (the time the product shows whatever the device's zone). */
function beijingParts(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return new Date(time + BEIJING_UTC_OFFSET_MS).toISOString();
}

/** `HH:mm` in Beijing time; `''` when `iso` is not a time. */
export function beijingClock(iso: string): string {
  return beijingParts(iso)?.slice(11, 16) ?? '';
}

/** `YYYY-MM-DD HH:mm` in Beijing time; `''` when `iso` is not a time. */
export function beijingDateTime(iso: string): string {
  const parts = beijingParts(iso);
  return parts ? `${parts.slice(0, 10)} ${parts.slice(11, 16)}` : '';
}

/** `YYYY-MM-DD` in Beijing time; `''` when `iso` is not a time. */
export function beijingDay(iso: string): string {
  return beijingParts(iso)?.slice(0, 10) ?? '';
}
