import { ApiCode } from './api-code';

/**
 * The business codes of the user calls a page answers differently (docs/contract.md §1, error
 * codes): the token is missing or invalid, a limit is reached, a code is refused. The `msg` beside
 * them is the server's Chinese text to show; the code says what the page should do about it. Each is
 * an entry of {@link ApiCode}, picked by name.
 */
export const UserCallCode = {
  Unauthorized: ApiCode.Unauthorized,
  CheerLimit: ApiCode.CheerLimit,
  CheerClosed: ApiCode.CheerClosed,
  InviteCodeWrong: ApiCode.InviteCodeWrong,
  InviteCodeExpired: ApiCode.InviteCodeExpired,
  InviteCodeOwn: ApiCode.InviteCodeOwn,
  InviteAlreadyAccepted: ApiCode.InviteAlreadyAccepted,
  InviteTooManyAttempts: ApiCode.InviteTooManyAttempts,
  FeedbackTooManyImages: ApiCode.FeedbackTooManyImages,
  FeedbackNotImage: ApiCode.FeedbackNotImage,
  FeedbackImageTooLarge: ApiCode.FeedbackImageTooLarge,
  FeedbackImagesTooLarge: ApiCode.FeedbackImagesTooLarge,
  FeedbackDailyLimit: ApiCode.FeedbackDailyLimit,
} as const;
