/**
 * The quotes the document drew in the first paint's hero (src/shell/boot-hero.js): one of each
 * sport, picked with one random number, so the home page shows the same quote in the same place
 * when it replaces the skeleton, without loading the quotes itself.
 */
export interface BootQuote {
  /** The number in [0, 1) both quotes were picked with (`pickQuote`'s rule). */
  random: number;
  football: string;
  basketball: string;
}

declare global {
  interface Window {
    __KANQIU_HOME_QUOTE__?: unknown;
  }
}

/** The document's quotes, when its script drew them; anything else there counts as none. */
export function bootQuote(): BootQuote | null {
  const value = window.__KANQIU_HOME_QUOTE__;
  if (typeof value !== 'object' || value === null) return null;
  const { random, football, basketball } = value as Record<string, unknown>;
  return typeof random === 'number' &&
    random >= 0 &&
    random < 1 &&
    typeof football === 'string' &&
    typeof basketball === 'string'
    ? { random, football, basketball }
    : null;
}
