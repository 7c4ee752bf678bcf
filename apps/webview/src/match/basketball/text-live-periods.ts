import { type BasketballTextLive, parseBasketballTextLive } from '@kanqiu/core';

/** One text-live line as the feed shows it. */
export interface FeedLine extends BasketballTextLive {
  /** Stable identity: the line's position counted from the first line of the game. */
  key: number;
  /** The raw wire line, for cheap comparison. */
  raw: string;
  /** The play changed the score. */
  scored: boolean;
}

/** The lines of one period, newest first. */
export interface FeedPeriod {
  /** 1–4, then 5 for the first overtime. */
  period: number;
  lines: FeedLine[];
}

/** Seconds left on a game clock as ESPN writes it (`11:35`, `0:04.2`); `NaN` when unreadable. */
export function clockSeconds(clock: string): number {
  const match = /^(\d{1,2}):(\d{2}(?:\.\d+)?)$/.exec(clock.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * What one feed keeps between pushes so a push reads only its new lines: each raw line parsed once,
 * and each shown line kept as the same object while it does not change (so rows and blocks holding
 * it skip re-rendering).
 */
export interface TextLiveCache {
  parsed: Map<string, { line: BasketballTextLive; seconds: number } | null>;
  lines: Map<number, FeedLine>;
}

/** An empty {@link TextLiveCache}. */
export function createTextLiveCache(): TextLiveCache {
  return { parsed: new Map(), lines: new Map() };
}

/**
 * The text live (caret lines, newest first) grouped by period, newest period first. The lines carry
 * no period of their own: the newest belongs to `currentPeriod`, and going back in time the clock
 * only rises within a period, so a clock that drops marks the end of the period before. Overtime
 * lines name their overtime. Malformed lines are left out.
 */
export function textLivePeriods(
  lines: readonly string[],
  currentPeriod: number,
  cache: TextLiveCache = createTextLiveCache(),
): FeedPeriod[] {
  const periods: FeedPeriod[] = [];
  let period = Math.max(1, currentPeriod);
  let newer: { line: BasketballTextLive; seconds: number } | null = null;
  const parsed: { line: BasketballTextLive; seconds: number; raw: string; key: number }[] = [];
  lines.forEach((raw, index) => {
    let read = cache.parsed.get(raw);
    if (read === undefined) {
      const line = parseBasketballTextLive(raw);
      read = line ? { line, seconds: clockSeconds(line.time) } : null;
      cache.parsed.set(raw, read);
    }
    if (read) parsed.push({ ...read, raw, key: lines.length - 1 - index });
  });
  parsed.forEach((entry, index) => {
    const { line, raw, key } = entry;
    if (line.overtime > 0) period = 4 + line.overtime;
    else if (newer && newer.line.overtime > 0) period = 4;
    else if (newer && entry.seconds < newer.seconds) {
      period = Math.max(1, period - 1);
    }
    const older = parsed[index + 1]?.line;
    const scored = older ? older.score !== line.score : line.home_score + line.away_score > 0;
    const last = periods[periods.length - 1];
    const kept = cache.lines.get(key);
    const feedLine: FeedLine =
      kept && kept.raw === raw && kept.scored === scored ? kept : { ...line, key, raw, scored };
    cache.lines.set(key, feedLine);
    if (last && last.period === period) last.lines.push(feedLine);
    else periods.push({ period, lines: [feedLine] });
    newer = entry;
  });
  return periods;
}
