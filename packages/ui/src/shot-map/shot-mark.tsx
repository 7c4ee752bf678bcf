import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract';
import { type KeyboardEvent, memo } from 'react';
import { ownGoalPlace, SHOT_HIT_RADIUS_M, shotPlace } from './shot-geometry';

interface MarkProps {
  selected: boolean;
  /** Called with the mark's id; stable across renders, so an unchanged mark skips rendering. */
  onSelect: (id: string) => void;
  /** Accessible name. */
  label: string;
}

/** Props of a shot's mark. */
export interface ShotMarkProps extends MarkProps {
  shot: FootballShot;
}

/** Props of an own goal's mark. */
export interface OwnGoalMarkProps extends MarkProps {
  goal: FootballOwnGoal;
  /** Its place among the own goals for the same side. */
  index: number;
}

const sideClass = (side: 1 | 2) =>
  side === 1 ? 'kq-shot-map__mark--home' : 'kq-shot-map__mark--away';

function pressKeys(id: string, onSelect: (id: string) => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(id);
  };
}

/** What a shot's mark shows: a push that leaves these alone leaves the mark alone. */
function sameShot(a: FootballShot, b: FootballShot): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.x === b.x &&
      a.y === b.y &&
      a.xg === b.xg &&
      a.side === b.side &&
      a.kind === b.kind &&
      a.outcome === b.outcome)
  );
}

function ShotMarkView({ shot, selected, onSelect, label }: ShotMarkProps) {
  const place = shotPlace(shot);
  const classes = [
    'kq-shot-map__mark',
    sideClass(shot.side),
    shot.outcome === 'goal' ? 'kq-shot-map__mark--goal' : null,
    selected ? 'kq-shot-map__mark--selected' : null,
  ]
    .filter(Boolean)
    .join(' ');
  const hit = Math.max(place.r, SHOT_HIT_RADIUS_M);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes its role and keys
    <g
      className={classes}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      data-shot-id={shot.id}
      onClick={() => onSelect(shot.id)}
      onKeyDown={pressKeys(shot.id, onSelect)}
    >
      <circle className="kq-shot-map__hit" cx={place.x} cy={place.y} r={hit} />
      {shot.kind === 'penalty' ? (
        <rect
          className="kq-shot-map__shape kq-shot-map__shape--penalty"
          x={place.x - place.r * 0.85}
          y={place.y - place.r * 0.85}
          width={place.r * 1.7}
          height={place.r * 1.7}
          rx={0.4}
        />
      ) : (
        <circle className="kq-shot-map__shape" cx={place.x} cy={place.y} r={place.r} />
      )}
    </g>
  );
}

/**
 * One shot on the pitch: a circle whose area follows its xG (a square for a penalty), filled and
 * ringed when it was a goal. Memoised on what it shows, so a push that adds a shot renders only the
 * new one.
 */
export const ShotMark = memo(
  ShotMarkView,
  (before, after) =>
    sameShot(before.shot, after.shot) &&
    before.selected === after.selected &&
    before.onSelect === after.onSelect &&
    before.label === after.label,
);

function OwnGoalMarkView({ goal, index, selected, onSelect, label }: OwnGoalMarkProps) {
  const place = ownGoalPlace(goal.side, index);
  const { x, y, r } = place;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes its role and keys
    <g
      className={[
        'kq-shot-map__mark',
        'kq-shot-map__mark--own-goal',
        sideClass(goal.side),
        selected ? 'kq-shot-map__mark--selected' : null,
      ]
        .filter(Boolean)
        .join(' ')}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      data-shot-id={goal.id}
      onClick={() => onSelect(goal.id)}
      onKeyDown={pressKeys(goal.id, onSelect)}
    >
      <circle className="kq-shot-map__hit" cx={x} cy={y} r={SHOT_HIT_RADIUS_M} />
      <polygon
        className="kq-shot-map__shape"
        points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`}
      />
    </g>
  );
}

/** An own goal: a diamond in the net of the goal it counted in, in the colour of the side it counted for. */
export const OwnGoalMark = memo(OwnGoalMarkView);
