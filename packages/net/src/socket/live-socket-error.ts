/** Why a socket went down or a connect failed. */
export type LiveSocketFailure =
  | 'error'
  | 'closed'
  | 'timeout'
  | 'silent'
  | 'replaced'
  | 'aborted'
  | 'offline';

/** A connect that failed, or a socket that went down; `cause` holds the runtime's event or error. */
export class LiveSocketError extends Error {
  override readonly name = 'LiveSocketError';
  readonly reason: LiveSocketFailure;

  constructor(reason: LiveSocketFailure, message: string, cause?: unknown) {
    super(message, { cause });
    this.reason = reason;
  }
}
