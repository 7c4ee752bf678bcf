import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract/football';
import { type KeyboardEvent, memo, type ReactNode } from 'react';
import { type MarkPlace, ownGoalPlace, SHOT_HIT_RADIUS_M, shotPlace } from './shot-geometry';

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

interface MarkButtonProps extends MarkProps {
  id: string;
  side: 1 | 2;
  place: MarkPlace;
  /** Extra modifier classes (`goal`, `own-goal`). */
  modifiers: readonly (string | false)[];
  children: ReactNode;
}

/** A mark as a toggle button: tap, Enter or Space selects it; a small mark gets a larger tap area. */
function MarkButton({
  id,
  side,
  place,
  modifiers,
  selected,
  onSelect,
  label,
  children,
}: MarkButtonProps) {
  const classes = [
    'kq-shot-map__mark',
    side === 1 ? 'kq-shot-map__mark--home' : 'kq-shot-map__mark--away',
    ...modifiers.filter(Boolean).map((modifier) => `kq-shot-map__mark--${modifier}`),
    selected ? 'kq-shot-map__mark--selected' : null,
  ]
    .filter(Boolean)
    .join(' ');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(id);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes its role and keys
    <g
      className={classes}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      data-shot-id={id}
      onClick={() => onSelect(id)}
      onKeyDown={onKeyDown}
    >
      <circle
        className="kq-shot-map__hit"
        cx={place.x}
        cy={place.y}
        r={Math.max(place.r, SHOT_HIT_RADIUS_M)}
      />
      {children}
    </g>
  );
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

/** A penalty's square is a little smaller than the circle of the same xG, for the same weight. */
const SQUARE_HALF_SIDE = 0.85;
const SQUARE_CORNER_M = 0.4;

function ShotMarkView({ shot, ...mark }: ShotMarkProps) {
  const { x, y, r } = shotPlace(shot);
  const half = r * SQUARE_HALF_SIDE;
  return (
    <MarkButton
      {...mark}
      id={shot.id}
      side={shot.side}
      place={{ x, y, r }}
      modifiers={[shot.outcome === 'goal' && 'goal']}
    >
      {shot.kind === 'penalty' ? (
        <rect
          className="kq-shot-map__shape kq-shot-map__shape--penalty"
          x={x - half}
          y={y - half}
          width={half * 2}
          height={half * 2}
          rx={SQUARE_CORNER_M}
        />
      ) : (
        <circle className="kq-shot-map__shape" cx={x} cy={y} r={r} />
      )}
    </MarkButton>
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

function OwnGoalMarkView({ goal, index, ...mark }: OwnGoalMarkProps) {
  const { x, y, r } = ownGoalPlace(goal.side, index);
  return (
    <MarkButton
      {...mark}
      id={goal.id}
      side={goal.side}
      place={{ x, y, r }}
      modifiers={['own-goal']}
    >
      <polygon
        className="kq-shot-map__shape"
        points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`}
      />
    </MarkButton>
  );
}

/** An own goal: a diamond in the net of the goal it counted in, in the colour of the side it counted for. */
export const OwnGoalMark = memo(OwnGoalMarkView);
