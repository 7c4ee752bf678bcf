import type { Sport } from '@kanqiu/core';
import type { OddsPage } from '@kanqiu/core/contract/match';
import { EmptyState, Tabs } from '@kanqiu/ui';
import { LiveMatchFrame } from '../match/shared/live-match-frame';
import { MatchCard } from '../match/shared/match-card';
import { pagePath, redirectTo } from '../routing/navigation';
import { useMatchId, useQuery } from '../routing/query';
import { MarketTabs } from './market-tabs';
import { OddsChart } from './odds-chart';
import { OddsHeader } from './odds-header';
import { OddsHistory } from './odds-history';
import { OddsNotice } from './odds-notice';
import { ODDS_ROUTES } from './odds-routes';
import { ODDS_TEXT } from './odds-texts';
import { useMatchMoments } from './use-match-moments';
import { useOddsMatch } from './use-odds-match';
import './odds.css';

/** The market and bookmaker the URL asks for, falling back to the first of each. */
function selection(page: OddsPage, market: string | null, company: string | null) {
  const marketIndex = Math.max(
    0,
    page.markets.findIndex((entry) => entry.key === market),
  );
  const shown = page.markets[marketIndex];
  const rows = shown?.rows ?? [];
  const found = rows.findIndex((row) => String(row.company_id) === company);
  const companyIndex = Math.max(0, found);
  const row = rows[companyIndex];
  const entries = shown?.history.find((item) => item.company_id === row?.company_id)?.entries ?? [];
  return { marketIndex, market: shown, companyIndex, row, entries };
}

function DetailBody({ sport, matchId, page }: { sport: Sport; matchId: string; page: OddsPage }) {
  const query = useQuery();
  const routes = ODDS_ROUTES[sport];
  const { marketIndex, market, companyIndex, row, entries } = selection(
    page,
    query.get('market'),
    query.get('company_id'),
  );
  const moments = useMatchMoments(sport, matchId, page, entries.length);
  if (!market || !row) return <EmptyState description={ODDS_TEXT.empty} />;
  const go = (marketKey: string, companyId: number) =>
    redirectTo(
      pagePath(routes.detail, { match_id: matchId, company_id: companyId, market: marketKey }),
    );
  return (
    <div className="odds-stack">
      <MarketTabs
        markets={page.markets}
        active={marketIndex}
        onChange={(index) => go(page.markets[index]?.key ?? market.key, row.company_id)}
      />
      <div className="odds-tabs odds-tabs--companies">
        <Tabs
          label={ODDS_TEXT.companiesLabel}
          items={market.rows.map((item) => ({ key: item.company_id, title: item.company }))}
          active={companyIndex}
          onChange={(index) => go(market.key, market.rows[index]?.company_id ?? row.company_id)}
        />
      </div>
      <OddsNotice text={page.notice} />
      <MatchCard title={`${row.company} · ${market.label}`} className="odds-card">
        <OddsChart
          sport={sport}
          page={page}
          market={market}
          company={row.company}
          entries={entries}
          moments={moments}
        />
      </MatchCard>
      <MatchCard title={ODDS_TEXT.historyTitle} className="odds-card">
        <OddsHistory
          key={`${market.key}:${row.company_id}`}
          sport={sport}
          market={market}
          entries={entries}
        />
      </MatchCard>
    </div>
  );
}

/**
 * One bookmaker's odds history in one market, either sport: market and bookmaker tabs (the tab bar
 * scrolls above six bookmakers), the movement as a chart with goals and red cards on its time axis,
 * and every change newest first, live over the odds scene.
 */
export function OddsDetailPage({ sport }: { sport: Sport }) {
  const matchId = useMatchId();
  const match = useOddsMatch(sport, matchId);
  return (
    <LiveMatchFrame
      title={ODDS_TEXT.detailTitle}
      sport={sport}
      current="exponent"
      matchId={matchId}
      match={match}
      header={(page, socket) => <OddsHeader page={page} socket={socket} />}
      skeletonRows={10}
      headerSlot="odds"
    >
      {(page) => (matchId ? <DetailBody sport={sport} matchId={matchId} page={page} /> : null)}
    </LiveMatchFrame>
  );
}
