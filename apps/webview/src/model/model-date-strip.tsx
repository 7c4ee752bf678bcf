import { DateStrip } from '@kanqiu/ui';
import { useMemo } from 'react';
import { beijingDate } from '../match/shared/match-date';
import { clampDate, nearestPickDay, stripDays } from './model-dates';
import { MODEL_TEXT } from './model-texts';

/** Days the strip shows at once, the picked one in the middle. */
const STRIP_DAYS = 7;

/** Props of {@link ModelDateStrip}. */
export interface ModelDateStripProps {
  /** The day shown, `YYYY-MM-DD`. */
  date: string;
  /** Days that have picks, newest first (`modInit`). */
  pickDays: readonly string[];
  /** The range the strip and the date input stay in (`modelDateBounds`). */
  bounds: { min: string; max: string };
  onDate: (date: string) => void;
}

/**
 * The model page's days on the app's date strip (docs/webview.md, "The model page"): seven days
 * around the day shown, a mark under each day with picks, the arrows to the nearest day with
 * picks, and the platform's own date picker for any day of the range.
 */
export function ModelDateStrip({ date, pickDays, bounds, onDate }: ModelDateStripProps) {
  const marked = useMemo(() => new Set(pickDays), [pickDays]);
  const { min, max } = bounds;
  const previous = nearestPickDay(pickDays, date, -1);
  const next = nearestPickDay(pickDays, date, 1);
  return (
    <DateStrip
      label={MODEL_TEXT.datesLabel}
      days={stripDays(date, STRIP_DAYS, min, max)}
      selected={date}
      today={beijingDate(new Date().toISOString())}
      onChange={onDate}
      marked={marked}
      markLabel={MODEL_TEXT.hasPicks}
      steps={{
        previous: previous !== null && previous >= min ? previous : null,
        next: next !== null && next <= max ? next : null,
        previousLabel: MODEL_TEXT.prevDay,
        nextLabel: MODEL_TEXT.nextDay,
      }}
      dateInput={{
        min,
        max,
        label: MODEL_TEXT.pickDate,
        onPick: (picked) => onDate(clampDate(picked, min, max)),
      }}
    />
  );
}
