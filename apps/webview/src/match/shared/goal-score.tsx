import { memo, useRef } from 'react';
import './match-moment.css';

/**
 * One side's score in the header. A score that changes after the page opened is drawn anew and
 * animates once; the score the page opened with never does. A clock push leaves it alone.
 */
export const GoalScore = memo(function GoalScore({ value }: { value: number }) {
  const opened = useRef(value);
  return (
    <span key={value} className={value === opened.current ? undefined : 'match-score--changed'}>
      {value}
    </span>
  );
});
