import { CODE_INPUT_LENGTH } from './input-defaults';

/** Digits of an invitation code: the 6 of the code input. */
export const INVITE_CODE_LENGTH = CODE_INPUT_LENGTH;

/** Days an invitation code can be accepted after it was issued **(kanqiu design)**: 7. */
export const INVITE_CODE_TTL_DAYS = 7;

/**
 * Wrong or expired codes one user may enter per Beijing day before the server stops trying them
 * **(kanqiu design)**: 10, so a million six-digit codes cannot be walked through.
 */
export const INVITE_MAX_FAILED_ATTEMPTS = 10;
