import type {
  BasketballMatchPage,
  BasketballPlayerBox,
  BasketballRosterPlayer,
  BasketballTeamInfo,
  BasketballTeamSchedule,
} from '@kanqiu/core/contract/basketball';
import { BASKETBALL_FACT_TEXTS } from '../zh/basketball-facts-texts';
import {
  type BasketballSeason,
  type BasketballTeamFacts,
  seriesGameView,
} from './basketball-season';
import { teamLeaders } from './team-leaders';
import { shootingPercent } from './team-totals';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function teamHead(team: BasketballTeamFacts) {
  return { ...team.ref, full_name: team.fullName, name_en: team.nameEn, city: team.city };
}

function rosterPlayer(lines: readonly BasketballPlayerBox[]): BasketballRosterPlayer {
  const last = lines.at(-1) as BasketballPlayerBox;
  const played = lines.filter((line) => !line.did_not_play);
  const sum = (field: keyof BasketballPlayerBox) =>
    played.reduce((total, line) => total + (line[field] as number), 0);
  const per = (field: keyof BasketballPlayerBox) => oneDecimal(sum(field) / played.length);
  return {
    id: last.id,
    name: last.name,
    name_en: last.name_en,
    shirt_number: last.shirt_number,
    position: last.position,
    position_label: last.position_label,
    games: lines.length,
    games_played: played.length,
    starts: played.filter((line) => line.starter).length,
    averages: played.length
      ? {
          minutes: per('minutes'),
          points: per('points'),
          rebounds: per('rebounds'),
          offensive_rebounds: per('offensive_rebounds'),
          defensive_rebounds: per('defensive_rebounds'),
          assists: per('assists'),
          steals: per('steals'),
          blocks: per('blocks'),
          turnovers: per('turnovers'),
          fouls: per('fouls'),
          fg_pct: shootingPercent(sum('fg_made'), sum('fg_attempted')),
          fg3_pct: shootingPercent(sum('fg3_made'), sum('fg3_attempted')),
          ft_pct: shootingPercent(sum('ft_made'), sum('ft_attempted')),
        }
      : null,
  };
}

/**
 * The team detail page: the regular-season record with its splits, and the roster and per-game
 * leaders over the final box scores of the replayed games (`finalPages`), the only box scores in
 * the data; `undefined` for a team the data does not know.
 */
export function basketballTeamInfo(
  season: BasketballSeason,
  finalPages: readonly BasketballMatchPage[],
  teamId: string,
): BasketballTeamInfo | undefined {
  const team = season.teams.get(teamId);
  if (!team) return undefined;
  const pages = finalPages
    .filter((page) => page.home_team.id === teamId || page.away_team.id === teamId)
    .sort((a, b) => a.original_kickoff.localeCompare(b.original_kickoff));
  const linesByPlayer = new Map<string, BasketballPlayerBox[]>();
  for (const page of pages) {
    const side = page.home_team.id === teamId ? page.players.home : page.players.away;
    for (const line of side)
      linesByPlayer.set(line.id, [...(linesByPlayer.get(line.id) ?? []), line]);
  }
  const roster = [...linesByPlayer.values()]
    .map(rosterPlayer)
    .sort(
      (a, b) =>
        b.games_played - a.games_played ||
        (b.averages?.points ?? 0) - (a.averages?.points ?? 0) ||
        a.name_en.localeCompare(b.name_en),
    );
  return {
    team: teamHead(team),
    season: season.label,
    record: team.record,
    roster,
    leaders: teamLeaders(
      roster.flatMap((player) =>
        player.averages
          ? [
              {
                player_id: player.id,
                name: player.name,
                name_en: player.name_en,
                position: player.position,
                points: player.averages.points,
                rebounds: player.averages.rebounds,
                assists: player.averages.assists,
                tieBreak: player.averages.minutes,
              },
            ]
          : [],
      ),
    ),
    box_score_games: pages.map((page) => ({
      match_id: page.match_id,
      competition: page.competition,
    })),
    note: BASKETBALL_FACT_TEXTS.teamInfoNote(pages.length),
  };
}

/**
 * The team schedule page: the team's games the data knows (its regular-season meetings with the
 * Finals opponent and the Finals series), oldest first, with results and replay ids; the rest of the
 * season is not in the data, which `complete: false` and `note` say. `undefined` for an unknown team.
 */
export function basketballTeamSchedule(
  season: BasketballSeason,
  teamId: string,
): BasketballTeamSchedule | undefined {
  const team = season.teams.get(teamId);
  if (!team) return undefined;
  const games = season.games
    .filter((game) => game.homeId === teamId || game.awayId === teamId)
    .map((game) => {
      const view = seriesGameView(season, game);
      const isHome = game.homeId === teamId;
      const teamScore = isHome ? game.homeScore : game.awayScore;
      const opponentScore = isHome ? game.awayScore : game.homeScore;
      return {
        ...view,
        is_home: isHome,
        opponent: isHome ? view.away_team : view.home_team,
        team_score: teamScore,
        opponent_score: opponentScore,
        result: teamScore > opponentScore ? ('win' as const) : ('lose' as const),
      };
    });
  const opponents = [...new Set(games.map((game) => game.opponent.name))].join('、');
  return {
    team: teamHead(team),
    season: season.label,
    games,
    complete: false,
    note: BASKETBALL_FACT_TEXTS.scheduleNote(season.label, opponents),
  };
}
