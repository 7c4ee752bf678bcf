import type { MatchListEntry } from '@kanqiu/core/contract';
import { useEffect, useMemo, useRef } from 'react';
import { beijingDate } from '../match/shared/match-date';
import { TeamCrest } from '../match/shared/team-crest';
import { MatchRow, statusText } from '../pages/home/match-row';
import { useRowFollows } from '../pages/home/use-row-follows';
import { AlertSettingsRow } from './alert-settings';
import { FollowInvite } from './follow-invite';
import { FollowSectionFrame } from './follow-section-frame';
import { FollowStar } from './follow-star';
import { FOLLOW_TEXT } from './follow-texts';
import { followedMatches, type OfferedTeam, teamsToFollow } from './followed-matches';
import { useFollows } from './use-follows';
import './follow.css';

/** Teams offered to a fan who follows nothing yet. */
const INVITE_TEAMS = 6;

/** Props of {@link FollowSection}. */
export interface FollowSectionProps {
  matches: readonly MatchListEntry[];
  now: number;
}

/**
 * 我的关注, first on the home page (docs/follows.md): today's followed matches (followed
 * themselves, or played by a followed team or in a followed competition), live first; a fan who
 * follows nothing is invited to follow a team of today's matches.
 */
export function FollowSection({ matches, now }: FollowSectionProps) {
  const follows = useFollows();
  const rowFollows = useRowFollows();
  const today = beijingDate(new Date(now).toISOString());
  const todays = useMemo(
    () =>
      followedMatches(matches, follows.keys).filter(
        (match) => match.state === 'live' || beijingDate(match.kickoff) === today,
      ),
    [matches, follows.keys, today],
  );
  // The teams offered keep their places from one refresh of the list to the next: each list is
  // read against the teams shown last.
  const shown = useRef<readonly OfferedTeam[]>([]);
  const teams = useMemo(
    () =>
      follows.follows.length === 0
        ? teamsToFollow(matches, follows.follows, INVITE_TEAMS, shown.current)
        : [],
    [matches, follows.follows],
  );
  useEffect(() => {
    shown.current = teams;
  }, [teams]);

  return (
    <FollowSectionFrame
      count={
        follows.follows.length > 0 ? (
          <span className="home-section__count">
            {FOLLOW_TEXT.followed(follows.follows.length)}
          </span>
        ) : null
      }
    >
      {follows.follows.length === 0 ? (
        <FollowInvite testId="follow-invite">
          <ul className="follow-chips">
            {teams.map((team) => (
              <li className="follow-chip" key={team.id}>
                <TeamCrest code={team.code} size={20} />
                <span className="follow-chip__name">{team.name}</span>
                <FollowStar target={{ kind: 'team', id: team.id, name: team.name }} size={18} />
              </li>
            ))}
          </ul>
        </FollowInvite>
      ) : todays.length > 0 ? (
        <ul className="home-list" data-testid="follow-today" aria-label={FOLLOW_TEXT.today}>
          {todays.map((match) => (
            <MatchRow
              key={match.match_id}
              match={match}
              status={statusText(match, now)}
              follows={rowFollows}
            />
          ))}
        </ul>
      ) : (
        <div className="follow-invite" data-testid="follow-none-today">
          <p className="follow-invite__text">{FOLLOW_TEXT.noMatchToday}</p>
          <ul className="follow-chips">
            {follows.follows.slice(0, INVITE_TEAMS).map((follow) => (
              <li className="follow-chip" key={`${follow.kind}:${follow.id}`}>
                <span className="follow-chip__name">{follow.name}</span>
                <FollowStar target={follow} size={18} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {follows.follows.length > 0 ? <AlertSettingsRow alerts={follows.alerts} /> : null}
      {follows.where === 'device' && follows.follows.length > 0 ? (
        <p className="follow-note">{FOLLOW_TEXT.onDevice}</p>
      ) : null}
    </FollowSectionFrame>
  );
}
