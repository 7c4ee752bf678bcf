/**
 * The server message meaning the 3 daily cheer chances are used up (docs/behaviour.md §8). Responses carrying it
 * are still logged but never toasted.
 */
export const CHEER_LIMIT_MESSAGE = '今日3次助威机会已用完';

/** Daily cheer chances (docs/behaviour.md §8). */
export const DAILY_CHEER_CHANCES = 3;

/** True when a business message must not be shown as a toast. */
export function isSilentBusinessMessage(msg: string | null | undefined): boolean {
  return typeof msg === 'string' && msg.trim() === CHEER_LIMIT_MESSAGE;
}
