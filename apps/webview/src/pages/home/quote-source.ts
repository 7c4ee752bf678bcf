/** The quotes in a chunk of their own: only `home-quote.tsx` imports this module, dynamically. */
export { pickQuote } from '@kanqiu/core';
