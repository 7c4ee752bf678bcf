import type { CallArgument } from '../call-argument';
import {
  HOST_TEXT_MAX_CHARS,
  type MatchReminder,
  type OptionalCallName,
  type OptionalCalls,
  REMINDER_LEAD_MAX_MINUTES,
  SHARED_IMAGE_MAX_CHARS,
  type SharedImage,
} from './optional-call';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
const FILE_NAME = /^[\w.-]{1,100}\.png$/;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= HOST_TEXT_MAX_CHARS;
}

function isMatchId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value);
}

/** A route of the app: a path of its own, never another origin or a script. */
function isAppRoute(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    value.length <= HOST_TEXT_MAX_CHARS &&
    !/[\s\\]/.test(value)
  );
}

function reminderArgument(arg: unknown): CallArgument {
  const r = arg as Partial<Record<keyof MatchReminder, unknown>> | null | undefined;
  if (!isMatchId(r?.match_id)) return { ok: false, reason: 'a reminder needs a match_id' };
  if (typeof r.kickoff !== 'string' || Number.isNaN(Date.parse(r.kickoff))) {
    return { ok: false, reason: 'a reminder needs an ISO kickoff time' };
  }
  const lead = r.lead_minutes;
  if (
    !Number.isInteger(lead) ||
    (lead as number) < 0 ||
    (lead as number) > REMINDER_LEAD_MAX_MINUTES
  ) {
    return {
      ok: false,
      reason: `lead_minutes must be a whole number from 0 to ${REMINDER_LEAD_MAX_MINUTES}`,
    };
  }
  if (!isText(r.title) || !isText(r.body)) {
    return {
      ok: false,
      reason: `a reminder needs a title and a body of 1–${HOST_TEXT_MAX_CHARS} characters`,
    };
  }
  if (!isAppRoute(r.url)) return { ok: false, reason: 'a reminder url must be a route of the app' };
  if (typeof r.goal_alerts !== 'boolean')
    return { ok: false, reason: 'goal_alerts must be a boolean' };
  const value: MatchReminder = {
    match_id: r.match_id,
    kickoff: new Date(r.kickoff).toISOString(),
    lead_minutes: lead as number,
    title: r.title,
    body: r.body,
    url: r.url,
    goal_alerts: r.goal_alerts,
  };
  return { ok: true, value };
}

function imageArgument(arg: unknown): CallArgument {
  const image = arg as Partial<Record<keyof SharedImage, unknown>> | null | undefined;
  const url = image?.data_url;
  if (typeof url !== 'string' || url.length > SHARED_IMAGE_MAX_CHARS || !PNG_DATA_URL.test(url)) {
    return {
      ok: false,
      reason: `an image must be a PNG data URL of at most ${SHARED_IMAGE_MAX_CHARS} characters`,
    };
  }
  if (typeof image?.file_name !== 'string' || !FILE_NAME.test(image.file_name)) {
    return { ok: false, reason: 'an image needs a plain .png file name' };
  }
  if (!isText(image.text)) return { ok: false, reason: 'an image needs a line of text' };
  const value: SharedImage = { data_url: url, file_name: image.file_name, text: image.text };
  return { ok: true, value };
}

/**
 * Checks and normalises the argument of an optional call, so the host gets exactly the documented
 * shape (extra fields dropped, the kick-off in UTC) and never a link out of the app.
 */
export function optionalArgument<N extends OptionalCallName>(
  name: N,
  args: OptionalCalls[N],
): CallArgument {
  const arg: unknown = args[0];
  switch (name) {
    case 'scheduleReminder':
      return reminderArgument(arg);
    case 'cancelReminder':
      return isMatchId(arg)
        ? { ok: true, value: arg }
        : { ok: false, reason: 'a match id must be a non-empty string' };
    case 'shareImage':
      return imageArgument(arg);
    default:
      return { ok: false, reason: 'unknown call' };
  }
}
