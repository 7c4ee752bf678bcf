import { BASKETBALL_STAT_KEYS } from '@kanqiu/core/contract/basketball';
import { footballEventCodeSchema } from '@kanqiu/core/contract/football';
import * as v from 'valibot';

/**
 * The live-ingest vocabulary (docs/contract.md §4): what a data vendor's adapter, or a person typing
 * text commentary, sends to create a match and to tell what happens in it. Every message is checked
 * against these schemas before anything changes; the Chinese messages are what the sender is told.
 */

/** The most events one ingest call may carry. */
export const INGEST_BATCH_MAX = 200;
/** The highest sequence number of a match's events. */
export const INGEST_SEQ_MAX = 1_000_000;

const count = v.pipe(v.number('应为数字'), v.integer('应为整数'), v.minValue(0, '不能为负数'));
const text = (max: number) =>
  v.pipe(
    v.string('应为文字'),
    v.trim(),
    v.minLength(1, '不能为空'),
    v.maxLength(max, `最多 ${max} 字`),
  );

/** A match id: letters, digits, `-` and `_`, the form every scene name can carry. */
export const ingestMatchIdSchema = v.pipe(
  v.string('应为文字'),
  v.regex(/^[A-Za-z0-9_-]{1,40}$/, '只能由 1–40 个字母、数字、- 或 _ 组成'),
);

const teamSchema = v.object({
  id: text(40),
  name: text(40),
  /** A short code (`FRA`); the name's first three letters when absent. */
  code: v.optional(text(8)),
});

/** A person of the match: a vendor's id when it has one, and the name to show. */
const personSchema = v.object({ id: v.optional(text(40)), name: text(40) });
/** A person as the ingest events carry them. */
export type IngestPerson = v.InferOutput<typeof personSchema>;

const lineupPlayerSchema = v.object({
  ...personSchema.entries,
  shirt: v.optional(v.nullable(count)),
  position: v.optional(v.picklist(['F', 'M', 'D', 'G'], 'position 只能是 F、M、D 或 G'), 'M'),
});
/** One player of a team sheet sent with the match. */
export type IngestLineupPlayer = v.InferOutput<typeof lineupPlayerSchema>;

const teamSheetSchema = v.object({
  formation: v.optional(v.nullable(text(12)), null),
  starters: v.pipe(v.array(lineupPlayerSchema), v.maxLength(30, '最多 30 人')),
  bench: v.optional(v.pipe(v.array(lineupPlayerSchema), v.maxLength(30, '最多 30 人')), []),
});

/** `POST /api/ingest/matches`: a new match. */
export const ingestMatchSchema = v.object({
  match_id: ingestMatchIdSchema,
  sport: v.picklist(['football', 'basketball'], 'sport 只能是 football 或 basketball'),
  /** Competition and round in Chinese, as pages show it (`2018世界杯 决赛`). */
  competition: text(60),
  competition_key: v.optional(text(40)),
  competition_name: v.optional(text(40)),
  stage: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, '最多 20 字')), ''),
  venue: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, '最多 60 字')), ''),
  /** ISO time of the (planned) kick-off. */
  kickoff: v.pipe(
    v.string('应为时间'),
    v.isoTimestamp('应为 ISO 8601 时间，如 2018-07-15T15:00:00Z'),
  ),
  home: teamSchema,
  away: teamSchema,
  /** Football team sheets; the lineup call answers with them, updated by the events. */
  lineups: v.optional(v.object({ home: teamSheetSchema, away: teamSheetSchema })),
});
/** A match as created through ingest. */
export type IngestMatch = v.InferOutput<typeof ingestMatchSchema>;

const seqEntries = {
  /** 1, 2, 3, … per match: the event's place, and its identity when a sender retries. */
  seq: v.pipe(
    v.number('应为数字'),
    v.integer('应为整数'),
    v.minValue(1, '从 1 开始'),
    v.maxValue(INGEST_SEQ_MAX, `最大为 ${INGEST_SEQ_MAX}`),
  ),
};
const side = v.picklist(['home', 'away'], 'side 只能是 home 或 away');
const minuteEntries = {
  /** 1-based match minute, stoppage time counted on: 45+2' is minute 47, added 2. */
  minute: v.pipe(count, v.minValue(1, '从 1 开始'), v.maxValue(150, '最大为 150')),
  added: v.optional(v.pipe(count, v.maxValue(30, '最大为 30')), 0),
};
const textEntries = {
  text: text(500),
  /** The live-list marker or football event code the line is about (docs/contract.md §3). */
  kind: v.optional(v.pipe(count, v.maxValue(99, '最大为 99')), 0),
  side: v.optional(v.nullable(side), null),
  /** A line a page may highlight (goals, cards, the markers). */
  main: v.optional(v.boolean('应为 true 或 false'), false),
  /** The minute as shown; the match's running minute when absent. */
  minute_text: v.optional(v.pipe(v.string(), v.maxLength(12, '最多 12 字'))),
};
const trendEntries = {
  /** How many periods the data covers (2 halves); the number of series when absent. */
  trend_count: v.optional(v.pipe(count, v.maxValue(10, '最大为 10'))),
  trend_per: v.pipe(count, v.minValue(1, '至少为 1')),
  trend_data: v.pipe(
    v.array(v.pipe(v.array(v.number('应为数字')), v.maxLength(400, '最多 400 个'))),
    v.maxLength(4, '最多 4 组'),
  ),
};

