/**
 * Business codes of the response envelope (docs/contract.md §1). 1 is success (docs/behaviour.md §7); the rest
 * are kanqiu's design.
 */
export const ApiCode = {
  Success: 1,
  Failure: 0,
  /** Malformed body: not JSON, not an object, or a field fails validation. */
  BadRequest: 4001,
  /** Unknown scene or unknown match. */
  NotFound: 4004,
  /** The path exists but not with this method. */
  MethodNotAllowed: 4005,
  /** Unknown or expired socket `client_id`. */
  UnknownClient: 4009,
  PayloadTooLarge: 4013,
  UnsupportedMediaType: 4015,
  TooManySubscriptions: 4029,
  /** No API at this path. */
  UnknownPath: 4040,
  ServerFault: 5000,
} as const;

/** A business code. */
export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];
