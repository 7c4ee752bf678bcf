import { memo, useEffect, useRef } from 'react';
import { DAY_TEXT } from '../texts/day-text';
import { weekdayOf } from './day-math';
import './date-strip.css';

/** Props of {@link DateStrip}. */
export interface DateStripProps {
  /** The days a fan can pick, ascending, `YYYY-MM-DD`. */
  days: readonly string[];
  /** The day shown. */
  selected: string;
  /** The day marked 今天 (it need not be one of `days`). */
  today: string;
  onChange: (date: string) => void;
  /** Days that have a live match: they carry a dot. */
  live?: ReadonlySet<string>;
  /** Opens a calendar for any day; without it the strip has no calendar button. */
  onCalendar?: () => void;
  /** @default DAY_TEXT.stripLabel */
  label?: string;
}

/**
 * A row of days to move between: the selected day is highlighted and scrolled to the middle, today
 * says 今天, a day of another year than today's says its year, a day with a live match carries a dot. The row scrolls sideways with a swipe; the
 * arrows step to the previous and the next day of `days`, and the calendar button (when given)
 * opens a calendar.
 */
export const DateStrip = memo(function DateStrip({
  days,
  selected,
  today,
  onChange,
  live,
  onCalendar,
  label = DAY_TEXT.stripLabel,
}: DateStripProps) {
  const list = useRef<HTMLOListElement>(null);
  const index = days.indexOf(selected);
  const previous = index > 0 ? days[index - 1] : undefined;
  const next = index >= 0 && index < days.length - 1 ? days[index + 1] : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the row moves when the selected day does
  useEffect(() => {
    const row = list.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!row || !chip) return;
    // Scrolls the row only: scrollIntoView would scroll the page as well.
    row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
  }, [selected]);

  return (
    <nav className="kq-date-strip" aria-label={label}>
      <button
        type="button"
        className="kq-date-strip__step"
        aria-label={DAY_TEXT.previousDay}
        disabled={previous === undefined}
        onClick={() => previous !== undefined && onChange(previous)}
      >
        ‹
      </button>
      <ol className="kq-date-strip__days" ref={list}>
        {days.map((day) => {
          const isToday = day === today;
          return (
            <li key={day}>
              <button
                type="button"
                className="kq-date-strip__day"
                aria-current={day === selected ? 'date' : undefined}
                data-date={day}
                data-today={isToday || undefined}
                onClick={() => onChange(day)}
              >
                <span className="kq-date-strip__weekday">
                  {isToday
                    ? DAY_TEXT.today
                    : // A day of another year (an older tournament in view) says its year instead.
                      day.slice(0, 4) !== today.slice(0, 4)
                      ? day.slice(0, 4)
                      : DAY_TEXT.weekday(weekdayOf(day))}
                </span>
                <span className="kq-date-strip__date">
                  {Number(day.slice(5, 7))}/{Number(day.slice(8))}
                </span>
                {live?.has(day) ? (
                  <span className="kq-date-strip__live">
                    <span className="kq-visually-hidden">{DAY_TEXT.hasLive}</span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="kq-date-strip__step"
        aria-label={DAY_TEXT.nextDay}
        disabled={next === undefined}
        onClick={() => next !== undefined && onChange(next)}
      >
        ›
      </button>
      {onCalendar ? (
        <button
          type="button"
          className="kq-date-strip__calendar"
          aria-label={DAY_TEXT.openCalendar}
          onClick={onCalendar}
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <rect
              x="3"
              y="4.5"
              width="14"
              height="12"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <path
              d="M3 8.5h14M7 3v3M13 3v3"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : null}
    </nav>
  );
});
