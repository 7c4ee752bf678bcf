/** The separator between the fields of a basketball text-live line. */
export const BASKETBALL_TEXT_LIVE_SEPARATOR = '^';

/** Which side a basketball text-live line belongs to. */
export type BasketballTextLiveTeam = 'home' | 'away' | 'neutral';

/** One basketball text-live line, read from `time^team^score^description^overtime`. */
export interface BasketballTextLive {
  /** Game clock as shown, e.g. `"11:35"` or `"0:04.2"`. */
  time: string;
  /** `1` home, `2` away, `0` neutral (period start and end, jump balls) on the wire. */
  team: BasketballTextLiveTeam;
  /** Score after the play, home first, e.g. `"2-0"`. */
  score: string;
  home_score: number;
  away_score: number;
  /** What happened, in Chinese. */
  description: string;
  /** `0` in regulation, `n` in the n-th overtime. */
  overtime: number;
}

const TEAM_CODES: Readonly<Record<string, BasketballTextLiveTeam>> = {
  '0': 'neutral',
  '1': 'home',
  '2': 'away',
};

/**
 * Reads one caret-separated basketball text-live line. A malformed line (wrong field count, an
 * unknown team code, a score that is not `home-away`, a bad overtime number) gives `null`, never a throw.
 * The description may itself contain carets: every field after the third up to the last belongs to it.
 *
 * @example
 * parseBasketballTextLive('11:35^1^2-0^霍福德突破扣篮得手^0');
 */
export function parseBasketballTextLive(line: unknown): BasketballTextLive | null {
  if (typeof line !== 'string') return null;
  const parts = line.split(BASKETBALL_TEXT_LIVE_SEPARATOR);
  if (parts.length < 5) return null;
  const [time = '', teamCode = '', score = ''] = parts;
  const overtimeText = parts[parts.length - 1] ?? '';
  const description = parts.slice(3, -1).join(BASKETBALL_TEXT_LIVE_SEPARATOR).trim();
  const code = teamCode.trim();
  // An own property only: `valueOf` or `__proto__` must not read as a team.
  const team = Object.hasOwn(TEAM_CODES, code) ? TEAM_CODES[code] : undefined;
  const scoreMatch = /^\s*(\d{1,3})\s*[-:]\s*(\d{1,3})\s*$/.exec(score);
  const overtime = /^\s*\d{1,2}\s*$/.test(overtimeText) ? Number(overtimeText) : Number.NaN;
  if (!team || !scoreMatch || Number.isNaN(overtime) || time.trim() === '' || description === '') {
    return null;
  }
  const home = Number(scoreMatch[1]);
  const away = Number(scoreMatch[2]);
  return {
    time: time.trim(),
    team,
    score: `${home}-${away}`,
    home_score: home,
    away_score: away,
    description,
    overtime,
  };
}

/** Writes a {@link BasketballTextLive} record back into its caret-separated wire form. */
export function formatBasketballTextLive(
  record: Pick<
    BasketballTextLive,
    'time' | 'team' | 'home_score' | 'away_score' | 'description' | 'overtime'
  >,
): string {
  const teamCode = record.team === 'home' ? '1' : record.team === 'away' ? '2' : '0';
  return [
    record.time,
    teamCode,
    `${record.home_score}-${record.away_score}`,
    record.description,
    String(record.overtime),
  ].join(BASKETBALL_TEXT_LIVE_SEPARATOR);
}
