import type { FootballLineup, FootballTeamLineup } from '@kanqiu/core/contract/match';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { TeamCrest } from '../../../match/shared/team-crest';
import { LINEUP_TEXT } from './lineup-texts';
import { isCompactPitch, type PitchSide, type PitchSpot, pitchSpots } from './pitch-layout';
import { PitchLines } from './pitch-lines';
import { PitchPlayer } from './pitch-player';
import type { LineupRatings } from './player-rating';
import './lineup-pitch.css';

/** Shown only after a tap, so loaded apart from the page. */
const PlayerDetail = lazy(() =>
  import('./player-detail').then((m) => ({ default: m.PlayerDetail })),
);

function TeamBar({ lineup, side }: { lineup: FootballTeamLineup; side: PitchSide }) {
  return (
    <div className={`lineup-team lineup-team--${side}`} data-testid={`team-bar-${side}`}>
      <TeamCrest code={lineup.team.code} size={22} />
      <span className="lineup-team__name">{lineup.team.name}</span>
      <span className="lineup-team__formation" data-testid={`formation-${side}`}>
        {LINEUP_TEXT.formation(lineup.formation)}
      </span>
    </div>
  );
}

interface Selection {
  side: PitchSide;
  playerId: string;
}

/** One team's eleven on the pitch, as a list named for the team. */
function PitchTeam({
  side,
  teamName,
  spots,
  selectedId,
  onSelect,
  ratings,
}: {
  side: PitchSide;
  teamName: string;
  spots: readonly PitchSpot[];
  selectedId: string | null;
  onSelect: (side: PitchSide, playerId: string) => void;
  ratings: LineupRatings | null;
}) {
  // A stable callback per side keeps the memoised players from re-rendering on every selection.
  const select = useCallback((playerId: string) => onSelect(side, playerId), [onSelect, side]);
  return (
    <ol
      className={`lineup-field__team lineup-field__team--${side}`}
      aria-label={LINEUP_TEXT.startersOf(teamName)}
    >
      {spots.map((spot) => (
        <PitchPlayer
          key={spot.player.id}
          spot={spot}
          side={side}
          selected={selectedId === spot.player.id}
          onSelect={select}
          ratings={ratings}
        />
      ))}
    </ol>
  );
}

/**
 * Both starting elevens on one vertical pitch, placed by formation rows and slots: the away team in
 * the top half attacking down, the home team in the bottom half attacking up, each with its name and
 * formation at its own end; each player's rating so far once `ratings` are there.
 */
export const LineupPitch = memo(function LineupPitch({
  lineup,
  ratings = null,
}: {
  lineup: FootballLineup;
  ratings?: LineupRatings | null;
}) {
  const [selection, setSelection] = useState<Selection | null>(null);
  const homeSpots = useMemo(() => pitchSpots(lineup.home.starters, 'home'), [lineup.home.starters]);
  const awaySpots = useMemo(() => pitchSpots(lineup.away.starters, 'away'), [lineup.away.starters]);
  const close = useCallback(() => setSelection(null), []);
  const select = useCallback(
    (side: PitchSide, playerId: string) =>
      setSelection((current) =>
        current?.side === side && current.playerId === playerId ? null : { side, playerId },
      ),
    [],
  );

  const selectedTeam = selection ? lineup[selection.side] : null;
  const selectedPlayer = selectedTeam?.starters.find((p) => p.id === selection?.playerId) ?? null;

  return (
    <figure
      className="lineup-pitch"
      aria-label={LINEUP_TEXT.pitchLabel(lineup.home.team.name, lineup.away.team.name)}
    >
      <TeamBar lineup={lineup.away} side="away" />
      <div className="lineup-field">
        <div
          className="lineup-field__inner"
          data-compact={isCompactPitch(homeSpots, awaySpots) ? 'true' : undefined}
        >
          <PitchLines />
          <PitchTeam
            side="away"
            teamName={lineup.away.team.name}
            spots={awaySpots}
            selectedId={selection?.side === 'away' ? selection.playerId : null}
            onSelect={select}
            ratings={ratings}
          />
          <PitchTeam
            side="home"
            teamName={lineup.home.team.name}
            spots={homeSpots}
            selectedId={selection?.side === 'home' ? selection.playerId : null}
            onSelect={select}
            ratings={ratings}
          />
          {selection && selectedTeam && selectedPlayer ? (
            <Suspense fallback={null}>
              <PlayerDetail
                player={selectedPlayer}
                side={selection.side}
                teamName={selectedTeam.team.name}
                substitutions={selectedTeam.substitutions}
                placement={selection.side === 'home' ? 'top' : 'bottom'}
                onClose={close}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
      <TeamBar lineup={lineup.home} side="home" />
    </figure>
  );
});
