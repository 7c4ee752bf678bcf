import type { FootballLineupPlayer, FootballTeamLineup } from '@kanqiu/core/contract';
import { memo } from 'react';
import { PlayerName } from '../../../match/football/player-name';
import { TeamCrest } from '../../../match/shared/team-crest';
import { orderBench } from './lineup-lists';
import { LINEUP_TEXT } from './lineup-texts';
import { CardMarks, GoalMarks, SubArrow } from './mark-icons';
import type { PitchSide } from './pitch-layout';
import { playerMarks } from './player-marks';
import { playerSummary } from './player-summary';
import './lineup-bench.css';

function BenchPlayer({ player }: { player: FootballLineupPlayer }) {
  const marks = playerMarks(player);
  const played = marks.subIn !== null;
  return (
    <li
      className={`lineup-bench__player${played ? ' lineup-bench__player--played' : ''}`}
      data-player-id={player.id}
      aria-label={playerSummary(player, marks)}
    >
      <span className="lineup-bench__number">{player.shirt_number ?? '-'}</span>
      <span className="lineup-bench__text">
        <PlayerName className="lineup-bench__name" id={player.id} name={player.name} />
        <span className="lineup-bench__meta">
          <span>{player.position_label}</span>
          {marks.subIn !== null ? (
            <span className="lineup-bench__on" data-mark="on">
              <SubArrow direction="in" size={10} />
              {marks.subIn}
            </span>
          ) : null}
          {marks.subOut !== null ? (
            <span className="lineup-bench__off" data-mark="off">
              <SubArrow direction="out" size={10} />
              {marks.subOut}
            </span>
          ) : null}
          <GoalMarks marks={marks} size={12} />
          <CardMarks marks={marks} size={12} />
        </span>
      </span>
    </li>
  );
}

function BenchColumn({ lineup, side }: { lineup: FootballTeamLineup; side: PitchSide }) {
  return (
    <div className={`lineup-bench__column lineup-bench__column--${side}`}>
      <p className="lineup-bench__team">
        <TeamCrest code={lineup.team.code} size={18} />
        <span>{lineup.team.name}</span>
      </p>
      {lineup.bench.length > 0 ? (
        <ul
          className="lineup-bench__list"
          aria-label={LINEUP_TEXT.benchOf(lineup.team.name)}
          data-testid={`bench-${side}`}
        >
          {orderBench(lineup.bench).map((player) => (
            <BenchPlayer key={player.id} player={player} />
          ))}
        </ul>
      ) : (
        <p className="lineup-bench__empty">{LINEUP_TEXT.benchEmpty}</p>
      )}
    </div>
  );
}

/**
 * Both benches side by side, home on the left: the players who came on first (with the minute),
 * then the rest by position, each with number, name, position and any goals or cards.
 */
export const LineupBench = memo(function LineupBench({
  home,
  away,
}: {
  home: FootballTeamLineup;
  away: FootballTeamLineup;
}) {
  return (
    <div className="lineup-bench">
      <BenchColumn lineup={home} side="home" />
      <BenchColumn lineup={away} side="away" />
    </div>
  );
});
