import { Calendar } from '@kanqiu/ui';
import { useEffect } from 'react';
import { HOME_TEXT } from './home-texts';
import './day-calendar.css';

/** Props of {@link DayCalendar}. */
export interface DayCalendarProps {
  selected: string;
  today: string;
  /** The days with matches, ascending: the calendar spans them. */
  days: readonly string[];
  onPick: (date: string) => void;
  onClose: () => void;
}

/**
 * The calendar of the home page in a sheet over the list, loaded only when the fan opens it: any
 * day of the competitions in view, days with matches dotted. Escape or a tap outside closes it.
 */
export function DayCalendar({ selected, today, days, onPick, onClose }: DayCalendarProps) {
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [onClose]);
  const min = [days[0] ?? today, today].sort()[0] ?? today;
  const max = [days.at(-1) ?? today, today].sort()[1] ?? today;
  return (
    <div className="day-calendar" role="dialog" aria-modal="true" aria-label={HOME_TEXT.calendar}>
      <button
        type="button"
        className="day-calendar__backdrop"
        aria-label={HOME_TEXT.closeCalendar}
        onClick={onClose}
      />
      <div className="day-calendar__sheet">
        <Calendar
          selected={selected}
          today={today}
          min={min}
          max={max}
          marked={new Set(days)}
          onChange={(date) => {
            onPick(date);
            onClose();
          }}
        />
      </div>
    </div>
  );
}
