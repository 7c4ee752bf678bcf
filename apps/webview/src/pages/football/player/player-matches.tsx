import type { FootballPlayerMatch } from '@kanqiu/core/contract/football';
import { RatingBadge } from '@kanqiu/ui';
import { pageHref } from '../../../routing/navigation';
import { PLAYER_TEXT as T } from './player-texts';

/** The player's matches so far: round, opponent and score, minutes, goals, assists, xG, rating. */
export function PlayerMatches({ matches }: { matches: readonly FootballPlayerMatch[] }) {
  if (matches.length === 0) return <p className="player-empty">{T.noMatches}</p>;
  return (
    <table className="player-matches">
      <thead>
        <tr>
          <th scope="col">{T.columns.match}</th>
          <th scope="col">{T.columns.minutes}</th>
          <th scope="col">{T.columns.goals}</th>
          <th scope="col">{T.columns.assists}</th>
          <th scope="col">{T.columns.xg}</th>
          <th scope="col">{T.columns.rating}</th>
        </tr>
      </thead>
      <tbody>
        {matches.map((match) => (
          <tr key={match.match_id} data-match-id={match.match_id}>
            <th scope="row">
              <a href={pageHref('footballFacts', { match_id: match.match_id })}>
                <span className="player-matches__stage">{match.stage}</span>
                <span>{T.versus(match.opponent.name)}</span>
                <span className="player-matches__score">
                  {match.score_text}
                  {match.state === 'live' ? ` ${T.live}` : ''}
                </span>
              </a>
            </th>
            <td>{T.minutes(match.minutes)}</td>
            <td>{match.goals}</td>
            <td>{match.assists}</td>
            <td>{match.xg.toFixed(2)}</td>
            <td>
              <RatingBadge rating={match.rating} playerOfMatch={match.player_of_match} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
