import type { LineupSubstitution } from '@kanqiu/core/contract';
import { memo } from 'react';
import { PlayerName } from '../../../match/football/player-name';
import type { SideSubstitution } from './lineup-lists';
import { LINEUP_TEXT } from './lineup-texts';
import { SubArrow } from './mark-icons';
import './lineup-substitutions.css';

function Change({ substitution }: { substitution: LineupSubstitution }) {
  return (
    <span className="lineup-subs__change">
      <span className="lineup-subs__in">
        <SubArrow direction="in" />
        <span className="kq-visually-hidden">{LINEUP_TEXT.in}</span>
        <PlayerName
          className="lineup-subs__name"
          id={substitution.in_player_id}
          name={substitution.in_player_name}
        />
      </span>
      <span className="lineup-subs__out">
        <SubArrow direction="out" />
        <span className="kq-visually-hidden">{LINEUP_TEXT.out}</span>
        <PlayerName
          className="lineup-subs__name"
          id={substitution.out_player_id}
          name={substitution.out_player_name}
        />
      </span>
    </span>
  );
}

/**
 * The substitutions of both teams in the order they happened, on a centre timeline: the minute in
 * the middle, the home team's change on its left, the away team's on its right; the player coming
 * on with a green up arrow, the one going off with a red down arrow.
 */
export const LineupSubstitutions = memo(function LineupSubstitutions({
  timeline,
}: {
  timeline: readonly SideSubstitution[];
}) {
  if (timeline.length === 0) {
    return <p className="lineup-note">{LINEUP_TEXT.substitutionsEmpty}</p>;
  }
  return (
    <ol className="lineup-subs" data-testid="substitutions">
      {timeline.map(({ side, substitution }) => (
        <li
          key={`${side}-${substitution.in_player_id}-${substitution.out_player_id}`}
          className={`lineup-subs__item lineup-subs__item--${side}`}
          data-side={side}
        >
          <span className="lineup-subs__side lineup-subs__side--home">
            {side === 'home' ? <Change substitution={substitution} /> : null}
          </span>
          <span className="lineup-subs__minute">{substitution.minute_text}</span>
          <span className="lineup-subs__side lineup-subs__side--away">
            {side === 'away' ? <Change substitution={substitution} /> : null}
          </span>
        </li>
      ))}
    </ol>
  );
});
