import { FootballEvent } from '@kanqiu/core';
import { EventIcon } from '../../../match/football/event-icon';
import type { PlayerMarks } from './player-marks';
import './mark-icons.css';

/** The arrow of a substitution: up and green for the player coming on, down and red going off. */
export function SubArrow({ direction, size = 12 }: { direction: 'in' | 'out'; size?: number }) {
  return (
    <svg
      className={`lineup-arrow lineup-arrow--${direction}`}
      viewBox="0 0 12 12"
      width={size}
      height={size}
      aria-hidden="true"
    >
      <path
        d={
          direction === 'in'
            ? 'M6 10.5V2M2.5 5.2 6 1.7l3.5 3.5'
            : 'M6 1.5V10M2.5 6.8 6 10.3l3.5-3.5'
        }
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A ball per kind of goal, with `×n` when there was more than one. */
export function GoalMarks({ marks, size }: { marks: PlayerMarks; size: number }) {
  return (
    <>
      {marks.goals > 0 ? (
        <span className="lineup-mark lineup-mark--goal" data-mark="goal" data-count={marks.goals}>
          <EventIcon type={FootballEvent.Goal} size={size} />
          {marks.goals > 1 ? <span className="lineup-mark__count">×{marks.goals}</span> : null}
        </span>
      ) : null}
      {marks.ownGoals > 0 ? (
        <span
          className="lineup-mark lineup-mark--own-goal"
          data-mark="own-goal"
          data-count={marks.ownGoals}
        >
          <EventIcon type={FootballEvent.OwnGoal} size={size} />
          {marks.ownGoals > 1 ? (
            <span className="lineup-mark__count">×{marks.ownGoals}</span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}

/** The card icons of a player, in the order they were shown. */
export function CardMarks({ marks, size }: { marks: PlayerMarks; size: number }) {
  return (
    <>
      {marks.cards.map((card) => (
        <span key={card} className="lineup-mark lineup-mark--card" data-mark={`card-${card}`}>
          <EventIcon type={card} size={size} />
        </span>
      ))}
    </>
  );
}
