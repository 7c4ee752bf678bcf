import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { UI_TEXT } from '../texts/ui-text';
import './compare-bars.css';

/** One statistic of two teams. */
export interface CompareRow {
  /** The statistic's identity. */
  key: string;
  label: ReactNode;
  /** The numbers the bar splits by (a count, or a percentage for shooting). */
  home: number;
  away: number;
  /** What shows at the home side instead of `home` (e.g. `38-89` above `42.7%`). */
  homeText?: ReactNode;
  awayText?: ReactNode;
  /** Which way is better: the better side is drawn in full colour. @default 'higher' */
  better?: 'higher' | 'lower';
}

/** Props of {@link CompareBars}. */
export interface CompareBarsProps {
  rows: readonly CompareRow[];
  /** Names above the two columns; omit when the page heads them already. */
  homeName?: ReactNode;
  awayName?: ReactNode;
  /** Shows placeholders instead of rows. */
  loading?: boolean;
  /** Shown when `rows` is empty. @default an {@link EmptyState} */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/** Which side leads a row: the better one, `even` on a tie, `none` when both are 0. */
export function compareLead(row: Pick<CompareRow, 'home' | 'away' | 'better'>) {
  if (row.home === 0 && row.away === 0) return 'none';
  if (row.home === row.away) return 'even';
  const homeHigher = row.home > row.away;
  return (row.better === 'lower') !== homeHigher ? 'home' : 'away';
}

/** The home side's share of the bar, 0–1; half each when both are 0. */
export function homeShare(home: number, away: number): number {
  const total = home + away;
  return total <= 0 ? 0.5 : home / total;
}

/**
 * Two teams' statistics side by side: the values at the sides, the label between them and a bar
 * split in proportion underneath, the better side in its team colour.
 */
export function CompareBars({
  rows,
  homeName,
  awayName,
  loading = false,
  empty,
  label = UI_TEXT.compareBars.label,
  className,
}: CompareBarsProps) {
  const classes = ['kq-compare', className].filter(Boolean).join(' ');
  if (loading) {
    return (
      <div
        className={classes}
        aria-busy="true"
        role="status"
        aria-label={UI_TEXT.compareBars.loading}
      >
        {[0, 1, 2, 3, 4].map((line) => (
          <span key={line} className="kq-compare__skeleton kq-shimmer" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <div className={classes}>{empty ?? <EmptyState />}</div>;
  return (
    <div className={classes}>
      {homeName || awayName ? (
        <div className="kq-compare__names" aria-hidden="true">
          <span className="kq-compare__name kq-compare__name--home">{homeName}</span>
          <span className="kq-compare__name kq-compare__name--away">{awayName}</span>
        </div>
      ) : null}
      <dl className="kq-compare__list" aria-label={label}>
        {rows.map((row) => {
          const share = homeShare(row.home, row.away);
          return (
            <div
              key={row.key}
              className="kq-compare__row"
              data-key={row.key}
              data-lead={compareLead(row)}
            >
              <dt className="kq-compare__label">{row.label}</dt>
              <dd className="kq-compare__value kq-compare__value--home">
                {row.homeText ?? row.home}
              </dd>
              <dd className="kq-compare__value kq-compare__value--away">
                {row.awayText ?? row.away}
              </dd>
              <dd className="kq-compare__bar" aria-hidden="true">
                <span
                  className="kq-compare__fill kq-compare__fill--home"
                  style={{ flexGrow: share }}
                />
                <span
                  className="kq-compare__fill kq-compare__fill--away"
                  style={{ flexGrow: 1 - share }}
                />
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
