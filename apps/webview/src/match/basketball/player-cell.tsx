import './player-cell.css';

/** Props of {@link PlayerCell}. */
export interface PlayerCellProps {
  name: string;
  shirtNumber: number | null;
  /** The position in Chinese, from core. */
  positionLabel: string;
  /** Marks a player on the court now. */
  onCourt?: boolean;
  /** Accessible name of the on-court mark. */
  onCourtLabel?: string;
}

/** A player in a table's fixed column: his name, then his shirt number and position. */
export function PlayerCell({
  name,
  shirtNumber,
  positionLabel,
  onCourt = false,
  onCourtLabel,
}: PlayerCellProps) {
  return (
    <span className="bb-box__player" data-on-court={onCourt || undefined}>
      <span className="bb-box__name">
        {name}
        {onCourt ? <span className="bb-box__court" role="img" aria-label={onCourtLabel} /> : null}
      </span>
      <span className="bb-box__meta">
        {[shirtNumber === null ? '' : `#${shirtNumber}`, positionLabel].filter(Boolean).join(' ')}
      </span>
    </span>
  );
}
