import * as v from 'valibot';
import { API_PATHS } from '../api';
import {
  FOLLOW_ID_MAX_LENGTH,
  FOLLOW_KINDS,
  FOLLOW_MAX,
  FOLLOW_NAME_MAX_LENGTH,
} from '../constants/follow';
import { call } from './call-contract';

/** One thing a fan follows, as a call names it **(kanqiu design)**. */
export const followTargetSchema = v.object({
  kind: v.picklist(FOLLOW_KINDS, '关注类型只能是球队、比赛、赛事或球员'),
  /** The team's, match's, competition's (`wc2018`) or player's id of the data. */
  id: v.pipe(
    v.string('请提供关注对象'),
    v.regex(new RegExp(`^[A-Za-z0-9_.:-]{1,${FOLLOW_ID_MAX_LENGTH}}$`), '关注对象的编号格式不正确'),
  ),
  /** The name shown for it (`法国`); kept as given and always shown as text. */
  name: v.pipe(
    v.string('请提供关注对象的名称'),
    v.trim(),
    v.minLength(1, '请提供关注对象的名称'),
    v.maxLength(FOLLOW_NAME_MAX_LENGTH, `名称最多 ${FOLLOW_NAME_MAX_LENGTH} 个字`),
  ),
});
/** A followed thing. */
export type FollowTarget = v.InferOutput<typeof followTargetSchema>;

/** A follow with the moment it was made. */
export const followEntrySchema = v.object({
  ...followTargetSchema.entries,
  /** ISO time the fan followed it. */
  followed_at: v.string(),
});
/** A follow. */
export type FollowEntry = v.InferOutput<typeof followEntrySchema>;

/**
 * Which moments of a followed match raise an alert (进球 / 红牌 / 开赛 / 完场, and for basketball 每节结束 /
 * 胶着 / 加时); all on by default.
 */
export const alertSettingsSchema = v.object({
  goal: v.boolean('请选择是否提醒进球'),
  red_card: v.boolean('请选择是否提醒红牌'),
  kickoff: v.boolean('请选择是否提醒开赛'),
  full_time: v.boolean('请选择是否提醒完场'),
  // Basketball's kinds came later: settings saved before them (and apps that do not send them) mean on.
  quarter_end: v.optional(v.boolean('请选择是否提醒每节结束'), true),
  close_game: v.optional(v.boolean('请选择是否提醒胶着时刻'), true),
  overtime: v.optional(v.boolean('请选择是否提醒加时'), true),
});
/** The alert settings. */
export type AlertSettings = v.InferOutput<typeof alertSettingsSchema>;

/** The alert settings of a fan who never saved any, on the device or in the account: every alert on. */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  goal: true,
  red_card: true,
  kickoff: true,
  full_time: true,
  quarter_end: true,
  close_game: true,
  overtime: true,
};

/** `data` of every follow call: the caller's follows (newest first) and alert settings. */
export const followStateSchema = v.object({
  follows: v.array(followEntrySchema),
  alerts: alertSettingsSchema,
  /** The most follows the caller may keep (`FOLLOW_MAX`). */
  max: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Merge only: the follows of the device that did not fit under the limit. */
  refused: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
/** The caller's follows and settings. */
export type FollowState = v.InferOutput<typeof followStateSchema>;

/** Body of `POST /api/follow/list`. */
export const followListRequestSchema = v.object({});

/** `POST /api/follow/set`: follow (`on: true`) or stop following one thing. */
export const followSetRequestSchema = v.object({
  ...followTargetSchema.entries,
  on: v.boolean('请说明关注还是取消关注'),
});
/** Body of `POST /api/follow/set`. */
export type FollowSetRequest = v.InferOutput<typeof followSetRequestSchema>;

/** `POST /api/follow/merge`: the device's follows and settings, added to the account's. */
export const followMergeRequestSchema = v.object({
  follows: v.pipe(
    v.array(followTargetSchema),
    v.maxLength(FOLLOW_MAX, `一次最多合并 ${FOLLOW_MAX} 个关注`),
  ),
  /** The device's settings; taken only when the account has never saved its own. */
  alerts: v.optional(alertSettingsSchema),
});
/** Body of `POST /api/follow/merge`. */
export type FollowMergeRequest = v.InferOutput<typeof followMergeRequestSchema>;

/** `POST /api/follow/list` (token): the caller's follows and alert settings. */
export const followListCall = call(
  API_PATHS.followList,
  followListRequestSchema,
  followStateSchema,
);
/** `POST /api/follow/set` (token): follow or stop following; at the limit `4301`. */
export const followSetCall = call(API_PATHS.followSet, followSetRequestSchema, followStateSchema);
/** `POST /api/follow/merge` (token): add the device's follows to the account, as many as fit. */
export const followMergeCall = call(
  API_PATHS.followMerge,
  followMergeRequestSchema,
  followStateSchema,
);
/** `POST /api/follow/alerts` (token): store the alert settings. */
export const followAlertsCall = call(
  API_PATHS.followAlerts,
  alertSettingsSchema,
  followStateSchema,
);
