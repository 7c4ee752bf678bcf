import { matchAnalysisCall } from '@kanqiu/core/contract/match';
import { BusinessError } from '@kanqiu/net';
import { PullRefresh } from '@kanqiu/ui';
import { useEffect } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { MatchHeader } from '../../../match/football/match-header';
import { beijingDate } from '../../../match/shared/match-date';
import { MatchPageFrame } from '../../../match/shared/match-page-frame';
import { PageContent, useStagedCount } from '../../../match/shared/page-content';
import { useFootballSnapshot } from '../../../match/shared/use-match-snapshot';
import { useMatchId } from '../../../routing/query';
import { DataFootnote } from './data-footnote';
import { DataSkeleton, HeaderSkeleton } from './data-skeleton';
import { DATA_TEXT } from './data-texts';
import { HeadToHeadCard } from './head-to-head-card';
import { RecentFormCard } from './recent-form-card';
import { StandingsCard } from './standings-card';
import './data.css';

/**
 * The page's content is drawn one step per task: recent form, meetings, each points table, the
 * note. The number of steps other than the points tables (one step each).
 */
const DATA_STEPS_BESIDE_TABLES = 3;

/**
 * `/pages/soccer/data/data`: the match data board — both teams' recent matches, their earlier
 * meetings and the group tables, as they stood at kick-off. Loaded over HTTP; it keeps no socket
 * (docs/behaviour.md §2), so pull-to-refresh and the host's refresh load it again.
 */
export function FootballDataPage() {
  const matchId = useMatchId();
  const { bridge, refresh } = useServices();

  const analysis = useCall(matchAnalysisCall, matchId ? { match_id: matchId } : null);
  const snapshot = useFootballSnapshot(matchId);
  const header = snapshot.data;

  useEffect(() => {
    if (matchId) bridge.getMatchId(matchId);
  }, [bridge, matchId]);

  const data = analysis.data;
  // A refusal from the server (e.g. no such match) is an answer, not a network failure: say it.
  const refused = analysis.error instanceof BusinessError ? analysis.error : null;
  const notFootball = data !== null && data.sport !== 'football';
  const asOf = data ? beijingDate(data.as_of) : '';
  // The recent form first; the meetings, each table and the note below it in the next tasks.
  const tables = data?.standings ?? [];
  const staged = useStagedCount(data ? DATA_STEPS_BESIDE_TABLES + tables.length : 0);

  return (
    <MatchPageFrame
      title={DATA_TEXT.title}
      current="data"
      matchId={matchId}
      scoreShown={header !== null}
      header={
        header ? (
          <MatchHeader page={header} compact />
        ) : snapshot.loading ? (
          <HeaderSkeleton />
        ) : null
      }
    >
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={data !== null}
          loading={analysis.loading}
          failed={analysis.error !== null && refused === null}
          empty={notFootball}
          emptyText={notFootball ? DATA_TEXT.notFootball : (refused?.msg ?? undefined)}
          onReload={() => void refresh()}
          skeleton={<DataSkeleton />}
        >
          {data ? (
            <div className="data-stack">
              {asOf ? <p className="data-as-of">{DATA_TEXT.asOf(asOf)}</p> : null}
              <RecentFormCard analysis={data} />
              {staged > 1 ? <HeadToHeadCard analysis={data} /> : null}
              {tables.slice(0, Math.max(0, staged - 2)).map((table) => (
                <StandingsCard key={table.title} table={table} analysis={data} />
              ))}
              {staged > 2 + tables.length ? (
                <DataFootnote note={data.note} asOf={data.as_of} />
              ) : null}
            </div>
          ) : null}
        </PageContent>
      </PullRefresh>
    </MatchPageFrame>
  );
}
