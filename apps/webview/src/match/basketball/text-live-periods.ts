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

/** A raw line read once: the play, the seconds left on its clock. */
interface ReadLine {
  line: BasketballTextLive;
  seconds: number;
}

/** A readable line with its key, in the feed's order. */
interface Entry extends ReadLine {
  raw: string;
  key: number;
}

/** The grouping of the last call, which the next one extends when lines only went in on top. */
interface LastPeriods {
  lines: readonly string[];
  currentPeriod: number;
  periods: FeedPeriod[];
  /** The newest readable line: its period and score decide those of the lines that go in above it. */
  top: Entry;
}

/**
 * What one feed keeps between pushes so a push reads only its new lines: each raw line parsed once,
 * each shown line kept as the same object while it does not change (so rows and blocks holding it
 * skip re-rendering), and the last grouping, which a push that only brings lines on top extends.
 */
export interface TextLiveCache {
  parsed: Map<string, ReadLine | null>;
  lines: Map<number, FeedLine>;
  last: LastPeriods | null;
}

/** An empty {@link TextLiveCache}. */
export function createTextLiveCache(): TextLiveCache {
  return { parsed: new Map(), lines: new Map(), last: null };
}

/** The readable lines among the first `count` of `lines`, each parsed once per cache. */
function readEntries(lines: readonly string[], count: number, cache: TextLiveCache): Entry[] {
  const entries: Entry[] = [];
  for (let index = 0; index < count; index++) {
    const raw = lines[index] as string;
    let read = cache.parsed.get(raw);
    if (read === undefined) {
      const line = parseBasketballTextLive(raw);
      read = line ? { line, seconds: clockSeconds(line.time) } : null;
      cache.parsed.set(raw, read);
    }
    if (read) entries.push({ ...read, raw, key: lines.length - 1 - index });
  }
  return entries;
}

/**
 * The period of `entry`, going back in time from the `newer` line in `period`: overtime lines name
 * their overtime, the line before an overtime's first is the fourth's, and a clock that drops marks
 * the end of the period before.
 */
function periodOf(entry: Entry, newer: Entry | null, period: number): number {
  if (entry.line.overtime > 0) return 4 + entry.line.overtime;
  if (newer && newer.line.overtime > 0) return 4;
  if (newer && entry.seconds < newer.seconds) return Math.max(1, period - 1);
  return period;
}

/** The line as the feed shows it, the same object as before while it does not change. */
function feedLine(entry: Entry, older: Entry | undefined, cache: TextLiveCache): FeedLine {
  const { line, raw, key } = entry;
  const scored = older ? older.line.score !== line.score : line.home_score + line.away_score > 0;
  const kept = cache.lines.get(key);
  const shown =
    kept && kept.raw === raw && kept.scored === scored ? kept : { ...line, key, raw, scored };
  cache.lines.set(key, shown);
  return shown;
}

/** `entries` (newest first) grouped by period, the first in `period`; `older` follows the last. */
function group(
  entries: Entry[],
  period: number,
  older: Entry | undefined,
  cache: TextLiveCache,
): FeedPeriod[] {
  const periods: FeedPeriod[] = [];
  let newer: Entry | null = null;
  entries.forEach((entry, index) => {
    period = periodOf(entry, newer, period);
    const shown = feedLine(entry, entries[index + 1] ?? older, cache);
    const last = periods[periods.length - 1];
    if (last && last.period === period) last.lines.push(shown);
    else periods.push({ period, lines: [shown] });
    newer = entry;
  });
  return periods;
}

/** Whether `lines` is `before` with lines added on top only (the same strings below them). */
function grewOnTop(lines: readonly string[], before: readonly string[]): boolean {
  const added = lines.length - before.length;
  if (added < 0) return false;
  for (let index = 0; index < before.length; index++) {
    if (lines[added + index] !== before[index]) return false;
  }
  return true;
}

/**
 * The last grouping with the lines added on top of it, or `null` when it cannot be extended: the
 * older lines changed, or the new ones would put the newest older line in another period.
 */
function extended(
  lines: readonly string[],
  currentPeriod: number,
  last: LastPeriods,
  cache: TextLiveCache,
): { periods: FeedPeriod[]; top: Entry } | null {
  if (lines === last.lines || !grewOnTop(lines, last.lines)) {
    return lines === last.lines && currentPeriod === last.currentPeriod ? last : null;
  }
  const added = readEntries(lines, lines.length - last.lines.length, cache);
  const newest = added[added.length - 1];
  const below = last.periods[0];
  if (!newest || !below) return null;
  const fresh = group(added, Math.max(1, currentPeriod), last.top, cache);
  const above = fresh[fresh.length - 1] as FeedPeriod;
  if (periodOf(last.top, newest, above.period) !== below.period) return null;
  const top = added[0] as Entry;
  if (above.period !== below.period) return { periods: [...fresh, ...last.periods], top };
  above.lines.push(...below.lines);
  return { periods: [...fresh, ...last.periods.slice(1)], top };
}

/**
 * The text live (caret lines, newest first) grouped by period, newest period first. The lines carry
 * no period of their own: the newest belongs to `currentPeriod`, and going back in time the clock
 * only rises within a period, so a clock that drops marks the end of the period before. Overtime
 * lines name their overtime. Malformed lines are left out.
 *
 * With a `cache`, a call whose lines are those of the last call with new lines on top reads only the
 * new lines, and the periods below the newest keep their objects.
 */
export function textLivePeriods(
  lines: readonly string[],
  currentPeriod: number,
  cache: TextLiveCache = createTextLiveCache(),
): FeedPeriod[] {
  const grown = cache.last ? extended(lines, currentPeriod, cache.last, cache) : null;
  if (grown) {
    cache.last = { lines, currentPeriod, ...grown };
    return grown.periods;
  }
  const entries = readEntries(lines, lines.length, cache);
  const periods = group(entries, Math.max(1, currentPeriod), undefined, cache);
  const top = entries[0];
  cache.last = top ? { lines, currentPeriod, periods, top } : null;
  return periods;
}