/** Football events. */
export const footballIngestEventSchema = v.variant(
  'type',
  [
    v.object({
      ...seqEntries,
      type: v.literal('period'),
      /** The match's new `status_id`: 2 kick-off, 3 half time, 4 second half, … 10 full time. */
      status: v.pipe(count, v.minValue(2, '应为 2–11'), v.maxValue(11, '应为 2–11')),
    }),
    v.object({ ...seqEntries, type: v.literal('clock'), ...minuteEntries }),
    v.object({
      ...seqEntries,
      type: v.literal('goal'),
      /** The side the goal counts for (for an own goal, the other side of the scorer). */
      side,
      ...minuteEntries,
      player: personSchema,
      assist: v.optional(v.nullable(personSchema), null),
      kind: v.optional(v.picklist(['goal', 'penalty', 'own_goal'], 'kind 不正确'), 'goal'),
    }),
    v.object({
      ...seqEntries,
      type: v.literal('penalty_missed'),
      side,
      ...minuteEntries,
      player: personSchema,
    }),
    v.object({
      ...seqEntries,
      type: v.literal('card'),
      side,
      ...minuteEntries,
      player: personSchema,
      card: v.picklist(
        ['yellow', 'second_yellow', 'red'],
        'card 只能是 yellow、second_yellow 或 red',
      ),
      /** The reason code of docs/contract.md §3. */
      reason: v.optional(v.nullable(v.pipe(count, v.maxValue(99, '最大为 99'))), null),
    }),
    v.object({
      ...seqEntries,
      type: v.literal('substitution'),
      side,
      ...minuteEntries,
      player_in: personSchema,
      player_out: personSchema,
    }),
    v.object({
      ...seqEntries,
      type: v.literal('shootout_kick'),
      side,
      player: personSchema,
      scored: v.boolean('应为 true 或 false'),
    }),
    v.object({ ...seqEntries, type: v.literal('text'), ...textEntries }),
    v.object({
      ...seqEntries,
      type: v.literal('stats'),
      rows: v.pipe(
        v.array(v.object({ type: footballEventCodeSchema, home: count, away: count })),
        v.maxLength(30, '最多 30 行'),
      ),
    }),
    v.object({ ...seqEntries, type: v.literal('trend'), ...trendEntries }),
  ],
  '未知的事件类型',
);
/** One football event. */
export type FootballIngestEvent = v.InferOutput<typeof footballIngestEventSchema>;

/** Basketball events. */
export const basketballIngestEventSchema = v.variant(
  'type',
  [
    v.object({
      ...seqEntries,
      type: v.literal('period'),
      /** 2 in play, 3 a break, 10 finished. */
      status: v.picklist([2, 3, 10], 'status 只能是 2、3 或 10'),
      /** The period now: 1–4, 5 on for overtime. */
      period: v.pipe(count, v.minValue(1, '从 1 开始'), v.maxValue(10, '最大为 10')),
      /** The status as shown (`第3节`); the status's own label when absent. */
      label: v.optional(text(12)),
    }),
    v.object({
      ...seqEntries,
      type: v.literal('clock'),
      clock: v.pipe(v.string(), v.regex(/^\d{1,2}:\d{2}$/, '应为 分:秒，如 05:12')),
    }),
    v.object({ ...seqEntries, type: v.literal('score'), home: count, away: count }),
    v.object({ ...seqEntries, type: v.literal('text'), text: text(500) }),
    v.object({
      ...seqEntries,
      type: v.literal('stats'),
      rows: v.pipe(
        v.array(
          v.object({
            key: v.picklist(BASKETBALL_STAT_KEYS, '未知的统计项'),
            home: count,
            away: count,
          }),
        ),
        v.maxLength(30, '最多 30 行'),
      ),
    }),
    v.object({ ...seqEntries, type: v.literal('trend'), ...trendEntries }),
  ],
  '未知的事件类型',
);
/** One basketball event. */
export type BasketballIngestEvent = v.InferOutput<typeof basketballIngestEventSchema>;

/** Any ingest event. */
export type IngestEvent = FootballIngestEvent | BasketballIngestEvent;

/** `POST /api/ingest/matches/:match_id/events`: one or more events, applied together or not at all. */
export function ingestBatchSchema<TEvent extends v.GenericSchema>(event: TEvent) {
  return v.object({
    events: v.pipe(
      v.array(event, 'events 应为事件数组'),
      v.minLength(1, '至少 1 个事件'),
      v.maxLength(INGEST_BATCH_MAX, `一次最多 ${INGEST_BATCH_MAX} 个事件`),
    ),
  });
}
