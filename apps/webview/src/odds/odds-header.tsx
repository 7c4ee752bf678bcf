import { isFinished } from '@kanqiu/core';
import { BasketballStatus, FootballStatus, type OddsPage } from '@kanqiu/core/contract/match';
import type { SocketState } from '@kanqiu/net';
import { FlashValue } from '@kanqiu/ui';
import { ConnectionMark } from '../match/shared/connection-mark';
import { MatchActionsSlot } from '../match/shared/match-actions-slot';
import { MATCH_TEXT } from '../match/shared/match-texts';
import { TeamCrest } from '../match/shared/team-crest';

/** Whether the match is being played right now (not before, at a break or after). */
export function isInPlay(page: Pick<OddsPage, 'sport' | 'status_id'>): boolean {
  if (page.sport === 'basketball') return page.status_id === BasketballStatus.InPlay;
  return (
    page.status_id === FootballStatus.FirstHalf || page.status_id === FootballStatus.SecondHalf
  );
}

/**
 * The compact score header of the odds pages, for either sport: teams, score, the match minute or
 * game clock, and the connection mark while the match is on.
 */
export function OddsHeader({ page, socket }: { page: OddsPage; socket: SocketState }) {
  const { home_team: home, away_team: away } = page;
  // Not started is 1 in both sports (docs/contract-scenes.md §1).
  const notStarted = page.status_id === FootballStatus.NotStarted;
  const finished = isFinished(page.status_id);
  const live = isInPlay(page);
  const clock = live ? page.time_text || page.status_label : page.status_label;
  return (
    <section
      className="match-header match-header--compact odds-header"
      aria-label={`${home.name} ${notStarted ? MATCH_TEXT.vs : `${home.score}比${away.score}`} ${away.name}`}
    >
      <p className="odds-header__meta">
        <span>{page.competition}</span>
        {notStarted || finished ? null : <ConnectionMark socket={socket} />}
      </p>
      <MatchActionsSlot sport={page.sport} page={page} notStarted={notStarted} />
      <div className="match-header__row">
        <div className="match-header__team">
          <TeamCrest code={home.code} size={28} />
          <span className="match-header__name">{home.name}</span>
        </div>
        <div className="match-header__center">
          <div className="match-header__score" data-testid="match-score">
            {notStarted ? (
              <span className="match-header__vs">{MATCH_TEXT.vs}</span>
            ) : (
              <>
                <FlashValue value={home.score}>{home.score}</FlashValue>
                <span className="match-header__dash">-</span>
                <FlashValue value={away.score}>{away.score}</FlashValue>
              </>
            )}
          </div>
          <div
            className={`match-header__status${live ? ' match-header__status--live' : ''}`}
            data-testid="match-status"
          >
            {clock}
          </div>
        </div>
        <div className="match-header__team">
          <TeamCrest code={away.code} size={28} />
          <span className="match-header__name">{away.name}</span>
        </div>
      </div>
    </section>
  );
}
