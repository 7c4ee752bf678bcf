import * as v from 'valibot';

/**
 * The HTTP response envelope `{code, msg, data}` with `data` checked by `data`.
 * `msg` may be missing on success; it reads as an empty string then.
 */
export function apiEnvelopeSchema<TData extends v.GenericSchema>(data: TData) {
  return v.object({
    code: v.pipe(v.number(), v.integer()),
    msg: v.optional(v.string(), ''),
    data,
  });
}

/** The envelope with `data` unchecked: what the client reads before it knows the call succeeded. */
export const anyEnvelopeSchema = v.object({
  code: v.pipe(v.number(), v.integer()),
  msg: v.optional(v.string(), ''),
  data: v.optional(v.unknown()),
});

/** A date as `YYYY-MM-DD`. */
export const isoDateSchema = v.pipe(v.string(), v.isoDate('日期格式应为 YYYY-MM-DD'));

/** The body of every HTTP answer: `code` 1 means success; any other code is a business error whose `msg` is shown to the user. */
export type ApiEnvelope<T = unknown> = Omit<v.InferOutput<typeof anyEnvelopeSchema>, 'data'> & {
  data: T;
};
