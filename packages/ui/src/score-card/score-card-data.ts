import { SCORE_CARD_TEXT as T } from '../texts/score-card-text';

/** One side of the card: the team's name and its score (`null` before the match starts). */
export interface ScoreCardSide {
  name: string;
  score: number | null;
}

/** One line under a team: a scorer and his minute (`姆巴佩`, `65'`), or a basketball scorer and points. */
export interface ScoreCardLine {
  name: string;
  detail: string;
}

/** Everything a score card shows. */
export interface ScoreCardData {
  sport: 'football' | 'basketball';
  /** `世界杯 决赛`, `NBA总决赛 第1场`. */
  competition: string;
  home: ScoreCardSide;
  away: ScoreCardSide;
  /** The match minute or status as the header shows it: `65'`, `完场`, `未开赛`. */
  status: string;
  /** Whether the match is in play (the status is drawn in the live colour). */
  live: boolean;
  /** The goals of each side in match order (football), or its top scorers (basketball). */
  lines: { home: readonly ScoreCardLine[]; away: readonly ScoreCardLine[] };
  /** The kick-off as the fan reads it (`2018-07-15 23:00`); optional. */
  date?: string;
}

/** Lines drawn per side; more become one "等另 N 项" line, so the card keeps its size. */
export const SCORE_CARD_MAX_LINES = 6;

/** The lines of a side as drawn: at most {@link SCORE_CARD_MAX_LINES}, the last saying how many more. */
export function visibleLines(lines: readonly ScoreCardLine[]): ScoreCardLine[] {
  if (lines.length <= SCORE_CARD_MAX_LINES) return [...lines];
  const kept = lines.slice(0, SCORE_CARD_MAX_LINES - 1);
  return [...kept, { name: T.more(lines.length - kept.length), detail: '' }];
}

/** The score as drawn: `4 - 2`, or `VS` before kick-off. */
export function scoreText(data: Pick<ScoreCardData, 'home' | 'away'>): string {
  return data.home.score === null || data.away.score === null
    ? T.vs
    : `${data.home.score} - ${data.away.score}`;
}

/** The card in words, for screen readers and as the text shared beside the image. */
export function scoreCardText(data: ScoreCardData): string {
  const parts = [T.summary(data.home.name, scoreText(data), data.away.name, data.status)];
  for (const side of [data.home, data.away] as const) {
    const lines = side === data.home ? data.lines.home : data.lines.away;
    if (lines.length > 0) {
      parts.push(
        T.scorersOf(
          side.name,
          lines.map((line) => `${line.name} ${line.detail}`.trim()).join('、'),
        ),
      );
    }
  }
  return `${data.competition} ${parts.join('；')}`;
}
