import type { FootballMatchPage, FootballTeamState } from '@kanqiu/core/contract/football';
import { FootballStatus, isFootballInPlay } from '@kanqiu/core/contract/match';
import type { SocketState } from '@kanqiu/net';
import { memo, useRef } from 'react';
import { ConnectionMark } from '../shared/connection-mark';
import { GoalScore } from '../shared/goal-score';
import { KickoffCountdown } from '../shared/kickoff-countdown';
import { MatchActionsSlot } from '../shared/match-actions-slot';
import { MATCH_TEXT } from '../shared/match-texts';
import { samePageFields } from '../shared/same-page-fields';
import { ScoreBar } from '../shared/score-bar';
import { TeamCrest } from '../shared/team-crest';
import { useScrolledPast } from '../shared/use-scrolled-past';
import { footballTeamHref } from './football-links';

type HeaderPage = Pick<
  FootballMatchPage,
  | 'match_id'
  | 'competition'
  | 'venue'
  | 'status_id'
  | 'status_label'
  | 'minute_text'
  | 'home_team'
  | 'away_team'
  | 'kickoff'
>;

/** Props of {@link MatchHeader}. */
export interface MatchHeaderProps {
  page: HeaderPage;
  /** The live socket's state, for the connection mark; omit on pages without a socket. */
  socket?: SocketState;
  compact?: boolean;
}

/** The shoot-out score (`3-2`, home first) once a shoot-out has started, else `null`. */
export function shootoutScore(
  home: Pick<FootballTeamState, 'penalty_score'>,
  away: Pick<FootballTeamState, 'penalty_score'>,
): string | null {
  const h = home.penalty_score;
  const a = away.penalty_score;
  return h === null || h === undefined || a === null || a === undefined ? null : `${h}-${a}`;
}

// A team keeps its object while its score does not change, so the clock's pushes skip it.
const Team = memo(function Team({
  team,
  matchId,
  compact,
}: {
  team: FootballTeamState;
  matchId: string;
  compact: boolean;
}) {
  return (
    <a
      className="match-header__team match-header__link"
      href={footballTeamHref('detail', team.id, matchId)}
    >
      <TeamCrest code={team.code} size={compact ? 28 : 48} />
      <span className="match-header__name">{team.name}</span>
    </a>
  );
});

function MatchHeaderView({ page, socket, compact = false }: MatchHeaderProps) {
  const { home_team: home, away_team: away, status_id: status } = page;
  const started = status !== FootballStatus.NotStarted;
  const inPlay = isFootballInPlay(status);
  const clock = inPlay ? page.minute_text : page.status_label;
  const shootout = shootoutScore(home, away);
  const halfScore =
    home.half_score !== null && away.half_score !== null
      ? `${home.half_score}-${away.half_score}`
      : null;
  const section = useRef<HTMLElement>(null);
  const scrolledPast = useScrolledPast(section);
  return (
    <section
      ref={section}
      className={`match-header${compact ? ' match-header--compact' : ''}`}
      aria-label={`${home.name} ${started ? `${home.score}比${away.score}` : MATCH_TEXT.vs}${shootout ? ` ${MATCH_TEXT.shootout(shootout)}` : ''} ${away.name}`}
    >
      {compact ? null : (
        <p className="match-header__meta">
          <span className="match-header__meta-item">{page.competition}</span>
          {page.venue ? <span className="match-header__meta-item">{page.venue}</span> : null}
        </p>
      )}
      <div className="match-header__row">
        <Team team={home} matchId={page.match_id} compact={compact} />
        <div className="match-header__center">
          <div className="match-header__score" data-testid="match-score">
            {started ? (
              <>
                <GoalScore value={home.score} />
                <span className="match-header__dash">-</span>
                <GoalScore value={away.score} />
              </>
            ) : (
              <span className="match-header__vs">{MATCH_TEXT.vs}</span>
            )}
          </div>
          {shootout ? (
            <div className="match-header__shootout" data-testid="match-shootout">
              {MATCH_TEXT.shootout(shootout)}
            </div>
          ) : null}
          {/* Before the start the countdown says it has not started, in the pill's place. */}
          {started || !page.kickoff ? (
            <div
              className={`match-header__status${inPlay ? ' match-header__status--live' : ''}`}
              data-testid="match-status"
            >
              {clock}
            </div>
          ) : null}
          {!started && page.kickoff ? <KickoffCountdown kickoff={page.kickoff} /> : null}
          {!compact && halfScore ? (
            <div className="match-header__half">{MATCH_TEXT.halfScore(halfScore)}</div>
          ) : null}
        </div>
        <Team team={away} matchId={page.match_id} compact={compact} />
      </div>
      <MatchActionsSlot sport="football" page={page} notStarted={!started} />
      {!compact && socket && status !== FootballStatus.Finished && started ? (
        <ConnectionMark socket={socket} />
      ) : null}
      {scrolledPast ? (
        <ScoreBar
          home={home.name}
          away={away.name}
          score={started ? [home.score, away.score] : null}
          clock={clock}
          live={inPlay}
          vs={MATCH_TEXT.vs}
        />
      ) : null}
    </section>
  );
}

/**
 * The score header of a football match: teams (each a link to its team page), score, status and
 * running minute (extra time included), the shoot-out score once one has started, half-time score.
 */
export const MatchHeader = memo(
  MatchHeaderView,
  samePageFields<HeaderPage, MatchHeaderProps>([
    'match_id',
    'competition',
    'venue',
    'status_id',
    'status_label',
    'minute_text',
    'home_team',
    'away_team',
    'kickoff',
  ]),
);
