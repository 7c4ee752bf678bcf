import type { TeamScheduleMatch } from '@kanqiu/core/contract/football';
import { ResultChip } from '@kanqiu/ui';
import { memo } from 'react';
import { footballMatchHref } from '../../../match/football/football-links';
import { decidedText } from '../../../match/football/recent-result-row';
import { beijingDate, beijingDateTime } from '../../../match/shared/match-date';
import type { ScheduleEntry } from '../../../match/shared/schedule-entry';
import { TeamCrest } from '../../../match/shared/team-crest';
import { TEAM_TEXT } from './team-texts';

function Outcome({ entry }: { entry: ScheduleEntry<TeamScheduleMatch> }) {
  const { game } = entry;
  if (entry.kind !== 'result') {
    return (
      <span className="fteam-game__hidden" title={TEAM_TEXT.scoreHidden}>
        {entry.kind === 'replaying' ? TEAM_TEXT.replayLive(entry.clock) : TEAM_TEXT.replayUpcoming}
      </span>
    );
  }
  if (!game.finished || game.home_score === null || game.away_score === null) {
    return (
      <span className="fteam-game__kickoff">
        {game.time_known ? beijingDateTime(game.kickoff).slice(11) : TEAM_TEXT.timeUnknown}
      </span>
    );
  }
  const decided = decidedText(game);
  return (
    <>
      <span className="fteam-game__score" data-testid="schedule-score">
        {game.home_score}-{game.away_score}
        {decided ? <small>{decided}</small> : null}
      </span>
      {game.result ? <ResultChip result={game.result} /> : null}
    </>
  );
}

/**
 * One match of a football team's schedule: date, competition and round, home or away, opponent,
 * then the score (home side first, as everywhere in the app) and the result, the kick-off time of a
 * fixture, or where the replay of a match being replayed stands. The row opens the match: its live
 * page where the server replays it, else its overview.
 */
export const ScheduleRow = memo(function ScheduleRow({
  entry,
  next,
}: {
  entry: ScheduleEntry<TeamScheduleMatch>;
  next: boolean;
}) {
  const { game } = entry;
  return (
    <li className="fteam-game" data-match-id={game.match_id} data-kind={entry.kind}>
      <a className="fteam-game__link" href={footballMatchHref(game)}>
        <span className="fteam-game__when">
          <span className="fteam-game__date">{beijingDate(game.kickoff)}</span>
          <span className="fteam-game__competition">
            {game.competition.name} {game.round}
          </span>
          {next ? <span className="fteam-game__next">{TEAM_TEXT.next}</span> : null}
        </span>
        <span className="fteam-game__opponent">
          <span className="fteam-game__venue" data-venue={game.is_home ? 'home' : 'away'}>
            {game.is_home ? TEAM_TEXT.home : TEAM_TEXT.away}
          </span>
          <TeamCrest code={game.opponent.code} size={24} />
          <span className="fteam-game__name">{TEAM_TEXT.vs(game.opponent.name)}</span>
        </span>
        <span className="fteam-game__outcome">
          <Outcome entry={entry} />
        </span>
      </a>
    </li>
  );
});
