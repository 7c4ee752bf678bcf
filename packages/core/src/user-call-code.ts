/**
 * The business codes of the user calls a page answers differently (docs/contract.md §1, error
 * codes): the token is missing or invalid, a limit is reached, a code is refused. The `msg` beside
 * them is the server's Chinese text to show; the code says what the page should do about it.
 */
export const UserCallCode = {
  /** No valid `Authorization: Bearer <token>`: the page asks to be opened in the app. */
  Unauthorized: 4010,
  /** The 3 cheers of the Beijing day are used up (`CHEER_LIMIT_MESSAGE`, shown inline). */
  CheerLimit: 4030,
  /** The match is finished: no more cheers. */
  CheerClosed: 4031,
  /** No invitation code like this was ever issued. */
  InviteCodeWrong: 4101,
  /** The invitation code is past its 7 days. */
  InviteCodeExpired: 4102,
  /** The caller's own invitation code. */
  InviteCodeOwn: 4103,
  /** The caller has already accepted an invitation. */
  InviteAlreadyAccepted: 4104,
  /** 10 wrong or expired codes this Beijing day. */
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
} as const;
