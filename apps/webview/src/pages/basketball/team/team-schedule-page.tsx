import { basketballTeamScheduleCall } from '@kanqiu/core/contract/basketball';
import { matchListCall } from '@kanqiu/core/contract/match';
import { BusinessError } from '@kanqiu/net';
import { EmptyState } from '@kanqiu/ui';
import { useMemo } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { MatchCard } from '../../../match/shared/match-card';
import { PageContent } from '../../../match/shared/page-content';
import { scheduleEntry } from '../../../match/shared/schedule-entry';
import { Skeleton } from '../../../match/shared/skeleton';
import { useMatchId, useTeamId } from '../../../routing/query';
import { ScheduleRow } from './schedule-row';
import { TeamFrame } from './team-frame';
import { TEAM_TEXT } from './team-texts';

/**
 * `/pages/basketball/team/schedule`: the team's games the data knows (the regular-season meetings
 * and the Finals), oldest first, with their results and links into the games the server replays;
 * the rest of the season is not in the data, and the page says so instead of listing anything. A
 * game being replayed shows no final score (see `scheduleEntry`).
 */
export function BasketballTeamSchedulePage() {
  const teamId = useTeamId();
  const matchId = useMatchId();
  const { refresh } = useServices();
  const schedule = useCall(basketballTeamScheduleCall, teamId ? { team_id: teamId } : null);
  const replays = useCall(matchListCall, teamId ? { sport: 'basketball' } : null);
  const data = schedule.data;
  const entries = useMemo(() => {
    if (!data || !replays.data) return [];
    const byId = new Map(replays.data.matches.map((match) => [match.match_id, match]));
    return data.games.map((game) => scheduleEntry(game, byId));
  }, [data, replays.data]);
  const refused = schedule.error instanceof BusinessError ? schedule.error : null;

  return (
    <TeamFrame
      title={TEAM_TEXT.scheduleTitle}
      current="schedule"
      teamId={teamId}
      matchId={matchId}
      team={data?.team ?? null}
      record={null}
    >
      <PageContent
        hasData={data !== null && replays.data !== null}
        loading={schedule.loading || replays.loading}
        failed={(schedule.error !== null && refused === null) || replays.error !== null}
        emptyText={refused?.msg ?? undefined}
        onReload={() => void refresh()}
        skeleton={<Skeleton rows={10} label={TEAM_TEXT.loading} />}
      >
        {data ? (
          <div className="bb-stack">
            <MatchCard title={TEAM_TEXT.gamesTitle(data.games.length)} aside={data.season}>
              {entries.length > 0 ? (
                <ol className="team-schedule">
                  {entries.map((entry) => (
                    <ScheduleRow key={entry.game.match_id} entry={entry} />
                  ))}
                </ol>
              ) : (
                <EmptyState description={TEAM_TEXT.scheduleEmpty} />
              )}
            </MatchCard>
            {data.complete ? null : (
              <MatchCard title={TEAM_TEXT.restTitle} className="team-rest">
                <EmptyState
                  className="team-rest__empty"
                  description={TEAM_TEXT.restMissing}
                  hint={TEAM_TEXT.restMissingHint}
                />
                <p className="team-note" data-testid="schedule-note">
                  {data.note}
                </p>
              </MatchCard>
            )}
          </div>
        ) : null}
      </PageContent>
    </TeamFrame>
  );
}
