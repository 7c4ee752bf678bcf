import { useState } from 'react';
import { addDays, weekdayOf } from '../date-strip/day-math';
import { CALENDAR_TEXT, DAY_TEXT } from '../texts/day-text';
import './calendar.css';

/** Weeks a month grid shows at most (a 31-day month starting on a Saturday spans six). */
const GRID_WEEKS = 6;
const DAYS_PER_WEEK = 7;

/** Props of {@link Calendar}. */
export interface CalendarProps {
  /** The day picked now, `YYYY-MM-DD`; the calendar opens on its month. */
  selected: string;
  /** The day marked 今天. */
  today: string;
  /** The first and last day that may be picked. */
  min: string;
  max: string;
  /** Days that have matches: they carry a dot. */
  marked?: ReadonlySet<string>;
  onChange: (date: string) => void;
}

/** `YYYY-MM` moved by `offset` months. */
function shiftMonth(month: string, offset: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const at = new Date(Date.UTC(year, index - 1 + offset, 1));
  return at.toISOString().slice(0, 7);
}

/**
 * A month of days to pick any day from, Sunday first: the arrows move a month within `min`…`max`,
 * today is outlined, the selected day filled, days with matches carry a dot and days out of range
 * cannot be picked.
 */
export function Calendar({ selected, today, min, max, marked, onChange }: CalendarProps) {
  const [month, setMonth] = useState(selected.slice(0, 7));
  const first = `${month}-01`;
  const start = addDays(first, -weekdayOf(first));
  const cells = Array.from({ length: GRID_WEEKS * DAYS_PER_WEEK }, (_, i) => addDays(start, i));
  const [year = 0, monthIndex = 1] = month.split('-').map(Number);
  return (
    <section className="kq-calendar" aria-label={CALENDAR_TEXT.calendarLabel}>
      <header className="kq-calendar__head">
        <button
          type="button"
          className="kq-calendar__step"
          aria-label={CALENDAR_TEXT.previousMonth}
          disabled={shiftMonth(month, -1) < min.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <h2 className="kq-calendar__title" aria-live="polite">
          {CALENDAR_TEXT.month(year, monthIndex)}
        </h2>
        <button
          type="button"
          className="kq-calendar__step"
          aria-label={CALENDAR_TEXT.nextMonth}
          disabled={shiftMonth(month, 1) > max.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </header>
      <div className="kq-calendar__grid">
        <div className="kq-calendar__row" aria-hidden="true">
          {DAY_TEXT.weekdays.map((day) => (
            <span key={day} className="kq-calendar__weekday">
              {day}
            </span>
          ))}
        </div>
        {Array.from({ length: GRID_WEEKS }, (_, week) => (
          <div className="kq-calendar__row" key={cells[week * DAYS_PER_WEEK]}>
            {cells.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK).map((day) => {
              const inMonth = day.startsWith(month);
              const hasMatches = marked?.has(day) ?? false;
              return (
                <span key={day} className="kq-calendar__cell">
                  {inMonth ? (
                    <button
                      type="button"
                      className="kq-calendar__day"
                      data-date={day}
                      data-today={day === today || undefined}
                      data-marked={hasMatches || undefined}
                      aria-pressed={day === selected}
                      aria-label={`${Number(day.slice(5, 7))}月${Number(day.slice(8))}日${hasMatches ? ` ${CALENDAR_TEXT.hasMatches}` : ''}${day === today ? ` ${DAY_TEXT.today}` : ''}`}
                      disabled={day < min || day > max}
                      onClick={() => onChange(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  ) : null}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
