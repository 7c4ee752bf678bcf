import { Tabs } from '@kanqiu/ui';
import { useServices } from '../app/services-context';
import { redirectTo } from '../routing/navigation';
import { MATCH_TEXT } from './match-texts';

/** The four football match pages, in tab order. */
export const FOOTBALL_MATCH_PAGES = [
  { key: 'facts', path: '/pages/soccer/facts/facts', title: MATCH_TEXT.tabs.facts },
  { key: 'live', path: '/pages/soccer/live/live', title: MATCH_TEXT.tabs.live },
  { key: 'lineup', path: '/pages/soccer/lineup/lineup', title: MATCH_TEXT.tabs.lineup },
  { key: 'data', path: '/pages/soccer/data/data', title: MATCH_TEXT.tabs.data },
] as const;

/** Which of the four pages is open. */
export type FootballMatchPageKey = (typeof FOOTBALL_MATCH_PAGES)[number]['key'];

/**
 * Tabs between a match's pages. Inside the native app the host shows its own tabs and opens each page
 * on its own, so these only show when there is no native host (a desktop or mobile browser).
 */
export function MatchSubnav({
  current,
  matchId,
}: {
  current: FootballMatchPageKey;
  matchId: string;
}) {
  const { bridge } = useServices();
  if (bridge.hasNativeHost()) return null;
  const active = FOOTBALL_MATCH_PAGES.findIndex((page) => page.key === current);
  return (
    <nav className="match-subnav app-tabbar" aria-label={MATCH_TEXT.navLabel}>
      <Tabs
        label={MATCH_TEXT.navLabel}
        items={FOOTBALL_MATCH_PAGES.map((page) => ({ key: page.key, title: page.title }))}
        active={active}
        onChange={(index) => {
          const target = FOOTBALL_MATCH_PAGES[index];
          if (target) redirectTo(target.path, { match_id: matchId });
        }}
      />
    </nav>
  );
}
