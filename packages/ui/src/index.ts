export { TOAST_DURATION_MS } from '@kanqiu/core';
