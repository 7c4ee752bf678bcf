import type { Sport } from '@kanqiu/core';
import type { ScenePageBase, ScenePush } from '@kanqiu/core/contract/base';
import { PullRefresh } from '@kanqiu/ui';
import { type ReactNode, useCallback, useMemo } from 'react';
import { MatchPageFrame } from './match-page-frame';
import type { MatchPageKey } from './match-subnav';
import { MATCH_TEXT } from './match-texts';
import { PageContent } from './page-content';
import { Skeleton } from './skeleton';
import { useAfterPaint } from './use-after-paint';
import { type LiveMatch, type LivePageSource, useLiveField, useLivePage } from './use-live-match';

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

/** The score header, the one part of the frame that reads the page: it alone renders on a push. */
function LiveHeader<TPage extends ScenePageBase>({
  source,
  header,
  state,
}: {
  source: LivePageSource<TPage>;
  header: LiveMatchFrameProps<TPage>['header'];
  state: LiveMatch<TPage>['state'];
}) {
  const page = useLivePage(source);
  return page ? header(page, state) : null;
}

/** The page's own content, rendered on a push without the frame around it. */
function LiveBody<TPage extends ScenePageBase>({
  source,
  children,
}: {
  source: LivePageSource<TPage>;
  children: (page: ScenePush<TPage>) => ReactNode;
}) {
  const page = useLivePage(source);
  return page ? children(page) : null;
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
 * page data. On a push only the header and the content render (each reads the page itself); the top
 * bar, advert, tabs and pull-to-refresh do not.
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
  const { hasPage, source, state, failed, refresh } = match;
  const followName = useLiveField(source, matchNameOf);
  const reload = useCallback(() => void refresh(), [refresh]);
  const skeleton = useMemo(
    () => <Skeleton rows={skeletonRows} label={MATCH_TEXT.loading} />,
    [skeletonRows],
  );
  // The score first, the rest after its frame has painted: the page's first render of its content
  // was one long task on a slow phone (docs/performance.md, "Where the blocking time went").
  const bodyShown = useAfterPaint(hasPage);
  const slot = failed ? null : (
    <div className={`live-header-slot live-header-slot--${headerSlot}`} aria-hidden="true" />
  );
  return (
    <MatchPageFrame
      title={title}
      sport={sport}
      current={current}
      matchId={matchId}
      header={hasPage ? <LiveHeader source={source} header={header} state={state} /> : slot}
      scoreShown={hasPage}
      followName={followName}
    >
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={hasPage && bodyShown}
          loading={!hasPage || !bodyShown}
          failed={failed}
          onReload={reload}
          skeleton={skeleton}
        >
          {hasPage && bodyShown ? <LiveBody source={source}>{children}</LiveBody> : null}
        </PageContent>
      </PullRefresh>
    </MatchPageFrame>
  );
}
