import type { Sport } from '@kanqiu/core';
import type { ScenePageBase } from '@kanqiu/core/contract/base';
import { PullRefresh } from '@kanqiu/ui';
import { type ReactNode, useCallback, useMemo } from 'react';
import { MatchPageFrame } from './match-page-frame';
import type { MatchPageKey } from './match-subnav';
import { MATCH_TEXT } from './match-texts';
import { PageContent } from './page-content';
import { Skeleton } from './skeleton';
import { useAfterPaint } from './use-after-paint';
import type { LiveMatch } from './use-live-match';

/** The score headers of the live pages, by height: full football, full basketball, compact odds. */
export type LiveHeaderSlot = 'football' | 'basketball' | 'odds';

/** `主队 vs 客队` of a page that names its teams, for the follow star; `null` otherwise. */
export function matchNameOf(page: ScenePageBase | null): string | null {
  if (!page || !('home_team' in page) || !('away_team' in page)) return null;
  const { home_team: home, away_team: away } = page;
  const nameOf = (team: unknown) =>
    typeof team === 'object' && team !== null && 'name' in team && typeof team.name === 'string'
      ? team.name
      : null;
  const [homeName, awayName] = [nameOf(home), nameOf(away)];
  return homeName && awayName ? `${homeName} vs ${awayName}` : null;
}

/** Props of {@link LiveMatchFrame}. */
export interface LiveMatchFrameProps<TPage extends ScenePageBase> {
  title: string;
  /** Whose tabs the frame shows. @default 'football' */
  sport?: Sport;
  current: MatchPageKey;
  matchId: string | null;
  match: LiveMatch<TPage>;
  /** The score header of a page, with the socket's state for its connection mark. */
  header: (page: TPage, socket: LiveMatch<TPage>['state']) => ReactNode;
  /** Bars of the loading skeleton. */
  skeletonRows: number;
  /**
   * Which header's height is held while the page loads, so the page does not move down when the
   * header arrives. @default 'football'
   */
  headerSlot?: LiveHeaderSlot;
  children: (page: TPage) => ReactNode;
}

/**
 * The frame of a live page (live, facts): the match frame with the score header and its connection
 * mark, pull-to-refresh that reopens the socket, and the loading, failure and content states of the
 * page data.
 */
export function LiveMatchFrame<TPage extends ScenePageBase>({
  title,
  sport,
  current,
  matchId,
  match,
  header,
  skeletonRows,
  headerSlot = 'football',
  children,
}: LiveMatchFrameProps<TPage>) {
  const { page, state, failed, refresh } = match;
  const reload = useCallback(() => void refresh(), [refresh]);
  const skeleton = useMemo(
    () => <Skeleton rows={skeletonRows} label={MATCH_TEXT.loading} />,
    [skeletonRows],
  );
  // The score first, the rest after its frame has painted: the page's first render of its content
  // was one long task on a slow phone (docs/performance.md, "Where the blocking time went").
  const bodyShown = useAfterPaint(page !== null);
  const slot = failed ? null : (
    <div className={`live-header-slot live-header-slot--${headerSlot}`} aria-hidden="true" />
  );
  return (
    <MatchPageFrame
      title={title}
      sport={sport}
      current={current}
      matchId={matchId}
      header={page ? header(page, state) : slot}
      scoreShown={page !== null}
      followName={matchNameOf(page)}
    >
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={page !== null && bodyShown}
          loading={page === null || !bodyShown}
          failed={failed}
          onReload={reload}
          skeleton={skeleton}
        >
          {page && bodyShown ? children(page) : null}
        </PageContent>
      </PullRefresh>
    </MatchPageFrame>
  );
}
