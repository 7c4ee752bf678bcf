/** Characters of a name that fit under a shirt disc in a row of five at 360 px (12 px type). */
export const PITCH_NAME_MAX_CHARS = 5;

/** The separator of given name and surname in Chinese renderings of foreign names. */
const NAME_SEPARATOR = '·';

/**
 * The name shown under a disc on the pitch: the full name when it fits; otherwise, for names written
 * as `given·surname`, the surname, the way commentators shorten them (`卢卡斯·埃尔南德斯` →
 * `埃尔南德斯`). Anything still too long is cut by the stylesheet with an ellipsis; the full name is
 * always in the player's details.
 */
export function pitchName(name: string, maxChars = PITCH_NAME_MAX_CHARS): string {
  const trimmed = name.trim();
  if ([...trimmed].length <= maxChars) return trimmed;
  const surname = trimmed.split(NAME_SEPARATOR).at(-1)?.trim() ?? '';
  return surname.length > 0 ? surname : trimmed;
}
