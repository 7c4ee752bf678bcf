import * as v from 'valibot';
import { API_PATHS } from '../api';
import { INVITE_CODE_LENGTH } from '../constants/invite';
import { call } from './call-contract';
import { fanSchema, isoTimeSchema } from './fan';

/** An invitation code: 6 digits. */
export const inviteCodeSchema = v.pipe(
  v.string('邀请码应为 6 位数字'),
  v.trim(),
  v.regex(new RegExp(`^\\d{${INVITE_CODE_LENGTH}}$`), '邀请码应为 6 位数字'),
);

/** Body of `POST /api/invite/code` and `POST /api/invite/list`: nothing. */
export const inviteEmptyRequestSchema = v.object({});

/** `POST /api/invite/accept`. */
export const inviteAcceptRequestSchema = v.object({ code: inviteCodeSchema });
/** Body of `POST /api/invite/accept`. */
export type InviteAcceptRequest = v.InferOutput<typeof inviteAcceptRequestSchema>;

/** `data` of `POST /api/invite/code`: the caller's current code. */
export const inviteCodeInfoSchema = v.object({
  code: inviteCodeSchema,
  issued_at: isoTimeSchema,
  /** After this the code answers "expired"; asking again then issues a new code. */
  expires_at: isoTimeSchema,
  /** The webview route that opens the accept page with this code filled in. */
  share_path: v.string(),
  /** Users who accepted any of the caller's codes. */
  invited_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/** The caller's invitation code. */
export type InviteCodeInfo = v.InferOutput<typeof inviteCodeInfoSchema>;

/** An accepted invitation as the inviter sees it. */
export const invitedFanSchema = v.object({
  ...fanSchema.entries,
  accepted_at: isoTimeSchema,
});
/** An accepted invitation. */
export type InvitedFan = v.InferOutput<typeof invitedFanSchema>;

/** `data` of a successful `POST /api/invite/accept`: whose code the caller accepted, and when. */
export const inviteAcceptanceSchema = v.object({
  inviter: fanSchema,
  code: inviteCodeSchema,
  accepted_at: isoTimeSchema,
});
/** An invitation the caller accepted. */
export type InviteAcceptance = v.InferOutput<typeof inviteAcceptanceSchema>;

/** `data` of `POST /api/invite/list`. */
export const inviteListSchema = v.object({
  /** The users who accepted the caller's codes, newest first. */
  invitations: v.array(invitedFanSchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The invitation the caller accepted, or `null` (each user accepts at most one). */
  accepted: v.nullable(inviteAcceptanceSchema),
});
/** The caller's invitations. */
export type InviteList = v.InferOutput<typeof inviteListSchema>;

/** `POST /api/invite/code` (token): the caller's current code. */
export const inviteCodeCall = call(
  API_PATHS.inviteCode,
  inviteEmptyRequestSchema,
  inviteCodeInfoSchema,
);
/** `POST /api/invite/list` (token): the caller's invitations. */
export const inviteListCall = call(
  API_PATHS.inviteList,
  inviteEmptyRequestSchema,
  inviteListSchema,
);
/** `POST /api/invite/accept` (token): accept a code. */
export const inviteAcceptCall = call(
  API_PATHS.inviteAccept,
  inviteAcceptRequestSchema,
  inviteAcceptanceSchema,
);
