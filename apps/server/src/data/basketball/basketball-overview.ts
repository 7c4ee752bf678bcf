import type { BasketballOverview } from '@kanqiu/core/contract/basketball';
import type { ModelPick } from '@kanqiu/core/contract/match';
import { BASKETBALL_FACT_TEXTS } from '../zh/basketball-facts-texts';
import type { BasketballGameData } from './basketball-game-data';
import { type BasketballSeason, seriesStandingBefore } from './basketball-season';

/**
 * The gen page of a replayed NBA game: arena and city, tip-off, the Finals series before the game,
 * both regular-season records with their splits, the officials, ESPN's win probability at the
 * tip-off, and kanqiu's model picks for the game (none: the models pick football only). Nothing in
 * it depends on how the game went.
 */
export function basketballOverview(
  game: BasketballGameData,
  season: BasketballSeason,
  modelPicks: readonly ModelPick[],
): BasketballOverview {
  const { facts } = game;
  const record = (teamId: string) => season.teams.get(teamId)?.record;
  const pregame = facts.pregameWinProbability;
  return {
    match_id: game.id,
    competition: game.competition,
    season: facts.season,
    original_kickoff: game.originalKickoff,
    home_team: game.home,
    away_team: game.away,
    venue: {
      name: facts.venue.name,
      name_en: facts.venue.nameEn,
      city: facts.venue.city,
      city_en: facts.venue.cityEn,
      state: facts.venue.state,
    },
    attendance: facts.attendance,
    series: seriesStandingBefore(season, game.id),
    records: {
      home: record(game.home.id) ?? facts.records.home,
      away: record(game.away.id) ?? facts.records.away,
    },
    officials: facts.officials,
    win_probability: pregame
      ? {
          home: pregame.home,
          away: Math.round((1 - pregame.home - pregame.tie) * 1000) / 1000,
          tie: pregame.tie,
          source: BASKETBALL_FACT_TEXTS.winProbabilitySource,
        }
      : null,
    model_picks: [...modelPicks],
  };
}
