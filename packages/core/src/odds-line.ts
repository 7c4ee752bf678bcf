import type { OddsMarketKey } from './contract/odds-page';

/** How the home side's handicap reads when the home side receives goals or points. */
export const RECEIVES_PREFIX = '受让';
/** How a level handicap reads. */
export const LEVEL_HANDICAP = '平手';

const WHOLE_GOALS = ['', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'] as const;

/** Whole and half goals by name: 1 一球, 1.5 球半, 2 两球, 2.5 两球半 (0.5 is 半球). */
function halfStepName(halves: number): string | null {
  const whole = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  if (halves === 0) return LEVEL_HANDICAP;
  if (whole === 0) return '半球';
  const numeral = WHOLE_GOALS[whole];
  if (numeral === undefined) return null;
  if (!half) return `${numeral}球`;
  return whole === 1 ? '球半' : `${numeral}球半`;
}

/** Quarter lines with the short names every Chinese score app uses. */
const SHORT_QUARTERS: Readonly<Record<number, string>> = { 1: '平半', 3: '半一' };

function quarters(value: number): number | null {
  const q = value * 4;
  const rounded = Math.round(q);
  return Math.abs(q - rounded) < 1e-9 ? rounded : null;
}

/** Trims a number for display: `2.5`, `3`, `215.5` (no trailing zeros, at most 2 decimals). */
function plain(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * The size of a goal handicap the Chinese way, without its side: 0 平手, 0.25 平半, 0.5 半球,
 * 0.75 半一, 1 一球, 1.25 一球/球半, 1.5 球半, 1.75 球半/两球, 2 两球 … up to 10 goals; anything
 * that is not a quarter of a goal, or larger, is written as a number of goals (`0.1球`).
 */
export function goalHandicapSize(size: number): string {
  const q = quarters(Math.abs(size));
  if (q === null) return `${plain(Math.abs(size))}球`;
  if (q % 2 === 0) return halfStepName(q / 2) ?? `${plain(q / 4)}球`;
  const short = SHORT_QUARTERS[q];
  if (short) return short;
  const lower = halfStepName((q - 1) / 2);
  const upper = halfStepName((q + 1) / 2);
  return lower && upper ? `${lower}/${upper}` : `${plain(q / 4)}球`;
}

/**
 * A goal handicap (亚指 盘口) from the home side's point of view, as Chinese score apps write it:
 * the home side giving goals (`arr2` below 0) reads as the size alone (`-0.5` 半球, `-1.25`
 * 一球/球半), the home side receiving goals (above 0) with 受让 (`0.5` 受让半球), level as 平手.
 *
 * @example
 * formatGoalHandicap(-0.75); // '半一'
 * formatGoalHandicap(0.25); // '受让平半'
 */
export function formatGoalHandicap(line: number): string {
  const size = goalHandicapSize(line);
  return line > 0 ? `${RECEIVES_PREFIX}${size}` : size;
}

/**
 * A goals total (大小球 盘口): a whole or half line with 球 (`2.5球`, `3球`); a quarter line as the two
 * lines it splits the stake between (`2.25` → `2/2.5`, `2.75` → `2.5/3`).
 */
export function formatGoalTotal(line: number): string {
  const q = quarters(line);
  if (q !== null && q % 2 === 1) return `${plain((q - 1) / 4)}/${plain((q + 1) / 4)}`;
  return `${plain(line)}球`;
}

/**
 * A points handicap (让分) from the home side's point of view: `-8.5` → `让8.5分` (the home side
 * gives), `3.5` → `受让3.5分` (it receives), `0` → 平手.
 */
export function formatPointSpread(line: number): string {
  if (line === 0) return LEVEL_HANDICAP;
  return line < 0 ? `让${plain(-line)}分` : `${RECEIVES_PREFIX}${plain(line)}分`;
}

/** A points total (大小分): `215.5` → `215.5分`. */
export function formatPointTotal(line: number): string {
  return `${plain(line)}分`;
}

/**
 * The `arr2` of an odds market written the Chinese way when it is a line (亚指, 大小, 让分), or
 * `null` when it is not a line: the draw odds of 欧指, the unused `0` of 胜负. The sport decides
 * whether a total counts goals or points.
 */
export function formatOddsLine(
  market: OddsMarketKey,
  line: number,
  sport: 'football' | 'basketball',
): string | null {
  switch (market) {
    case 'asia':
      return formatGoalHandicap(line);
    case 'spread':
      return formatPointSpread(line);
    case 'total':
      return sport === 'football' ? formatGoalTotal(line) : formatPointTotal(line);
    default:
      return null;
  }
}
