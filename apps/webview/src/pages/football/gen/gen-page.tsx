import { FootballStatus, footballMatchOverviewCall } from '@kanqiu/core/contract';
import { BusinessError } from '@kanqiu/net';
import { PullRefresh } from '@kanqiu/ui';
import { useEffect, useRef } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { MatchHeader } from '../../../match/football/match-header';
import { footballTeamSeasonHref } from '../../../match/football/season-links';
import { MatchCard } from '../../../match/shared/match-card';
import { MatchPageFrame } from '../../../match/shared/match-page-frame';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { TeamCrest } from '../../../match/shared/team-crest';
import { useLiveRefetch } from '../../../match/shared/use-live-refetch';
import { useFootballSnapshot } from '../../../match/shared/use-match-snapshot';
import { useMatchId } from '../../../routing/query';
import { GEN_TEXT } from './gen-texts';
import { HeadToHead } from './head-to-head';
import { KeyFacts } from './key-facts';
import { MatchInfo } from './match-info';
import { ModelPicks } from './model-picks';
import { OverviewHeader } from './overview-header';
import { SideForm } from './side-form';
import { Suspensions } from './suspensions';
import './gen.css';

/** A replayed match's id is the Wyscout id: digits only. */
const REPLAY_ID = /^\d+$/;
/** While the replayed match is not over, its live page is fetched again this often (key facts). */
export const GEN_LIVE_REFETCH_MS = 10_000;

/**
 * `/pages/soccer/gen/gen`: what a fan checks before kick-off — competition, stage, kick-off in
 * Beijing time, ground, both teams' form and table position, the head-to-head, the models' picks and
 * who is suspended — and after the match its goals and cards. Takes a replayed match's id (then the
 * match's other pages are a tab away) or any match of the results history (`wc2022-064`); loaded
 * over HTTP.
 */
export function FootballGenPage() {
  const matchId = useMatchId();
  const { bridge, refresh } = useServices();
  const overview = useCall(footballMatchOverviewCall, matchId ? { match_id: matchId } : null);
  const data = overview.data;
  const replayId =
    data?.replay_match_id ?? (matchId !== null && REPLAY_ID.test(matchId) ? matchId : null);
  const snapshot = useFootballSnapshot(replayId);

  useEffect(() => {
    if (replayId) bridge.getMatchId(replayId);
  }, [bridge, replayId]);

  // The key facts follow the match while it plays; once it is over the overview has its result.
  const liveStatus = snapshot.data?.status_id;
  useLiveRefetch(
    replayId !== null && data !== null && data.result === null && liveStatus !== undefined,
    snapshot.reload,
    GEN_LIVE_REFETCH_MS,
  );
  const reloadOverview = overview.reload;
  const seenPlaying = useRef(false);
  useEffect(() => {
    if (liveStatus === undefined) return;
    if (liveStatus !== FootballStatus.Finished) seenPlaying.current = true;
    else if (seenPlaying.current && data?.result === null) {
      seenPlaying.current = false;
      void reloadOverview();
    }
  }, [liveStatus, data, reloadOverview]);

  const refused = overview.error instanceof BusinessError ? overview.error : null;

  const header = snapshot.data ? (
    <MatchHeader page={snapshot.data} compact />
  ) : data && !data.replay_match_id ? (
    <OverviewHeader overview={data} />
  ) : overview.loading || snapshot.loading ? (
    <div className="match-header match-header--compact gen-header-slot" aria-hidden="true" />
  ) : null;

  return (
    <MatchPageFrame
      title={GEN_TEXT.title}
      current="gen"
      matchId={replayId ?? matchId}
      tabs={replayId !== null}
      header={header}
      scoreShown={snapshot.data !== null || (data !== null && !data.replay_match_id)}
    >
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={data !== null}
          loading={overview.loading}
          failed={overview.error !== null && refused === null}
          emptyText={refused?.msg ?? undefined}
          onReload={() => void refresh()}
          skeleton={<Skeleton rows={12} label={GEN_TEXT.loading} />}
        >
          {data ? (
            <div className="gen-stack">
              <MatchCard title={GEN_TEXT.infoTitle}>
                <MatchInfo overview={data} />
              </MatchCard>
              <MatchCard title={GEN_TEXT.factsTitle}>
                <KeyFacts overview={data} live={snapshot.data} />
              </MatchCard>
              <MatchCard title={GEN_TEXT.suspensionsTitle}>
                <Suspensions overview={data} />
              </MatchCard>
              <MatchCard title={GEN_TEXT.formTitle}>
                <SideForm side={data.home} matchId={data.match_id} competition={data.competition} />
                <SideForm side={data.away} matchId={data.match_id} competition={data.competition} />
              </MatchCard>
              <MatchCard title={GEN_TEXT.h2hTitle}>
                <HeadToHead overview={data} />
              </MatchCard>
              <MatchCard title={GEN_TEXT.picksTitle}>
                <ModelPicks picks={data.picks} />
              </MatchCard>
              <MatchCard title={GEN_TEXT.teamsTitle}>
                <ul className="gen-teams">
                  {[data.home.team, data.away.team].map((team) => (
                    <li key={team.id}>
                      <TeamCrest code={team.code} size={28} />
                      <span className="gen-teams__name">{team.name}</span>
                      {(['detail', 'points', 'schedule'] as const).map((page) => (
                        <a
                          key={page}
                          href={footballTeamSeasonHref(page, team.id, data.competition, replayId)}
                        >
                          {GEN_TEXT.teamLinks[page]}
                        </a>
                      ))}
                    </li>
                  ))}
                </ul>
              </MatchCard>
              {data.note || !data.replay_match_id ? (
                <p className="gen-note" data-testid="gen-note">
                  {[data.replay_match_id ? null : GEN_TEXT.notReplayed, data.note]
                    .filter(Boolean)
                    .join(' ')}
                </p>
              ) : null}
            </div>
          ) : null}
        </PageContent>
      </PullRefresh>
    </MatchPageFrame>
  );
}
