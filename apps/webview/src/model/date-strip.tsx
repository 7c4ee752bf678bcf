import { memo } from 'react';
import { clampDate, nearestPickDay, stripDays, weekday } from './model-dates';
import { MODEL_TEXT } from './model-texts';

/** Days the strip shows at once. */
const STRIP_DAYS = 7;

/** Props of {@link DateStrip}. */
export interface DateStripProps {
  /** The day shown, `YYYY-MM-DD`. */
  selected: string;
  /** Days that have picks, newest first (`modInit`). */
  pickDays: readonly string[];
  /** The range the strip and the date picker stay in (ten years either side of this year, `defaultDateRange` in core). */
  min: string;
  max: string;
  onChange: (date: string) => void;
}

/**
 * A strip of seven days around the day shown: days with picks carry a dot, the arrows jump to the
 * previous or next day with picks, and the calendar button picks any day of the range.
 */
export const DateStrip = memo(function DateStrip({
  selected,
  pickDays,
  min,
  max,
  onChange,
}: DateStripProps) {
  const marked = new Set(pickDays);
  const days = stripDays(selected, STRIP_DAYS, min, max);
  const prev = nearestPickDay(pickDays, selected, -1);
  const next = nearestPickDay(pickDays, selected, 1);
  const go = (day: string | null) => {
    if (day !== null && day >= min && day <= max) onChange(day);
  };
  return (
    <nav className="date-strip" aria-label={MODEL_TEXT.datesLabel}>
      <button
        type="button"
        className="date-strip__step"
        aria-label={MODEL_TEXT.prevDay}
        disabled={prev === null || prev < min}
        onClick={() => go(prev)}
      >
        ‹
      </button>
      <ol className="date-strip__days">
        {days.map((day) => {
          const current = day === selected;
          return (
            <li key={day}>
              <button
                type="button"
                className="date-strip__day"
                aria-current={current ? 'date' : undefined}
                data-date={day}
                data-has-picks={marked.has(day) || undefined}
                onClick={() => go(day)}
              >
                <span className="date-strip__weekday">{MODEL_TEXT.weekdays[weekday(day)]}</span>
                <span className="date-strip__date">{day.slice(5).replace('-', '/')}</span>
                <span className="date-strip__dot" aria-hidden="true" />
                {marked.has(day) ? (
                  <span className="kq-visually-hidden">{MODEL_TEXT.hasPicks}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="date-strip__step"
        aria-label={MODEL_TEXT.nextDay}
        disabled={next === null || next > max}
        onClick={() => go(next)}
      >
        ›
      </button>
      <label className="date-strip__calendar">
        <span className="kq-visually-hidden">{MODEL_TEXT.pickDate}</span>
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
        <input
          type="date"
          className="date-strip__input"
          value={selected}
          min={min}
          max={max}
          onChange={(event) => {
            if (event.target.value) onChange(clampDate(event.target.value, min, max));
          }}
        />
      </label>
    </nav>
  );
});
