import { useEffect, useState } from 'react';
import { beijingDateTime } from './match-date';
import { MATCH_TEXT } from './match-texts';

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The time left until `kickoffMs` as `2天 03:04:05`, `03:04:05` or `04:05`; `null` once it is due. */
export function countdownText(kickoffMs: number, nowMs: number): string | null {
  const left = Math.ceil((kickoffMs - nowMs) / SECOND_MS);
  if (!(left > 0)) return null;
  const days = Math.floor(left / DAY_S);
  const hours = Math.floor((left % DAY_S) / HOUR_S);
  const minutes = Math.floor((left % HOUR_S) / MINUTE_S);
  const seconds = left % MINUTE_S;
  const clock =
    days > 0 || hours > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? MATCH_TEXT.days(days, clock) : clock;
}

/**
 * Before the start: the kick-off in Beijing time and a countdown to it, ticking each second; once
 * it is due, "即将开赛" until the first push of the match. Two lines of fixed height, so the header
 * keeps its size when the match starts.
 */
export function KickoffCountdown({ kickoff }: { kickoff: string }) {
  const kickoffMs = Date.parse(kickoff);
  const [now, setNow] = useState(() => Date.now());
  const left = Number.isNaN(kickoffMs) ? null : countdownText(kickoffMs, now);
  const due = left === null;
  useEffect(() => {
    if (due) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [due]);
  if (Number.isNaN(kickoffMs)) return null;
  return (
    <div className="kickoff" data-testid="kickoff">
      <span className="kickoff__time">
        {MATCH_TEXT.kickoffAt(beijingDateTime(kickoff).slice(5))}
      </span>
      <span className="kickoff__countdown" data-testid="kickoff-countdown">
        {left === null ? MATCH_TEXT.kickoffDue : MATCH_TEXT.kickoffIn(left)}
      </span>
    </div>
  );
}
