import type { ApiEnvelope } from '@kanqiu/core/contract/base';
import { MESSAGES } from '../content/messages';
import { ApiCode, type ApiCodeValue } from './api-code';

/** A success envelope `{code: 1, msg: 'ok', data}`. */
export function success<T>(data: T): ApiEnvelope<T> {
  return { code: ApiCode.Success, msg: MESSAGES.ok, data };
}

/** A failure envelope: a non-1 code, a Chinese message, `data` null. */
export function failure(code: ApiCodeValue, msg: string): ApiEnvelope<null> {
  return { code, msg, data: null };
}
