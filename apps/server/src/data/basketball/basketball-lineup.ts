import { basketballPositionLabel } from '@kanqiu/core';
import type { BasketballLineup, BasketballLineupPlayer } from '@kanqiu/core/contract/match';
import type { BasketballGameData, BasketballPlayerInfo } from './basketball-game-data';

function player(info: BasketballPlayerInfo): BasketballLineupPlayer {
  return {
    id: info.id,
    name: info.name,
    name_en: info.latinName,
    shirt_number: info.shirt,
    position: info.position,
    position_label: basketballPositionLabel(info.position),
    starter: info.starter,
    did_not_play: info.didNotPlay,
  };
}

/** The rosters of a basketball replay: starters and bench with positions, from ESPN's box score. */
export function basketballLineup(data: BasketballGameData): BasketballLineup {
  const team = (side: 1 | 2) => {
    const roster = [...data.players.values()].filter((p) => p.side === side);
    return {
      team: side === 1 ? data.home : data.away,
      starters: roster.filter((p) => p.starter).map(player),
      bench: roster.filter((p) => !p.starter).map(player),
    };
  };
  return { match_id: data.id, sport: 'basketball', home: team(1), away: team(2) };
}
