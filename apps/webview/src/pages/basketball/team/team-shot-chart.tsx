import { basketballShotChartCall, basketballTeamScheduleCall } from '@kanqiu/core/contract';
import { ShotChart } from '@kanqiu/ui';
import { useServices } from '../../../app/services-context';
import { useRequest } from '../../../app/use-call';
import { MatchCard } from '../../../match/shared/match-card';
import { teamShots } from './team-shots';
import { TEAM_TEXT } from './team-texts';

/** Props of {@link TeamShotChart}. */
export interface TeamShotChartProps {
  teamId: string;
  teamName: string;
}

/**
 * The team's shot chart over its replayed games so far: its attempts in its colour against those of
 * its opponents, by player, from the team's schedule (which games are replayed and where it played)
 * and each game's shot chart call, answered as of the replay, so a game not yet played adds nothing
 * (docs/webview.md). Loaded apart from the page, so the court is not in its first load.
 */
export function TeamShotChart({ teamId, teamName }: TeamShotChartProps) {
  const { api } = useServices();
  const request = useRequest(`basketball-team-shots ${teamId}`, async (signal) => {
    const schedule = await api.call(basketballTeamScheduleCall, { team_id: teamId }, { signal });
    const replayed = schedule.games.flatMap((game) =>
      game.replay_match_id === null ? [] : [{ ...game, replay_match_id: game.replay_match_id }],
    );
    const charts = await Promise.all(
      replayed.map((game) =>
        api.call(basketballShotChartCall, { match_id: game.replay_match_id }, { signal }),
      ),
    );
    return teamShots(
      replayed.map((game, index) => ({
        game,
        shots: charts[index]?.shots ?? [],
        unplaced: charts[index]?.unplaced ?? 0,
      })),
      TEAM_TEXT.shotGame,
    );
  });
  const data = request.data;
  return (
    <MatchCard
      title={TEAM_TEXT.shotChartTitle}
      aside={data ? TEAM_TEXT.shotChartGames(data.gamesWithShots) : null}
    >
      {data ? (
        <>
          <ShotChart
            className="match-chart"
            shots={data.shots}
            homeName={teamName}
            awayName={TEAM_TEXT.opponents}
            label={TEAM_TEXT.shotChartLabel(teamName)}
          />
          <p className="team-note">
            {TEAM_TEXT.shotChartNote}
            {data.unplaced > 0 ? TEAM_TEXT.shotChartUnplaced(data.unplaced) : null}
          </p>
        </>
      ) : (
        <p className="team-note">
          {request.error ? TEAM_TEXT.shotChartFailed : TEAM_TEXT.shotChartLoading}
        </p>
      )}
    </MatchCard>
  );
}
