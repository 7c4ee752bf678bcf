/**
 * Business codes of the response envelope (docs/contract.md §1), the one table the server answers
 * with and the pages read. 1 is success (docs/behaviour.md §7); the rest are kanqiu's design.
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
  /** A user call without a valid `Authorization: Bearer <token>`. */
  Unauthorized: 4010,
  /** A path outside the API that is not there (or may not be served). */
  NotFoundPath: 4044,
  /** The request (its headers or its body) took longer than the server waits. */
  RequestTimeout: 4008,
  PayloadTooLarge: 4013,
  UnsupportedMediaType: 4015,
  TooManySubscriptions: 4029,
  /** The 3 cheers of the Beijing day are used up (`msg` is core's `CHEER_LIMIT_MESSAGE`). */
  CheerLimit: 4030,
  /** The match is finished: no more cheers. */
  CheerClosed: 4031,
  /** No API at this path. */
  UnknownPath: 4040,
  /** The request's URL cannot be decoded. */
  BadUrl: 4000,
  /** Too many requests or connections from one address; `Retry-After` says when to try again. */
  TooManyRequests: 4290,
  /** The socket's `Origin` is not allowed. */
  OriginNotAllowed: 4003,
  /** The request's `Host` is not a name of this server (`ALLOWED_HOSTS`). */
  HostNotAllowed: 4006,
  /** No invitation code like this was ever issued. */
  InviteCodeWrong: 4101,
  /** The invitation code is past its 7 days. */
  InviteCodeExpired: 4102,
  /** The caller's own invitation code. */
  InviteCodeOwn: 4103,
  /** The caller has already accepted an invitation. */
  InviteAlreadyAccepted: 4104,
  /** Too many wrong or expired codes today. */
  InviteTooManyAttempts: 4105,
  /** More than 9 images. */
  FeedbackTooManyImages: 4201,
  /** A part that is not a JPEG, PNG, WebP or GIF image by its content. */
  FeedbackNotImage: 4202,
  /** An image above 2 MiB. */
  FeedbackImageTooLarge: 4203,
  /** Images above 10 MiB together. */
  FeedbackImagesTooLarge: 4204,
  /** The 10 tickets of the Beijing day are used up. */
  FeedbackDailyLimit: 4205,
  /** The server's storage budget for feedback is used up. */
  FeedbackStorageFull: 4206,
  /** The fan already follows `FOLLOW_MAX` things (`msg` is core's `FOLLOW_LIMIT_MESSAGE`). */
  FollowLimit: 4301,
  ServerFault: 5000,
  /** The server is shutting down or full; `Retry-After` says when to try again. */
  Unavailable: 5030,
} as const;

/** A business code. */
export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];
