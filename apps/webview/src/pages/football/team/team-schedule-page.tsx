import { footballTeamScheduleCall } from '@kanqiu/core/contract/football';
import { matchListCall } from '@kanqiu/core/contract/match';
import { BusinessError } from '@kanqiu/net';
import { EmptyState, Segmented } from '@kanqiu/ui';
import { useMemo, useState } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { MatchCard } from '../../../match/shared/match-card';
import { PageContent } from '../../../match/shared/page-content';
import { scheduleEntry } from '../../../match/shared/schedule-entry';
import { Skeleton } from '../../../match/shared/skeleton';
import { useTeamId } from '../../../routing/query';
import { FootballTeamFrame } from './football-team-frame';
import { ScheduleRow } from './schedule-row';
import { type ScheduleFilter, scheduleSeasons, seasonOf } from './schedule-seasons';
import { TEAM_TEXT } from './team-texts';
import { useTeamSeason } from './use-team-season';

const FILTERS: readonly ScheduleFilter[] = ['all', 'home', 'away'];

/**
 * `/pages/soccer/team/schedule`: the team's results and fixtures by date, one competition season at
 * a time (the season of the match it was opened from, else of its next match), filtered all / home /
 * away. A match the server is
 * replaying, or is about to replay, shows where the replay stands instead of its final score.
 */
export function FootballTeamSchedulePage() {
  const teamId = useTeamId();
  const { refresh } = useServices();
  const schedule = useCall(footballTeamScheduleCall, teamId ? { team_id: teamId } : null);
  const replays = useCall(matchListCall, teamId ? { sport: 'football' } : null);
  const { opened, passLine } = useTeamSeason();
  const [chosen, setChosen] = useState<string | null>(null);
  const [filter, setFilter] = useState<ScheduleFilter>('all');
  const data = schedule.data;
  const seasons = useMemo(() => (data ? scheduleSeasons(data) : []), [data]);
  const season =
    seasons.find((candidate) => candidate.value === (chosen ?? opened)) ?? seasons[0] ?? null;
  const entries = useMemo(() => {
    if (!data || !replays.data || !season) return [];
    const states = new Map(replays.data.matches.map((match) => [match.match_id, match]));
    return data.matches
      .filter((match) => seasonOf(match) === season.value)
      .filter((match) => filter === 'all' || match.is_home === (filter === 'home'))
      .map((match) => scheduleEntry(match, states));
  }, [data, replays.data, season, filter]);
  const refused = schedule.error instanceof BusinessError ? schedule.error : null;

  return (
    <FootballTeamFrame
      title={TEAM_TEXT.scheduleTitle}
      current="schedule"
      team={
        data
          ? {
              code: data.team.code,
              name: data.team.name,
              lines: season
                ? [
                    TEAM_TEXT.scheduleCount(season.played, season.total),
                    passLine(season.value),
                  ].filter((line) => line !== null)
                : [],
            }
          : null
      }
    >
      <PageContent
        hasData={data !== null && replays.data !== null}
        loading={schedule.loading || replays.loading}
        failed={(schedule.error !== null && refused === null) || replays.error !== null}
        emptyText={refused?.msg ?? undefined}
        onReload={() => void refresh()}
        skeleton={<Skeleton rows={10} label={TEAM_TEXT.loading} />}
      >
        {data && season ? (
          <div className="fteam-stack">
            {seasons.length > 1 ? (
              <Segmented
                className="fteam-seasons"
                label={TEAM_TEXT.seasonsLabel}
                options={seasons.map(({ value, label }) => ({ value, label }))}
                value={season.value}
                onChange={setChosen}
              />
            ) : null}
            <MatchCard
              title={season.label}
              aside={
                <Segmented
                  label={TEAM_TEXT.filtersLabel}
                  options={FILTERS.map((value) => ({ value, label: TEAM_TEXT.filters[value] }))}
                  value={filter}
                  onChange={setFilter}
                />
              }
            >
              {entries.length > 0 ? (
                <ol className="fteam-schedule">
                  {entries.map((entry) => (
                    <ScheduleRow
                      key={entry.game.match_id}
                      entry={entry}
                      next={entry.game.match_id === data.next_match_id}
                    />
                  ))}
                </ol>
              ) : (
                <EmptyState description={TEAM_TEXT.scheduleEmpty} />
              )}
            </MatchCard>
          </div>
        ) : data ? (
          <EmptyState />
        ) : null}
      </PageContent>
    </FootballTeamFrame>
  );
}
