import type * as v from 'valibot';

/**
 * One HTTP call: its path, the schema of its body and the schema of the `data` of a successful
 * answer. The client and the server validate with the same two schemas (docs/contract.md §1).
 */
export interface CallContract<
  TRequest extends v.GenericSchema = v.GenericSchema,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  readonly path: string;
  readonly request: TRequest;
  readonly response: TResponse;
}

/** What a call's body may hold, before defaults are applied. */
export type CallBody<TCall extends CallContract> = v.InferInput<TCall['request']>;
/** A call's body as the server reads it, defaults applied. */
export type CallRequest<TCall extends CallContract> = v.InferOutput<TCall['request']>;
/** The `data` of a call's successful answer. */
export type CallData<TCall extends CallContract> = v.InferOutput<TCall['response']>;

// Marked pure so that a bundler drops the calls (and their schemas) a route does not import.
/* @__NO_SIDE_EFFECTS__ */
export function call<TRequest extends v.GenericSchema, TResponse extends v.GenericSchema>(
  path: string,
  request: TRequest,
  response: TResponse,
): CallContract<TRequest, TResponse> {
  return { path, request, response };
}
