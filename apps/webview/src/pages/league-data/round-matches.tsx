import type { ScheduleMatch } from '@kanqiu/core/contract/football';
import type { TeamRefData } from '@kanqiu/core/contract/match';
import { EmptyState } from '@kanqiu/ui';
import { memo } from 'react';
import { footballOverviewHref } from '../../match/football/football-links';
import { footballTeamSeasonHref, type LinkedSeason } from '../../match/football/season-links';
import { beijingDate, beijingDateTime } from '../../match/shared/match-date';
import { TeamCrest } from '../../match/shared/team-crest';
import { LEAGUE_TEXT } from './league-data-texts';

function Team({
  team,
  side,
  competition,
}: {
  team: TeamRefData;
  side: 'home' | 'away';
  competition: LinkedSeason;
}) {
  return (
    <a
      className={`league-match__team league-match__team--${side}`}
      href={footballTeamSeasonHref('detail', team.id, competition)}
    >
      <TeamCrest code={team.code} size={22} />
      <span className="league-match__name">{team.name}</span>
    </a>
  );
}

const MatchRow = memo(function MatchRow({
  match,
  competition,
}: {
  match: ScheduleMatch;
  competition: LinkedSeason;
}) {
  const played = match.finished && match.home_score !== null && match.away_score !== null;
  const notes = [
    match.half_score ? LEAGUE_TEXT.halfScore(match.half_score) : null,
    match.extra_time_score ? LEAGUE_TEXT.extraTime(match.extra_time_score) : null,
    match.penalty_score ? LEAGUE_TEXT.penalties(match.penalty_score) : null,
  ].filter(Boolean);
  return (
    <li className="league-match" data-match-id={match.match_id}>
      <span className="league-match__when">
        {match.time_known
          ? beijingDateTime(match.kickoff)
          : `${beijingDate(match.kickoff)} ${LEAGUE_TEXT.timeUnknown}`}
      </span>
      <div className="league-match__row">
        <Team team={match.home_team} side="home" competition={competition} />
        <a
          className="league-match__score"
          href={footballOverviewHref(match.match_id)}
          aria-label={LEAGUE_TEXT.overview(match.home_team.name, match.away_team.name)}
          data-testid="round-score"
        >
          {played ? `${match.home_score}-${match.away_score}` : 'VS'}
        </a>
        <Team team={match.away_team} side="away" competition={competition} />
      </div>
      {notes.length > 0 ? <span className="league-match__notes">{notes.join(' · ')}</span> : null}
    </li>
  );
});

/**
 * The matches of one round or match-day, by kick-off; each score opens the match's overview, each
 * team its page on this competition season.
 */
export function RoundMatches({
  matches,
  competition,
}: {
  matches: readonly ScheduleMatch[];
  competition: LinkedSeason;
}) {
  if (matches.length === 0) return <EmptyState description={LEAGUE_TEXT.noMatches} />;
  return (
    <ol className="league-matches">
      {matches.map((match) => (
        <MatchRow key={match.match_id} match={match} competition={competition} />
      ))}
    </ol>
  );
}
