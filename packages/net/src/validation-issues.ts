import * as v from 'valibot';
import type { ValidationIssue } from './http/errors';

/** Flattens valibot issues into `{path, message}` pairs for errors and logs. */
export function toValidationIssues(issues: readonly v.BaseIssue<unknown>[]): ValidationIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}
