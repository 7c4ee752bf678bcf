import type { MatchListEntry } from '@kanqiu/core/contract';
import { memo } from 'react';
import { TeamCrest } from '../../match/team-crest';
import { hashHref } from '../../routing/hash-location';
import { HOME_TEXT } from './home-texts';

/** Where a match opens: the football live page, or the basketball one. */
export function matchHref(match: Pick<MatchListEntry, 'sport' | 'match_id'>): string {
  const path =
    match.sport === 'football' ? '/pages/soccer/live/live' : '/pages/basketball/live/live';
  return hashHref(`${path}?match_id=${encodeURIComponent(match.match_id)}`);
}

function statusText(match: MatchListEntry, now: number): string {
  if (match.state === 'live') return match.clock_text || match.status_label;
  if (match.state === 'upcoming') {
    return HOME_TEXT.kickoffIn(Math.max(0, Math.ceil((Date.parse(match.kickoff) - now) / 60_000)));
  }
  return match.status_label;
}

/** One match of the entry page's list: teams, score or kick-off, and its status. */
export const MatchRow = memo(function MatchRow({
  match,
  now,
}: {
  match: MatchListEntry;
  now: number;
}) {
  const started = match.state !== 'upcoming';
  const homeWins = match.state === 'finished' && match.home_score > match.away_score;
  const awayWins = match.state === 'finished' && match.away_score > match.home_score;
  return (
    <li>
      <a
        className={`home-match home-match--${match.state}`}
        href={matchHref(match)}
        data-match-id={match.match_id}
      >
        <div className="home-match__meta">
          <span>{match.competition}</span>
          <span className={`home-match__status home-match__status--${match.state}`}>
            {statusText(match, now)}
          </span>
        </div>
        <div className="home-match__row">
          <span className={`home-match__team${homeWins ? ' home-match__team--won' : ''}`}>
            <TeamCrest code={match.home_team.code} size={28} />
            <span className="home-match__name">{match.home_team.name}</span>
          </span>
          <span className="home-match__score">
            {started ? (
              <>
                {match.home_score}
                <span className="home-match__dash">-</span>
                {match.away_score}
              </>
            ) : (
              <span className="home-match__vs">VS</span>
            )}
          </span>
          <span
            className={`home-match__team home-match__team--away${awayWins ? ' home-match__team--won' : ''}`}
          >
            <span className="home-match__name">{match.away_team.name}</span>
            <TeamCrest code={match.away_team.code} size={28} />
          </span>
        </div>
      </a>
    </li>
  );
});
