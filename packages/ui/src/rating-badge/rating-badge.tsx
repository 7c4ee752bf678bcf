import { UI_TEXT } from '../texts/ui-text';
import './rating-badge.css';

/** Where the bands of a rating start, as fans know them from the peers (docs/models.md §10). */
export const RATING_FAIR = 6;
export const RATING_GOOD = 7;
export const RATING_EXCELLENT = 8;
const RATING_MAX = 10;

/** A rating's band: under 6, 6–6.9, 7–7.9, 8 and up. */
export type RatingBand = 'low' | 'fair' | 'good' | 'excellent';

/** Props of {@link RatingBadge}. */
export interface RatingBadgeProps {
  /** 0–10; anything else (none yet, not a number) shows a dash. */
  rating: number | null | undefined;
  /** Adds a star: the best-rated player once the match is over. */
  playerOfMatch?: boolean;
  /** `sm` beside a name on the lineup pitch, `md` in lists. @default 'md' */
  size?: 'sm' | 'md';
  className?: string;
}

/** A rating as shown, with one decimal, or `null` when it is not a rating. */
export function ratingText(rating: number | null | undefined): string | null {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 0 || rating > RATING_MAX) {
    return null;
  }
  return rating.toFixed(1);
}

/** The band of a rating, judged on the number shown (7.95 shows as 8.0 and is excellent). */
export function ratingBand(rating: number): RatingBand {
  const shown = Math.round(rating * 10) / 10;
  if (shown >= RATING_EXCELLENT) return 'excellent';
  if (shown >= RATING_GOOD) return 'good';
  if (shown >= RATING_FAIR) return 'fair';
  return 'low';
}

/**
 * A player's rating 0–10 with one decimal on a chip coloured by its band — under 6 orange-red,
 * 6–6.9 amber, 7–7.9 green, 8 and up blue — with a star for the player of the match. Read as
 * `评分 7.3` (and `全场最佳`) by screen readers.
 */
export function RatingBadge({
  rating,
  playerOfMatch = false,
  size = 'md',
  className,
}: RatingBadgeProps) {
  const text = ratingText(rating);
  const band = text === null ? 'none' : ratingBand(Number(text));
  const label =
    text === null
      ? UI_TEXT.ratingBadge.none
      : [UI_TEXT.ratingBadge.label(text), playerOfMatch ? UI_TEXT.ratingBadge.playerOfMatch : null]
          .filter(Boolean)
          .join('，');
  return (
    <span
      className={['kq-rating', `kq-rating--${band}`, `kq-rating--${size}`, className]
        .filter(Boolean)
        .join(' ')}
      role="img"
      aria-label={label}
      data-band={band}
    >
      {playerOfMatch && text !== null ? (
        <svg className="kq-rating__star" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
        </svg>
      ) : null}
      {text ?? '–'}
    </span>
  );
}
