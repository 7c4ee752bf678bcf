import { type FootballMatchPage, FootballStatus } from '@kanqiu/core/contract';
import type { SocketState } from '@kanqiu/net';
import { ConnectionMark } from './connection-mark';
import { MATCH_TEXT } from './match-texts';
import { TeamCrest } from './team-crest';

type HeaderPage = Pick<
  FootballMatchPage,
  'competition' | 'venue' | 'status_id' | 'status_label' | 'minute_text' | 'home_team' | 'away_team'
>;

/** Props of {@link MatchHeader}. */
export interface MatchHeaderProps {
  page: HeaderPage;
  /** The live socket's state, for the connection mark; omit on pages without a socket. */
  socket?: SocketState;
  compact?: boolean;
}

function isInPlay(status: number): boolean {
  return status === FootballStatus.FirstHalf || status === FootballStatus.SecondHalf;
}

/** The score header of a football match: teams, score, status and running minute, half-time score. */
export function MatchHeader({ page, socket, compact = false }: MatchHeaderProps) {
  const { home_team: home, away_team: away, status_id: status } = page;
  const started = status !== FootballStatus.NotStarted;
  const clock = isInPlay(status) ? page.minute_text : page.status_label;
  const halfScore =
    home.half_score !== null && away.half_score !== null
      ? `${home.half_score}-${away.half_score}`
      : null;
  return (
    <section
      className={`match-header${compact ? ' match-header--compact' : ''}`}
      aria-label={`${home.name} ${started ? `${home.score}比${away.score}` : MATCH_TEXT.vs} ${away.name}`}
    >
      {compact ? null : (
        <p className="match-header__meta">
          <span>{page.competition}</span>
          {page.venue ? <span>{page.venue}</span> : null}
        </p>
      )}
      <div className="match-header__row">
        <div className="match-header__team">
          <TeamCrest code={home.code} size={compact ? 28 : 48} />
          <span className="match-header__name">{home.name}</span>
        </div>
        <div className="match-header__center">
          <div className="match-header__score" data-testid="match-score">
            {started ? (
              <>
                <span>{home.score}</span>
                <span className="match-header__dash">-</span>
                <span>{away.score}</span>
              </>
            ) : (
              <span className="match-header__vs">{MATCH_TEXT.vs}</span>
            )}
          </div>
          <div
            className={`match-header__status${isInPlay(status) ? ' match-header__status--live' : ''}`}
            data-testid="match-status"
          >
            {clock}
          </div>
          {!compact && halfScore ? (
            <div className="match-header__half">{MATCH_TEXT.halfScore(halfScore)}</div>
          ) : null}
        </div>
        <div className="match-header__team">
          <TeamCrest code={away.code} size={compact ? 28 : 48} />
          <span className="match-header__name">{away.name}</span>
        </div>
      </div>
      {!compact && socket && status !== FootballStatus.Finished && started ? (
        <ConnectionMark socket={socket} />
      ) : null}
    </section>
  );
}
