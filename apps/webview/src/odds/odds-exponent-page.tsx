import type { Sport } from '@kanqiu/core';
import { EmptyState } from '@kanqiu/ui';
import { LiveMatchFrame } from '../match/shared/live-match-frame';
import { navigateTo, pagePath, redirectTo } from '../routing/navigation';
import { useMatchId, useQuery } from '../routing/query';
import { MarketTabs } from './market-tabs';
import { OddsHeader } from './odds-header';
import { OddsNotice } from './odds-notice';
import { ODDS_ROUTES } from './odds-routes';
import { OddsTable } from './odds-table';
import { ODDS_TEXT } from './odds-texts';
import { useOddsMatch } from './use-odds-match';
import './odds.css';

/**
 * The odds (exponent) page of a match, either sport: market tabs, the notice that the odds are
 * modelled, and every bookmaker's opening and current odds with return rates, live over the odds
 * scene. The market shown is kept in the URL (`market`), so coming back from a bookmaker's history
 * lands on the same tab; a bookmaker opens its history for that market.
 */
export function OddsExponentPage({ sport }: { sport: Sport }) {
  const matchId = useMatchId();
  const query = useQuery();
  const match = useOddsMatch(sport, matchId);
  const routes = ODDS_ROUTES[sport];
  return (
    <LiveMatchFrame
      title={ODDS_TEXT.title}
      sport={sport}
      current="exponent"
      matchId={matchId}
      match={match}
      header={(page, socket) => <OddsHeader page={page} socket={socket} />}
      skeletonRows={10}
      headerSlot="odds"
    >
      {(page) => {
        const found = page.markets.findIndex((market) => market.key === query.get('market'));
        const active = Math.max(0, found);
        const market = page.markets[active];
        return (
          <div className="odds-stack">
            <MarketTabs
              markets={page.markets}
              active={active}
              onChange={(index) =>
                redirectTo(
                  pagePath(routes.overview, {
                    match_id: matchId,
                    market: page.markets[index]?.key,
                  }),
                )
              }
            />
            <OddsNotice text={page.notice} />
            {market && market.rows.length === 0 ? (
              <EmptyState description={ODDS_TEXT.empty} />
            ) : null}
            {market && market.rows.length > 0 ? (
              <section className="odds-card" aria-label={market.label}>
                {/* A new market is a new table: its values must not flash as if they had moved. */}
                <OddsTable
                  key={market.key}
                  sport={sport}
                  market={market}
                  onOpen={(companyId) =>
                    navigateTo(
                      pagePath(routes.detail, {
                        match_id: matchId,
                        company_id: companyId,
                        market: market.key,
                      }),
                    )
                  }
                />
                <p className="odds-hint">{ODDS_TEXT.tableHint}</p>
              </section>
            ) : null}
          </div>
        );
      }}
    </LiveMatchFrame>
  );
}
