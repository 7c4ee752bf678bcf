import { UserCallCode } from '@kanqiu/core';
import {
  type CheerBoard,
  type CheerSide,
  cheerBoardCall,
  cheerCall,
} from '@kanqiu/core/contract/user';
import { PullRefresh } from '@kanqiu/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { pageHref } from '../../../routing/navigation';
import { useMatchId, useTeamId } from '../../../routing/query';
import { PageFrame } from '../../../shell/page-frame';
import { SignInNotice } from '../../../user/sign-in-notice';
import { needsSignIn, refusalOf } from '../../../user/user-refusal';
import { useTokenStatus } from '../../../user/user-token';
import { ActivityNav } from '../activity-nav';
import { ACTIVITY_TEXT } from '../activity-texts';
import { CheerBoardView } from './cheer-board';
import '../../../match/shared/match.css';
import '../../../user/user.css';
import '../activity.css';

/**
 * How often the board asks again while visible: the counts change as other fans cheer and there is
 * no push for them (docs/contract.md, activity); one small request per 10 s, as the match list.
 */
export const CHEER_BOARD_REFRESH_MS = 10_000;

/** What the page says beside the buttons after a cheer: the server's refusal, shown in place. */
interface CheerNotice {
  kind: 'limit' | 'error' | 'success';
  text: string;
}

/**
 * `/pages/activity/home/home?match_id=&team_id=`: a match's cheer board. A cheer answers the board
 * after it; the daily limit (4030, `CHEER_LIMIT_MESSAGE`) is shown here, inline, and never toasted
 * (net leaves it out of its toasts). The server decides the limit, so a board left open past Beijing
 * midnight cheers again without a reload.
 */
export function CheerPage() {
  const matchId = useMatchId();
  const teamId = useTeamId();
  const token = useTokenStatus();
  const { api, refresh } = useServices();
  const board = useCall(
    cheerBoardCall,
    matchId && token === 'valid'
      ? { match_id: matchId, ...(teamId ? { team_id: teamId } : {}) }
      : null,
    // The fan's own cheers: user data is never kept on the phone (docs/offline.md §3).
    { lastSeen: false },
  );
  const { reload } = board;
  const [answer, setAnswer] = useState<CheerBoard | null>(null);
  const [pending, setPending] = useState<CheerSide | null>(null);
  const [notice, setNotice] = useState<CheerNotice | null>(null);

  // A fresher board from the server replaces the one the last cheer answered.
  const [answerOf, setAnswerOf] = useState(board.data);
  if (answerOf !== board.data) {
    setAnswerOf(board.data);
    setAnswer(null);
  }

  const healthy = board.error === null && board.data !== null;
  useEffect(() => {
    if (!healthy) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, CHEER_BOARD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [healthy, reload]);

  const shown = answer ?? board.data;
  const cheer = async (side: CheerSide) => {
    if (!matchId || !shown) return;
    setPending(side);
    setNotice(null);
    try {
      const next = await api.call(cheerCall, { match_id: matchId, side });
      setAnswer(next);
      setNotice({ kind: 'success', text: ACTIVITY_TEXT.cheered(next[side].team.name) });
    } catch (error) {
      const refusal = refusalOf(error);
      if (
        refusal &&
        (refusal.code === UserCallCode.CheerLimit || refusal.code === UserCallCode.CheerClosed)
      ) {
        setNotice({ kind: 'limit', text: refusal.msg });
        void reload();
      } else {
        setNotice({ kind: 'error', text: refusal?.msg ?? ACTIVITY_TEXT.network });
      }
    } finally {
      setPending(null);
    }
  };

  let content: ReactNode;
  if (!matchId) {
    content = (
      <section className="user-card activity-missing">
        <h2 className="user-card__title">{ACTIVITY_TEXT.noMatch}</h2>
        <p className="user-muted">{ACTIVITY_TEXT.noMatchBody}</p>
        <a
          className="app-button app-button--primary activity-missing__link"
          href={pageHref('activitySchedule')}
        >
          {ACTIVITY_TEXT.toSchedule}
        </a>
      </section>
    );
  } else if (token !== 'valid' || needsSignIn(board.error)) {
    content = <SignInNotice status={token} message={refusalOf(board.error)?.msg} />;
  } else {
    const refused = refusalOf(board.error);
    content = (
      <PageContent
        hasData={shown !== null}
        loading={board.loading}
        failed={board.error !== null && refused === null}
        empty={shown === null && refused !== null}
        emptyText={refused?.msg}
        onReload={() => void refresh()}
        skeleton={<Skeleton rows={7} label={ACTIVITY_TEXT.loadingBoard} />}
      >
        {shown ? (
          <>
            <CheerBoardView board={shown} pending={pending} onCheer={(side) => void cheer(side)} />
            {!shown.cheer_open ? (
              <p className="user-alert user-alert--info">{ACTIVITY_TEXT.closed}</p>
            ) : null}
            <div aria-live="polite" className="cheer-notice">
              {notice ? (
                <p
                  className={`user-alert${notice.kind === 'success' ? ' user-alert--success' : ''}`}
                  role={notice.kind === 'success' ? 'status' : 'alert'}
                  data-testid="cheer-notice"
                  data-kind={notice.kind}
                >
                  {notice.text}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
      </PageContent>
    );
  }

  return (
    <PageFrame title={ACTIVITY_TEXT.title}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body">
          {content}
          <ActivityNav current="cheer" matchId={matchId} />
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
