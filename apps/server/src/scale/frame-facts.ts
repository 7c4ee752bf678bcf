const UP_TIME = Buffer.from('"up_time":');
const TREND_PREFIX = Buffer.from('{"type":"trend_');
const PAGE_PREFIX = Buffer.from('{"type":"page_data"');
const PATCH_PREFIX = Buffer.from('{"type":"page_patch"');
const BASE_UP_TIME = Buffer.from('"base_up_time":');

/** Whether a serialised scene frame is a page, a page patch or a trend push (`{"type":…` comes first). */
export function frameKind(frame: Buffer): 'page' | 'patch' | 'trend' | null {
  if (frame.subarray(0, PAGE_PREFIX.length).equals(PAGE_PREFIX)) return 'page';
  if (frame.subarray(0, PATCH_PREFIX.length).equals(PATCH_PREFIX)) return 'patch';
  if (frame.subarray(0, TREND_PREFIX.length).equals(TREND_PREFIX)) return 'trend';
  return null;
}

/**
 * The `up_time` of a serialised page or trend frame, read from its bytes without parsing the
 * 10–17 KB page: the hub writes `scene`, `up_time` (and `revision`) after the page's own fields, so
 * the last `"up_time":` is the frame's own.
 */
export function frameUpTime(frame: Buffer): number | null {
  return numberAfter(frame, UP_TIME);
}

/** The `base_up_time` of a serialised page patch, written after its ops like its `up_time`. */
export function frameBaseUpTime(frame: Buffer): number | null {
  return numberAfter(frame, BASE_UP_TIME);
}

/** The digits after the last `label` in `frame`. */
function numberAfter(frame: Buffer, label: Buffer): number | null {
  const at = frame.lastIndexOf(label);
  if (at < 0) return null;
  let value = 0;
  let digits = 0;
  for (let i = at + label.length; i < frame.length; i += 1) {
    const digit = (frame[i] as number) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
    digits += 1;
  }
  return digits > 0 ? value : null;
}

/** The frame with its `up_time` blanked: two frames that say the same thing compare equal. */
export function withoutUpTime(frame: Buffer): string {
  return frame.toString('utf8').replace(/"up_time":\d+/g, '"up_time":0');
}
