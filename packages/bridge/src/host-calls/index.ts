export type { HostCalls, HostCallsOptions } from './host-calls';
export { createHostCalls } from './host-calls';
export type {
  MatchReminder,
  OptionalCallName,
  OptionalCalls,
  SharedImage,
} from './optional-call';
export {
  HOST_TEXT_MAX_CHARS,
  OPTIONAL_CALL_NAMES,
  REMINDER_LEAD_MAX_MINUTES,
  SHARED_IMAGE_MAX_CHARS,
} from './optional-call';
