import * as v from 'valibot';

/**
 * A user as other users see them **(kanqiu design)**: there are no profiles, so a fan is their number
 * (the order in which the server first saw their token) and a name made of it (`球迷 No.12`).
 */
export const fanSchema = v.object({
  fan_no: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
});
/** A user as other users see them. */
export type Fan = v.InferOutput<typeof fanSchema>;

/** A time as an ISO 8601 UTC timestamp (`2026-11-22T12:00:00.000Z`). */
export const isoTimeSchema = v.pipe(v.string(), v.isoTimestamp());
