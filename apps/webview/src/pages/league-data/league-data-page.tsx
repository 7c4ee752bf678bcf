import { leagueDataCall, leagueListCall } from '@kanqiu/core/contract/football';
import { BusinessError } from '@kanqiu/net';
import { PullRefresh, Segmented, Tabs } from '@kanqiu/ui';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { FollowStarSlot } from '../../follow/follow-star-slot';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { useQuery } from '../../routing/query';
import { PageFrame } from '../../shell/page-frame';
import { LEAGUE_TEXT, type LeagueView } from './league-data-texts';
import { SeasonView } from './season-view';
import '../../match/shared/match.css';
import './league-data.css';

const VIEWS: readonly LeagueView[] = ['standings', 'rounds', 'scorers'];

const isView = (value: string | null): value is LeagueView => VIEWS.some((view) => view === value);

/**
 * `/pages/leagueData/leagueData` (数据库): the competitions of the results history; per season the
 * standings (every group of a World Cup; a league table with its home and away views), the results
 * and fixtures round by round, and the top scorers where the data names scorers. `key`, `season` and
 * `view` in the URL choose what opens first. Loaded over HTTP.
 */
export function LeagueDataPage() {
  const query = useQuery();
  const { refresh } = useServices();
  const [key, setKey] = useState(query.get('key'));
  const [season, setSeason] = useState(query.get('season'));
  const [view, setView] = useState<LeagueView>(() => {
    const wanted = query.get('view');
    return isView(wanted) ? wanted : 'standings';
  });

  const list = useCall(leagueListCall, {});
  const competitions = list.data ?? [];
  const competition = competitions.find((item) => item.key === key) ?? competitions[0] ?? null;
  const chosenSeason =
    competition && season !== null && competition.seasons.includes(season)
      ? season
      : (competition?.seasons[0] ?? null);
  const dataKey = competition && chosenSeason ? `${competition.key}:${chosenSeason}` : null;
  const data = useCall(
    leagueDataCall,
    competition && chosenSeason ? { key: competition.key, season: chosenSeason } : null,
  );
  const refused = data.error instanceof BusinessError ? data.error : null;

  return (
    <PageFrame
      title={LEAGUE_TEXT.title}
      navRight={
        <FollowStarSlot
          target={
            competition
              ? { kind: 'competition', id: competition.key, name: competition.name }
              : null
          }
        />
      }
    >
      {competitions.length > 0 ? (
        <div className="league-tabs app-tabbar">
          <Tabs
            label={LEAGUE_TEXT.competitionsLabel}
            items={competitions.map((item) => ({ key: item.key, title: item.name }))}
            active={competitions.findIndex((item) => item.key === competition?.key)}
            onChange={(index) => {
              setKey(competitions[index]?.key ?? null);
              setSeason(null);
            }}
          />
        </div>
      ) : null}
      <div className="league-body">
        <PullRefresh onRefresh={refresh}>
          <PageContent
            hasData={list.data !== null}
            loading={list.loading}
            failed={list.error !== null}
            empty={competitions.length === 0}
            emptyText={LEAGUE_TEXT.noCompetitions}
            onReload={() => void refresh()}
            skeleton={<Skeleton rows={10} label={LEAGUE_TEXT.loading} />}
          >
            {competition && chosenSeason ? (
              <div className="league-stack">
                <div className="league-controls">
                  <Segmented
                    className="league-seasons"
                    label={LEAGUE_TEXT.seasonsLabel}
                    options={competition.seasons.map((value) => ({
                      value,
                      label: LEAGUE_TEXT.season(value),
                    }))}
                    value={chosenSeason}
                    onChange={setSeason}
                  />
                  <Segmented
                    label={LEAGUE_TEXT.viewsLabel}
                    options={VIEWS.map((value) => ({ value, label: LEAGUE_TEXT.views[value] }))}
                    value={view}
                    onChange={setView}
                  />
                </div>
                <PageContent
                  hasData={data.data !== null}
                  loading={data.loading}
                  failed={data.error !== null && refused === null}
                  emptyText={refused?.msg ?? undefined}
                  onReload={() => void refresh()}
                  skeleton={<Skeleton rows={12} label={LEAGUE_TEXT.loading} />}
                >
                  {data.data ? <SeasonView key={dataKey} data={data.data} view={view} /> : null}
                </PageContent>
              </div>
            ) : null}
          </PageContent>
        </PullRefresh>
      </div>
    </PageFrame>
  );
}
