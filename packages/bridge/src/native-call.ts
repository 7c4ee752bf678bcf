import type { BannerJumpTypeCode } from '@kanqiu/core';

/**
 * What `getAdvMsg` tells the host about a tapped advert (docs/behaviour.md §7). A whole banner can be passed:
 * only these two fields are sent.
 */
export interface AdvertMessage {
  /** Where the advert leads. */
  jump_url: string;
  /** 1: the host opens `jump_url` in the app, 2: as a web page (`BannerJumpType` in core). */
  jump_url_type: BannerJumpTypeCode;
}

/** A match id as pages hold it: from the URL (string) or from data (number). */
export type MatchId = string | number;

/**
 * The calls the page makes to the native host (docs/behaviour.md §7) and the arguments each takes. A call with a
 * wrong argument does not compile.
 */
export interface NativeCalls {
  /** The page finished a refresh the host asked for (`refresh`): the host stops its spinner. */
  refreshEnd: [];
  /** The page tells the host which match it shows. */
  getMatchId: [matchId: MatchId];
  /** The page's content height in CSS pixels, the answer to `getPageHeight`. */
  deliverPageHeight: [height: number];
  /** The user closed the advert banner. */
  closeAdv: [];
  /** The user tapped an advert: the host opens its target. */
  getAdvMsg: [advert: AdvertMessage];
}

/** The name of a call to the native host. */
export type NativeCallName = keyof NativeCalls;

/** Every call to the native host, in the order docs/behaviour.md §7 lists them. */
export const NATIVE_CALL_NAMES = [
  'refreshEnd',
  'getMatchId',
  'deliverPageHeight',
  'closeAdv',
  'getAdvMsg',
] as const satisfies readonly NativeCallName[];
