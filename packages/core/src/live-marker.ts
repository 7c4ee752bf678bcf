import { UNKNOWN_LABEL } from './football-event';

/** Markers in the text-live list (docs/behaviour.md §3): where commentary starts and the match's turning points. */
export const LiveMarker = {
  TextLiveStart: 0,
  MatchStart: 10,
  HalfTime: 11,
  MatchEnd: 12,
} as const;

/** A live list marker code. */
export type LiveMarkerCode = (typeof LiveMarker)[keyof typeof LiveMarker];

/** Chinese label of every live list marker. */
export const LIVE_MARKER_LABELS: Readonly<Record<LiveMarkerCode, string>> = {
  0: '文字直播开始',
  10: '比赛开始',
  11: '中场休息',
  12: '比赛结束',
};

/** True when `code` is a live list marker. */
export function isLiveMarker(code: unknown): code is LiveMarkerCode {
  return code === 0 || code === 10 || code === 11 || code === 12;
}

/** The Chinese label of a live list marker; `未知` otherwise. */
export function liveMarkerLabel(code: number): string {
  return isLiveMarker(code) ? LIVE_MARKER_LABELS[code] : UNKNOWN_LABEL;
}
