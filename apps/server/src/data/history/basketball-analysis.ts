import type { TeamRefData } from '@kanqiu/core/contract';
import {
  type MatchAnalysis,
  type RecentMatch,
  type StandingRow,
  summarizeForm,
  type TeamForm,
} from '@kanqiu/core/contract';
import type { BasketballGameData } from '../basketball/basketball-game-data';
import { ANALYSIS_TEXTS } from '../zh/analysis-texts';
import { FORM_LEGEND } from './team-form';

function recent(game: BasketballGameData, teamId: string): RecentMatch {
  const isHome = game.home.id === teamId;
  const mine = isHome ? game.finalScore.home : game.finalScore.away;
  const theirs = isHome ? game.finalScore.away : game.finalScore.home;
  return {
    match_id: game.id,
    kickoff: game.originalKickoff,
    competition: game.competition,
    home_team: game.home,
    away_team: game.away,
    home_score: game.finalScore.home,
    away_score: game.finalScore.away,
    half_score: null,
    regular_score: null,
    penalty_score: null,
    result: mine > theirs ? 'win' : mine === theirs ? 'draw' : 'lose',
    is_home: isHome,
  };
}

function form(team: TeamRefData, games: readonly BasketballGameData[]): TeamForm {
  const matches = games
    .filter((g) => g.home.id === team.id || g.away.id === team.id)
    .map((g) => recent(g, team.id));
  return { team, matches, summary: summarizeForm(matches) };
}

function recordRow(team: TeamRefData, record: [number, number] | null, rank: number): StandingRow {
  const [win, lose] = record ?? [0, 0];
  return {
    rank,
    team,
    played: win + lose,
    win,
    draw: 0,
    lose,
    goals_for: null,
    goals_against: null,
    goal_diff: null,
    points: null,
    win_rate: win + lose ? Math.round((win / (win + lose)) * 1000) / 1000 : 0,
    highlight: true,
  };
}

/**
 * The data board of a replayed NBA game: the earlier replayed games of the two teams (the only
 * basketball results in the data), their regular-season records, and the Finals series as it stood
 * before the game.
 */
export function basketballAnalysis(
  game: BasketballGameData,
  allGames: readonly BasketballGameData[],
): MatchAnalysis {
  const earlier = allGames
    .filter((g) => g.originalKickoff < game.originalKickoff)
    .sort((a, b) => b.originalKickoff.localeCompare(a.originalKickoff));
  const rows = [
    recordRow(game.home, game.records.home, 1),
    recordRow(game.away, game.records.away, 2),
  ]
    .sort((a, b) => b.win_rate - a.win_rate)
    .map((row, index) => ({ ...row, rank: index + 1 }));
  const series = game.seriesBefore
    ? ANALYSIS_TEXTS.seriesBefore(
        game.home.name,
        game.seriesBefore.home,
        game.away.name,
        game.seriesBefore.away,
      )
    : '';
  return {
    match_id: game.id,
    sport: 'basketball',
    as_of: game.originalKickoff,
    home: form(game.home, earlier),
    away: form(game.away, earlier),
    head_to_head: earlier
      .filter(
        (g) =>
          [g.home.id, g.away.id].includes(game.away.id) &&
          [g.home.id, g.away.id].includes(game.home.id),
      )
      .map((g) => recent(g, game.home.id)),
    standings: [{ title: ANALYSIS_TEXTS.basketballRecord, rows }],
    legend: FORM_LEGEND,
    note: `${series}${ANALYSIS_TEXTS.basketballCoverage}`,
  };
}
