import { basketballMatchOverviewCall } from '@kanqiu/core/contract/basketball';
import { BusinessError } from '@kanqiu/net';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { teamHref } from '../../../match/basketball/basketball-links';
import { BasketballPageFrame } from '../../../match/basketball/basketball-page-frame';
import { BASKETBALL_TEXT } from '../../../match/basketball/basketball-texts';
import { SeasonRecords } from '../../../match/basketball/season-records';
import { SeriesStanding } from '../../../match/basketball/series-standing';
import { WinProbability } from '../../../match/basketball/win-probability';
import { MatchCard } from '../../../match/shared/match-card';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { TeamCrest } from '../../../match/shared/team-crest';
import { useBasketballSnapshot } from '../../../match/shared/use-match-snapshot';
import { useMatchId } from '../../../routing/query';
import { GameInfo } from './game-info';
import { GEN_TEXT } from './gen-texts';
import './gen.css';

/**
 * `/pages/basketball/gen/gen`: the game's overview as it stood at the tip-off — where and when (in
 * Beijing time), the Finals standing, both season records, the officials, the pre-game win
 * probability and kanqiu's model picks. Loaded over HTTP; none of it depends on how the game goes.
 */
export function BasketballGenPage() {
  const matchId = useMatchId();
  const { refresh } = useServices();
  const overview = useCall(basketballMatchOverviewCall, matchId ? { match_id: matchId } : null);
  const snapshot = useBasketballSnapshot(matchId);
  const data = overview.data;
  const refused = overview.error instanceof BusinessError ? overview.error : null;

  return (
    <BasketballPageFrame title={GEN_TEXT.title} current="gen" matchId={matchId} snapshot={snapshot}>
      <PageContent
        hasData={data !== null}
        loading={overview.loading}
        failed={overview.error !== null && refused === null}
        emptyText={refused?.msg ?? undefined}
        onReload={() => void refresh()}
        skeleton={<Skeleton rows={12} label={GEN_TEXT.loading} />}
      >
        {data ? (
          <div className="bb-stack">
            <MatchCard title={GEN_TEXT.infoTitle}>
              <GameInfo overview={data} />
            </MatchCard>
            {data.series ? (
              <MatchCard title={BASKETBALL_TEXT.seriesTitle}>
                <SeriesStanding series={data.series} home={data.home_team} away={data.away_team} />
              </MatchCard>
            ) : null}
            <MatchCard title={BASKETBALL_TEXT.winProbabilityPregame}>
              {data.win_probability ? (
                <WinProbability
                  home={data.win_probability.home}
                  homeName={data.home_team.name}
                  awayName={data.away_team.name}
                  source={data.win_probability.source}
                />
              ) : (
                <p className="bb-empty">{BASKETBALL_TEXT.winProbabilityNone}</p>
              )}
            </MatchCard>
            <MatchCard title={BASKETBALL_TEXT.recordsTitle}>
              <SeasonRecords
                rows={[
                  { team: data.home_team, record: data.records.home },
                  { team: data.away_team, record: data.records.away },
                ]}
              />
            </MatchCard>
            <MatchCard title={GEN_TEXT.officialsTitle}>
              {data.officials.length > 0 ? (
                <ul className="bb-officials">
                  {data.officials.map((official) => (
                    <li key={official.name_en}>
                      <span className="bb-officials__name">{official.name}</span>
                      <span className="bb-officials__en">{official.name_en}</span>
                      <span className="bb-officials__role">{official.role}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="bb-empty">{GEN_TEXT.officialsEmpty}</p>
              )}
            </MatchCard>
            <MatchCard title={GEN_TEXT.teamsTitle}>
              <ul className="bb-teams">
                {[data.home_team, data.away_team].map((team) => (
                  <li key={team.id}>
                    <TeamCrest code={team.code} size={28} />
                    <span className="bb-teams__name">{team.name}</span>
                    <a href={teamHref('detail', team.id, matchId)}>{GEN_TEXT.teamDetail}</a>
                    <a href={teamHref('schedule', team.id, matchId)}>{GEN_TEXT.teamSchedule}</a>
                  </li>
                ))}
              </ul>
            </MatchCard>
            <MatchCard title={GEN_TEXT.picksTitle}>
              {data.model_picks.length > 0 ? (
                <ul className="bb-picks">
                  {data.model_picks.map((pick) => (
                    <li key={`${pick.pick}-${pick.probability}`}>
                      <strong>{pick.pick_label}</strong>
                      <span>{GEN_TEXT.pickProbability(pick.probability)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="bb-empty">{GEN_TEXT.picksEmpty}</p>
              )}
            </MatchCard>
          </div>
        ) : null}
      </PageContent>
    </BasketballPageFrame>
  );
}
