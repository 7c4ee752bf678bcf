import { UserCallCode } from '@kanqiu/core';
import { BusinessError } from '@kanqiu/net';

/** The server's refusal (a business error with its Chinese `msg`), or `null` for any other failure. */
export function refusalOf(error: unknown): BusinessError | null {
  return error instanceof BusinessError ? error : null;
}

/** True when the server refused for want of a valid token (4010). */
export function needsSignIn(error: unknown): boolean {
  return refusalOf(error)?.code === UserCallCode.Unauthorized;
}
