// The server's routes name the envelope's codes through this module; the table itself is core's.
export type { ApiCodeValue } from '@kanqiu/core';
export { ApiCode } from '@kanqiu/core';
