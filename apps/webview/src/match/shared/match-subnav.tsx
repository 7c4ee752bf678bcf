import type { Sport } from '@kanqiu/core';
import { Tabs } from '@kanqiu/ui';
import { memo } from 'react';
import { useServices } from '../../app/services-context';
import { pagePath, redirectTo } from '../../routing/navigation';
import type { RouteReading } from '../../routing/routes';
import { MATCH_TEXT } from './match-texts';

/** The football match pages, in tab order. */
export const FOOTBALL_MATCH_PAGES = [
  { key: 'facts', route: 'footballFacts', title: MATCH_TEXT.tabs.facts },
  { key: 'live', route: 'footballLive', title: MATCH_TEXT.tabs.live },
  { key: 'lineup', route: 'footballLineup', title: MATCH_TEXT.tabs.lineup },
  { key: 'data', route: 'footballData', title: MATCH_TEXT.tabs.data },
  { key: 'exponent', route: 'footballExponent', title: MATCH_TEXT.tabs.exponent },
  { key: 'gen', route: 'footballGen', title: MATCH_TEXT.tabs.gen },
] as const;

/** The six basketball match pages, in tab order (six fit without scrolling the bar). */
export const BASKETBALL_MATCH_PAGES = [
  { key: 'facts', route: 'basketballFacts', title: MATCH_TEXT.basketballTabs.facts },
  { key: 'live', route: 'basketballLive', title: MATCH_TEXT.basketballTabs.live },
  {
    key: 'statistics',
    route: 'basketballStatistics',
    title: MATCH_TEXT.basketballTabs.statistics,
  },
  { key: 'data', route: 'basketballData', title: MATCH_TEXT.basketballTabs.data },
  { key: 'gen', route: 'basketballGen', title: MATCH_TEXT.basketballTabs.gen },
  {
    key: 'exponent',
    route: 'basketballExponent',
    title: MATCH_TEXT.basketballTabs.exponent,
  },
] as const;

/** Which of the football pages is open. */
export type FootballMatchPageKey = (typeof FOOTBALL_MATCH_PAGES)[number]['key'];
/** Which of the basketball pages is open. */
export type BasketballMatchPageKey = (typeof BASKETBALL_MATCH_PAGES)[number]['key'];
/** A match page of either sport. */
export type MatchPageKey = FootballMatchPageKey | BasketballMatchPageKey;

const PAGES_BY_SPORT: Readonly<
  Record<Sport, readonly { key: MatchPageKey; route: RouteReading<'match_id'>; title: string }[]>
> = { football: FOOTBALL_MATCH_PAGES, basketball: BASKETBALL_MATCH_PAGES };

/**
 * Tabs between a match's pages. Inside the native app the host shows its own tabs and opens each page
 * on its own, so these only show when there is no native host (a desktop or mobile browser).
 */
function MatchSubnavView({
  sport = 'football',
  current,
  matchId,
}: {
  sport?: Sport;
  current: MatchPageKey;
  matchId: string;
}) {
  const { bridge } = useServices();
  if (bridge.hasNativeHost()) return null;
  const pages = PAGES_BY_SPORT[sport];
  const active = pages.findIndex((page) => page.key === current);
  return (
    <nav className="match-subnav app-tabbar" aria-label={MATCH_TEXT.navLabel}>
      <Tabs
        label={MATCH_TEXT.navLabel}
        items={pages.map((page) => ({ key: page.key, title: page.title }))}
        active={active}
        onChange={(index) => {
          const target = pages[index];
          if (target) redirectTo(pagePath(target.route, { match_id: matchId }));
        }}
      />
    </nav>
  );
}

/** {@link MatchSubnavView}, rendered again only when its props change. */
export const MatchSubnav = memo(MatchSubnavView);
