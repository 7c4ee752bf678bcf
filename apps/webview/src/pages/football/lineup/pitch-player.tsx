import { memo } from 'react';
import { CardMarks, GoalMarks, SubArrow } from './mark-icons';
import type { PitchSide, PitchSpot } from './pitch-layout';
import { pitchName } from './pitch-name';
import { playerMarks } from './player-marks';
import type { LineupRatings } from './player-rating';
import { playerSummary } from './player-summary';

/** Props of {@link PitchPlayer}. */
export interface PitchPlayerProps {
  spot: PitchSpot;
  side: PitchSide;
  selected: boolean;
  onSelect: (playerId: string) => void;
  /** Everyone's ratings so far; `null` until they are loaded. */
  ratings?: LineupRatings | null;
}

/**
 * One starter on the pitch: the shirt-number disc in the team's colour with the marks around it
 * (cards top left, goals top right, the minute he went off bottom right, his rating so far bottom
 * left) and the name beneath.
 * Tapping shows his details.
 */
export const PitchPlayer = memo(function PitchPlayer({
  spot,
  side,
  selected,
  onSelect,
  ratings = null,
}: PitchPlayerProps) {
  const { player } = spot;
  const rating = ratings?.byPlayer.get(player.id);
  const marks = playerMarks(player);
  const name = pitchName(player.name);
  // The name read out starts with what the button shows, in the order it shows it (number, goal
  // counts, minute off, rating, short name), so a reader who says what they see reaches the same
  // button.
  const shown = [
    player.shirt_number ?? '',
    marks.goals > 1 ? `×${marks.goals}` : '',
    marks.ownGoals > 1 ? `×${marks.ownGoals}` : '',
    marks.subOut ?? '',
    ratings && rating !== undefined ? (ratings.text(rating) ?? '') : '',
    name,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className="lineup-spot"
      style={{ left: `${spot.x}%`, top: `${spot.y}%`, width: `${spot.span}%` }}
      data-row={spot.row}
      data-slot={spot.slot}
      data-row-size={spot.rowSize}
    >
      <button
        type="button"
        className={`lineup-player lineup-player--${side}${player.position === 'G' ? ' lineup-player--keeper' : ''}`}
        aria-pressed={selected}
        aria-label={`${shown}：${playerSummary(player, marks)}`}
        data-player-id={player.id}
        onClick={() => onSelect(player.id)}
      >
        <span className="lineup-player__disc">
          <span className="lineup-player__number" data-testid="shirt-number">
            {player.shirt_number ?? ''}
          </span>
          {marks.cards.length > 0 ? (
            <span className="lineup-player__cards">
              <CardMarks marks={marks} size={16} />
            </span>
          ) : null}
          {marks.goals > 0 || marks.ownGoals > 0 ? (
            <span className="lineup-player__goals">
              <GoalMarks marks={marks} size={14} />
            </span>
          ) : null}
          {marks.subOut !== null ? (
            <span className="lineup-player__off" data-mark="off">
              <SubArrow direction="out" size={10} />
              {marks.subOut}
            </span>
          ) : null}
          {ratings && rating !== undefined ? (
            <span className="lineup-player__rating">
              <ratings.Badge
                rating={rating}
                playerOfMatch={ratings.playerOfMatch === player.id}
                size="sm"
              />
            </span>
          ) : null}
        </span>
        <span className="lineup-player__name">{name}</span>
      </button>
    </li>
  );
});
