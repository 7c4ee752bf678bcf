import type { Sport } from '@kanqiu/core';
import { lazy, memo, Suspense, useState } from 'react';
import { RemindButton } from '../share/remind-button';
import './match-actions.css';

const ShareSheet = lazy(() =>
  import('../share/share-sheet').then((m) => ({ default: m.ShareSheet })),
);

/** The words of the share button; the rest of sharing keeps its words in `share/share-texts.ts`. */
const SHARE_LABEL = '分享比分卡片';

/** Props of {@link MatchActions}. */
export interface MatchActionsProps {
  sport: Sport;
  page: {
    match_id: string;
    kickoff?: string | undefined;
    home_team: { name: string };
    away_team: { name: string };
  };
  /** Whether the match has not kicked off: only then is 提醒我 offered. */
  notStarted: boolean;
}

/** Equal when the buttons would show and do the same: a clock or score push changes none of it. */
function sameActions(a: MatchActionsProps, b: MatchActionsProps): boolean {
  return (
    a.sport === b.sport &&
    a.notStarted === b.notStarted &&
    a.page.match_id === b.page.match_id &&
    a.page.kickoff === b.page.kickoff &&
    a.page.home_team.name === b.page.home_team.name &&
    a.page.away_team.name === b.page.away_team.name
  );
}

/**
 * The match header's corner buttons: share the score card (top right) and, before kick-off, 提醒我
 * (top left). The header loads them after the page (`match-actions-slot.tsx`); the sheet loads on
 * the first tap. The header renders on every push; these only when what they read changes.
 */
export const MatchActions = memo(function MatchActions({
  sport,
  page,
  notStarted,
}: MatchActionsProps) {
  const [sharing, setSharing] = useState(false);
  return (
    <>
      {notStarted ? (
        <div className="match-actions__remind">
          <RemindButton
            sport={sport}
            matchId={page.match_id}
            kickoff={page.kickoff}
            home={page.home_team.name}
            away={page.away_team.name}
            className="match-actions__button"
          />
        </div>
      ) : null}
      <button
        type="button"
        className="match-actions__share"
        aria-label={SHARE_LABEL}
        onClick={() => setSharing(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" />
        </svg>
      </button>
      {sharing ? (
        <Suspense fallback={null}>
          <ShareSheet sport={sport} matchId={page.match_id} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}, sameActions);
