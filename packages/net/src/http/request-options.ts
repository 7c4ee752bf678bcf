import type * as v from 'valibot';
import type { QueryParams } from './query-params';

/** Options of one request. */
export interface RequestOptions<TSchema extends v.GenericSchema | undefined = undefined> {
  /** @default 'POST' */
  method?: string;
  /** The JSON body; for GET and HEAD, query parameters instead. POST sends `{}` when absent. */
  data?: unknown;
  /** Query parameters (arrays as `key[]`, dates ISO, objects JSON). */
  params?: QueryParams;
  /**
   * A `multipart/form-data` body, sent as it is instead of `data` (the runtime sets the content type
   * with its boundary). The web-log report names its fields and files, never their bytes.
   */
  form?: FormData;
  /** Schema of the envelope's `data`; a mismatch rejects with a `ValidationError`. */
  schema?: TSchema;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Aborts the request; the rejection is the abort reason, and no flag changes. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this request, in ms. */
  timeoutMs?: number;
  /**
   * A quiet request reports nothing: no web-log call, no toast, no request-fail flag change. The
   * web-log call itself is quiet, so a failing log can never log, toast or loop.
   */
  quiet?: boolean;
}

/** What a request resolves with: the envelope's `data`, typed by the schema when one is given. */
export type RequestResult<TSchema> = TSchema extends v.GenericSchema
  ? v.InferOutput<TSchema>
  : unknown;
