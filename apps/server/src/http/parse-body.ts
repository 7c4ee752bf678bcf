import * as v from 'valibot';
import { MESSAGES } from '../content/messages';
import { ApiCode } from './api-code';
import { ApiError } from './api-error';

const CJK = /[\u3400-\u9fff]/;

/**
 * Validates a request body with a contract schema (the same one the client uses) and returns its
 * output. A missing body counts as `{}`, so calls without fields may send nothing; `null` is not an
 * object.
 *
 * @throws ApiError 4001 naming the first field that fails, with the schema's Chinese message when it
 * has one.
 */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const input = body === undefined || body === '' ? {} : body;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ApiError(ApiCode.BadRequest, MESSAGES.bodyNotObject);
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new ApiError(ApiCode.BadRequest, describeIssue(result.issues[0]));
}

function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return MESSAGES.bodyNotObject;
  const field = v.getDotPath(issue);
  if (!field) return MESSAGES.bodyNotObject;
  if (issue.input === undefined && issue.kind === 'schema') return MESSAGES.missingField(field);
  // Only the contract's own (Chinese) messages are shown; valibot's English defaults are not.
  const detail = CJK.test(issue.message) ? issue.message : null;
  return MESSAGES.invalidField(field, detail);
}
