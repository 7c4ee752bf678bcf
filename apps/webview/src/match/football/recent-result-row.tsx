import type { RecentMatch } from '@kanqiu/core/contract/match';
import { ResultChip } from '@kanqiu/ui';
import { beijingDate } from '../shared/match-date';
import { MATCH_TEXT } from '../shared/match-texts';
import { footballMatchHref } from './football-links';
import './recent-results.css';

/** How a tie went on after 90 minutes, in a few words (`点球 3-2`, `90分钟 1-1`), else `''`. */
export function decidedText(match: Pick<RecentMatch, 'penalty_score' | 'regular_score'>): string {
  if (match.penalty_score) return MATCH_TEXT.shootout(match.penalty_score);
  if (match.regular_score) return MATCH_TEXT.regularScore(match.regular_score);
  return '';
}

/**
 * One earlier football match from a team's point of view: date, home or away, opponent, score (with
 * how a tie was decided) and the result chip; the row opens the match's overview.
 */
export function RecentResultRow({ match, teamId }: { match: RecentMatch; teamId: string }) {
  const home = match.home_team.id === teamId;
  const opponent = home ? match.away_team : match.home_team;
  const decided = decidedText(match);
  return (
    <li className="recent-row" data-match-id={match.match_id}>
      <a className="recent-row__link" href={footballMatchHref({ match_id: match.match_id })}>
        <span className="recent-row__date">{beijingDate(match.kickoff).slice(2)}</span>
        <span className="recent-row__venue" data-venue={home ? 'home' : 'away'}>
          {home ? MATCH_TEXT.homeMark : MATCH_TEXT.awayMark}
        </span>
        <span className="recent-row__opponent">{opponent.name}</span>
        <span className="recent-row__score">
          {match.home_score}-{match.away_score}
          {decided ? <small> {decided}</small> : null}
        </span>
        <ResultChip result={match.result} />
      </a>
    </li>
  );
}
