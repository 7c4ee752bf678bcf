import { NET_MESSAGES } from '../messages';

/** A query parameter value before encoding. */
export type QueryValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly unknown[]
  | Record<string, unknown>;

/** Query parameters of a request, encoded by {@link encodeQuery}. */
export type QueryParams = Record<string, QueryValue>;

function encodeValue(key: string, value: unknown): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError(NET_MESSAGES.invalidParam(key));
    return value.toISOString();
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Encodes parameters the way the product's backend reads them (docs/behaviour.md §7): arrays as repeated
 * `key[]`, dates as ISO strings, objects as JSON, everything else as text. `undefined` and `null`
 * are skipped, also inside arrays.
 *
 * @throws RangeError for an invalid `Date`, naming the parameter.
 * @example
 * encodeQuery({ ids: [1, 2], from: new Date(0) }).toString();
 * // 'ids%5B%5D=1&ids%5B%5D=2&from=1970-01-01T00%3A00%3A00.000Z'
 */
export function encodeQuery(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item === undefined || item === null) continue;
        search.append(`${key}[]`, encodeValue(key, item));
      }
      continue;
    }
    search.append(key, encodeValue(key, value));
  }
  return search;
}
