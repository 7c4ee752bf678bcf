import type { BasketballScheduleGame } from '@kanqiu/core/contract/basketball';
import { ResultChip } from '@kanqiu/ui';
import { gameHref } from '../../../match/basketball/basketball-links';
import { beijingDate } from '../../../match/shared/match-date';
import type { ScheduleEntry } from '../../../match/shared/schedule-entry';
import { TeamCrest } from '../../../match/shared/team-crest';
import { TEAM_TEXT } from './team-texts';

/** One game of a team's schedule: date, competition, opponent, and the result or the replay's state. */
export function ScheduleRow({ entry }: { entry: ScheduleEntry<BasketballScheduleGame> }) {
  const { game } = entry;
  return (
    <li className="team-game" data-match-id={game.match_id} data-kind={entry.kind}>
      <div className="team-game__when">
        <span className="team-game__date">{beijingDate(game.kickoff)}</span>
        <span className="team-game__competition">{game.competition}</span>
      </div>
      <div className="team-game__opponent">
        <span className="team-game__venue" data-venue={game.is_home ? 'home' : 'away'}>
          {game.is_home ? TEAM_TEXT.home : TEAM_TEXT.away}
        </span>
        <TeamCrest code={game.opponent.code} size={24} />
        <span className="team-game__name">{TEAM_TEXT.vs(game.opponent.name)}</span>
      </div>
      <div className="team-game__outcome">
        {entry.kind === 'result' ? (
          <>
            <span className="team-game__score" data-testid="schedule-score">
              {game.team_score}-{game.opponent_score}
            </span>
            <ResultChip
              result={game.result}
              label={game.result === 'win' ? TEAM_TEXT.win : TEAM_TEXT.lose}
            />
          </>
        ) : (
          <span className="team-game__hidden" title={TEAM_TEXT.scoreHidden}>
            {entry.kind === 'replaying'
              ? TEAM_TEXT.replayLive(entry.clock)
              : TEAM_TEXT.replayUpcoming}
          </span>
        )}
      </div>
      {entry.replayId ? (
        <a className="team-game__link" href={gameHref(entry.replayId)}>
          {entry.kind === 'result' ? TEAM_TEXT.watchReplay : TEAM_TEXT.watchLive}
        </a>
      ) : null}
    </li>
  );
}
