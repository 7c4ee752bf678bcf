import type { BasketballSeasonRecord } from '@kanqiu/core/contract/basketball';
import type { TeamRefData } from '@kanqiu/core/contract/match';
import {
  type MatchAnalysis,
  type RecentMatch,
  type StandingRow,
  summarizeForm,
  type TeamForm,
} from '@kanqiu/core/contract/match';
import type { BasketballGameData } from '../basketball/basketball-game-data';
import {
  type BasketballSeason,
  gamesBefore,
  seriesGameView,
  seriesStandingBefore,
} from '../basketball/basketball-season';
import type { SeasonGame } from '../basketball/game-facts';
import { ANALYSIS_TEXTS } from '../zh/analysis-texts';
import { FORM_LEGEND } from './team-form';

function recent(season: BasketballSeason, game: SeasonGame, teamId: string): RecentMatch {
  const view = seriesGameView(season, game);
  const isHome = game.homeId === teamId;
  const mine = isHome ? game.homeScore : game.awayScore;
  const theirs = isHome ? game.awayScore : game.homeScore;
  return {
    match_id: game.id,
    kickoff: game.kickoff,
    competition: view.competition,
    home_team: view.home_team,
    away_team: view.away_team,
    home_score: game.homeScore,
    away_score: game.awayScore,
    half_score: null,
    regular_score: null,
    penalty_score: null,
    result: mine > theirs ? 'win' : mine === theirs ? 'draw' : 'lose',
    is_home: isHome,
  };
}

function form(
  season: BasketballSeason,
  team: TeamRefData,
  earlier: readonly SeasonGame[],
): TeamForm {
  const matches = earlier
    .filter((g) => g.homeId === team.id || g.awayId === team.id)
    .map((g) => recent(season, g, team.id))
    .reverse();
  return { team, matches, summary: summarizeForm(matches) };
}

function recordRow(team: TeamRefData, record: BasketballSeasonRecord, rank: number): StandingRow {
  const { win, lose } = record.total;
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
    win_rate: record.total.win_rate,
    highlight: true,
  };
}

/**
 * The data board of a replayed NBA game, honest to its tip-off: the two teams' meetings of the
 * season before it (the regular-season series and the earlier Finals games, with scores, the only
 * games of theirs the data holds) as form and head-to-head, their regular-season records (with the
 * splits under `basketball`), and the Finals series as it stood before the game.
 */
export function basketballAnalysis(
  game: BasketballGameData,
  season: BasketballSeason,
): MatchAnalysis {
  const earlier = gamesBefore(season, game.id);
  const records = {
    home: season.teams.get(game.home.id)?.record ?? game.facts.records.home,
    away: season.teams.get(game.away.id)?.record ?? game.facts.records.away,
  };
  const rows = [recordRow(game.home, records.home, 1), recordRow(game.away, records.away, 2)]
    .sort((a, b) => b.win_rate - a.win_rate)
    .map((row, index) => ({ ...row, rank: index + 1 }));
  const standing = seriesStandingBefore(season, game.id);
  const meetings = earlier.filter(
    (g) =>
      [g.homeId, g.awayId].includes(game.home.id) && [g.homeId, g.awayId].includes(game.away.id),
  );
  return {
    match_id: game.id,
    sport: 'basketball',
    as_of: game.originalKickoff,
    home: form(season, game.home, earlier),
    away: form(season, game.away, earlier),
    head_to_head: meetings.map((g) => recent(season, g, game.home.id)).reverse(),
    standings: [{ title: ANALYSIS_TEXTS.basketballRecord, rows }],
    legend: FORM_LEGEND,
    note: `${standing ? ANALYSIS_TEXTS.seriesBefore(standing.text) : ''}${ANALYSIS_TEXTS.basketballCoverage}`,
    basketball: {
      records,
      series_before: standing,
      meetings: meetings.map((g) => seriesGameView(season, g)),
    },
  };
}
