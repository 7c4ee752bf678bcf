import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The windows of settled picks the models' records are counted over: the last 20 and 100. */
export const MODEL_RECORD_WINDOWS = [20, 100] as const;
/** A window of {@link MODEL_RECORD_WINDOWS}. */
export type ModelRecordWindow = (typeof MODEL_RECORD_WINDOWS)[number];

/** Body of `POST /api/football/model/records`: no fields. */
export const modelRecordsRequestSchema = v.object({});

/** A model's record over its last `sessions` settled picks (fewer when it has fewer). */
export const modelRecordSchema = v.object({
  sessions: v.picklist(MODEL_RECORD_WINDOWS),
  /** Settled picks counted: `sessions`, or every settled pick when there are fewer. */
  total: count,
  win: count,
  lose: count,
  /** win ÷ total, 4 decimals; 0 when nothing is settled. */
  hit_rate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});
/** A model's record over a window of settled picks. */
export type ModelRecord = v.InferOutput<typeof modelRecordSchema>;

/**
 * `data` of `POST /api/football/model/records`: every model's record over its last 20 and 100
 * settled picks, the same picks (by kick-off) as the count calls count, for the page that explains
 * the models.
 */
export const modelRecordsSchema = v.object({
  models: v.array(
    v.object({
      model: v.picklist(['js', 'zc', 'pk', 'sq', 'gm']),
      /** Every settled pick of the model in the data. */
      settled: count,
      /** Picks whose match is not played yet. */
      pending: count,
      /** One record per window of {@link MODEL_RECORD_WINDOWS}, in that order. */
      records: v.array(modelRecordSchema),
    }),
  ),
});
/** `data` of `POST /api/football/model/records`. */
export type ModelRecords = v.InferOutput<typeof modelRecordsSchema>;

/** `POST /api/football/model/records`: every model's record over its last 20 and 100 settled picks. */
export const footballModelRecordsCall = call(
  API_PATHS.footballModelRecords,
  modelRecordsRequestSchema,
  modelRecordsSchema,
);
