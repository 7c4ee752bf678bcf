import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import { BasketballStatus } from '@kanqiu/core/contract/match';
import type { SocketState } from '@kanqiu/net';
import { memo, useRef } from 'react';
import { ConnectionMark } from '../shared/connection-mark';
import { KickoffCountdown } from '../shared/kickoff-countdown';
import { MatchActionsSlot } from '../shared/match-actions-slot';
import { MATCH_TEXT } from '../shared/match-texts';
import { samePageFields } from '../shared/same-page-fields';
import { ScoreBar } from '../shared/score-bar';
import { TeamCrest } from '../shared/team-crest';
import { useScrolledPast } from '../shared/use-scrolled-past';
import { teamHref } from './basketball-links';
import { BASKETBALL_TEXT } from './basketball-texts';
import './basketball.css';

type HeaderPage = Pick<
  BasketballMatchPage,
  | 'match_id'
  | 'competition'
  | 'venue'
  | 'status_id'
  | 'status_label'
  | 'clock'
  | 'home_team'
  | 'away_team'
  | 'kickoff'
>;

/** Props of {@link BasketballHeader}. */
export interface BasketballHeaderProps {
  page: HeaderPage;
  /** The live socket's state, for the connection mark; omit on pages without a socket. */
  socket?: SocketState;
  compact?: boolean;
}

/** The status under the score: the period and game clock while the ball is live, else the label. */
export function basketballStatusText(
  page: Pick<HeaderPage, 'status_id' | 'status_label' | 'clock'>,
) {
  if (page.status_id === BasketballStatus.InPlay && page.clock) {
    return `${page.status_label} ${page.clock}`;
  }
  return page.status_label;
}

interface TeamProps {
  team: HeaderPage['home_team'];
  side: 'home' | 'away';
  matchId: string;
  compact: boolean;
}

function TeamView({ team, side, matchId, compact }: TeamProps) {
  return (
    <a
      className="match-header__team bb-header__team"
      href={teamHref('detail', team.id, matchId)}
      data-side={side}
    >
      <TeamCrest code={team.code} size={compact ? 28 : 48} />
      <span className="match-header__name">{team.name}</span>
      {compact ? null : (
        <span className="bb-header__side">
          {side === 'home' ? BASKETBALL_TEXT.homeMark : BASKETBALL_TEXT.awayMark}
        </span>
      )}
    </a>
  );
}

// A team's object changes with its score and totals on most pushes; what the link shows does not.
const Team = memo(
  TeamView,
  (a, b) =>
    a.team.id === b.team.id &&
    a.team.code === b.team.code &&
    a.team.name === b.team.name &&
    a.side === b.side &&
    a.matchId === b.matchId &&
    a.compact === b.compact,
);

/**
 * The score header of a basketball game: both teams (each a link to its team page, home on the
 * left as on every page of the app), the score, and the period with the game clock.
 */
function BasketballHeaderView({ page, socket, compact = false }: BasketballHeaderProps) {
  const { home_team: home, away_team: away, status_id: status } = page;
  const started = status !== BasketballStatus.NotStarted;
  const inPlay = status === BasketballStatus.InPlay;
  const section = useRef<HTMLElement>(null);
  const scrolledPast = useScrolledPast(section);
  return (
    <section
      ref={section}
      className={`match-header bb-header${compact ? ' match-header--compact' : ''}`}
      aria-label={`${home.name} ${started ? `${home.score}比${away.score}` : MATCH_TEXT.vs} ${away.name}`}
    >
      {compact ? null : (
        <p className="match-header__meta">
          <span className="match-header__meta-item">{page.competition}</span>
          {page.venue ? <span className="match-header__meta-item">{page.venue}</span> : null}
        </p>
      )}
      <div className="match-header__row">
        <Team team={home} side="home" matchId={page.match_id} compact={compact} />
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
          {/* Before the start the countdown says it has not started, in the pill's place. */}
          {started || !page.kickoff ? (
            <div
              className={`match-header__status${inPlay ? ' match-header__status--live' : ''}`}
              data-testid="match-status"
            >
              {basketballStatusText(page)}
            </div>
          ) : null}
          {!started && page.kickoff ? <KickoffCountdown kickoff={page.kickoff} /> : null}
        </div>
        <Team team={away} side="away" matchId={page.match_id} compact={compact} />
      </div>
      <MatchActionsSlot sport="basketball" page={page} notStarted={!started} />
      {!compact && socket && started && status !== BasketballStatus.Finished ? (
        <ConnectionMark socket={socket} />
      ) : null}
      {scrolledPast ? (
        <ScoreBar
          home={home.name}
          away={away.name}
          score={started ? [home.score, away.score] : null}
          clock={basketballStatusText(page)}
          live={inPlay}
          vs={MATCH_TEXT.vs}
        />
      ) : null}
    </section>
  );
}

/** {@link BasketballHeaderView}, drawn again only when what it shows changed. */
export const BasketballHeader = memo(
  BasketballHeaderView,
  samePageFields<HeaderPage, BasketballHeaderProps>([
    'match_id',
    'competition',
    'venue',
    'status_id',
    'status_label',
    'clock',
    'home_team',
    'away_team',
    'kickoff',
  ]),
);
