import type { FootballLineupPlayer, LineupSubstitution } from '@kanqiu/core/contract/match';
import { useEffect } from 'react';
import { playerHref } from '../../../match/football/player-link';
import { substitutionOff } from './lineup-lists';
import { LINEUP_TEXT } from './lineup-texts';
import { CardMarks, GoalMarks, SubArrow } from './mark-icons';
import type { PitchSide } from './pitch-layout';
import { playerMarks } from './player-marks';
import { markPhrases } from './player-summary';
import './player-detail.css';

/** Props of {@link PlayerDetail}. */
export interface PlayerDetailProps {
  player: FootballLineupPlayer;
  side: PitchSide;
  teamName: string;
  /** The team's substitutions, to name who replaced him. */
  substitutions: readonly LineupSubstitution[];
  /** The edge of the pitch the card sits at: the half the player is not in. */
  placement: 'top' | 'bottom';
  onClose: () => void;
}

/**
 * The details of the starter tapped on the pitch: full name (the pitch may shorten it), Latin name,
 * team, position, shirt number and everything he did so far. It floats over the other half of the
 * pitch, so nothing below moves; Escape or the close button dismisses it.
 */
export function PlayerDetail({
  player,
  side,
  teamName,
  substitutions,
  placement,
  onClose,
}: PlayerDetailProps) {
  const marks = playerMarks(player);
  const replacement = substitutionOff(substitutions, player.id);
  const phrases = markPhrases(marks);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <section
      className={`lineup-detail lineup-detail--${placement}`}
      aria-label={player.name}
      aria-live="polite"
      data-testid="player-detail"
    >
      <span className={`lineup-detail__disc lineup-detail__disc--${side}`} aria-hidden="true">
        {player.shirt_number ?? ''}
      </span>
      <div className="lineup-detail__main">
        <p className="lineup-detail__name">
          <a className="lineup-detail__link" href={playerHref(player.id)}>
            {player.name}
          </a>
          {player.name_en ? <span className="lineup-detail__latin">{player.name_en}</span> : null}
        </p>
        <p className="lineup-detail__meta">
          {teamName} · {player.position_label} · {LINEUP_TEXT.shirt(player.shirt_number)}
        </p>
        <p className="lineup-detail__marks">
          <GoalMarks marks={marks} size={14} />
          <CardMarks marks={marks} size={14} />
          {marks.subOut !== null ? <SubArrow direction="out" /> : null}
          <span>{phrases.length > 0 ? phrases.join(' · ') : LINEUP_TEXT.noMarks}</span>
          {replacement ? (
            <span className="lineup-detail__sub">
              {LINEUP_TEXT.replacedBy(replacement.in_player_name)}
            </span>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        className="lineup-detail__close"
        aria-label={LINEUP_TEXT.close}
        onClick={onClose}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path
            d="M3.5 3.5l9 9M12.5 3.5l-9 9"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </section>
  );
}
