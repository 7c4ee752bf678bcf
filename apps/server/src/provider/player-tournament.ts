import type {
  FootballPlayer,
  FootballPlayerMatch,
  FootballShot,
} from '@kanqiu/core/contract/football';
import type {
  FootballLineupPlayer,
  MatchListEntry,
  TeamRefData,
} from '@kanqiu/core/contract/match';
import type { MatchProvider } from './match-provider';

/** Competition key of the tournament the player page covers. */
const PLAYER_COMPETITION = 'wc2018';

interface Appearance {
  entry: MatchListEntry;
  player: FootballLineupPlayer;
  side: 1 | 2;
  team: TeamRefData;
  opponent: TeamRefData;
}

/** The player in a served match's lineup now, with his side; `undefined` when not in the squad. */
function appearance(provider: MatchProvider, entry: MatchListEntry, playerId: string) {
  const lineup = provider.lineup(entry.match_id);
  if (lineup?.sport !== 'football') return undefined;
  for (const side of [1, 2] as const) {
    const team = side === 1 ? lineup.home : lineup.away;
    const player = [...team.starters, ...team.bench].find((p) => p.id === playerId);
    if (player) {
      const opponent = side === 1 ? lineup.away.team : lineup.home.team;
      return { entry, player, side, team: team.team, opponent } satisfies Appearance;
    }
  }
  return undefined;
}

/**
 * A shot of the player's as side 1 whichever side his team was (the data already turns every shot
 * towards the goal attacked, and the map draws side 1 attacking right), with an id unique over the
 * tournament.
 */
function asOwnSide(shot: FootballShot, matchId: string): FootballShot {
  return { ...shot, id: `${matchId}-${shot.id}`, side: 1 };
}

/**
 * A World Cup 2018 player's tournament as the provider has it now: his matches in kick-off order
 * with minutes, goals, assists, xG and rating counted from the statistics so far, and his shots.
 * A match the replay has not started yet is left out, so the page never tells what is to come.
 * `undefined` when no served match has him in a squad.
 */
export function playerTournament(
  provider: MatchProvider,
  playerId: string,
): FootballPlayer | undefined {
  const entries = provider
    .list()
    .filter((entry) => entry.sport === 'football' && entry.competition_key === PLAYER_COMPETITION)
    .sort((a, b) => a.original_kickoff.localeCompare(b.original_kickoff));
  let latest: Appearance | undefined;
  const matches: FootballPlayerMatch[] = [];
  const shots: FootballShot[] = [];
  for (const entry of entries) {
    const seen = appearance(provider, entry, playerId);
    if (!seen) continue;
    latest ??= seen;
    if (entry.state === 'upcoming') continue;
    const stats = provider.matchStats(entry.match_id);
    if (!stats?.started) continue;
    latest = seen;
    const own = stats.shots.filter((shot) => shot.player_id === playerId);
    const rating = stats.ratings.find((r) => r.player_id === playerId);
    const [mine, theirs] =
      seen.side === 1 ? [entry.home_score, entry.away_score] : [entry.away_score, entry.home_score];
    matches.push({
      match_id: entry.match_id,
      stage: entry.stage ?? '',
      original_kickoff: entry.original_kickoff,
      opponent: seen.opponent,
      score_text: `${mine}-${theirs}`,
      state: entry.state === 'finished' ? 'finished' : 'live',
      minutes: rating?.minutes ?? 0,
      goals: seen.player.goals,
      assists: seen.player.assists,
      xg: Math.round(own.reduce((sum, shot) => sum + shot.xg, 0) * 100) / 100,
      rating: rating && rating.minutes > 0 ? rating.rating : null,
      player_of_match: stats.player_of_match_id === playerId,
    });
    shots.push(...own.map((shot) => asOwnSide(shot, entry.match_id)));
  }
  if (!latest) return undefined;
  const { player, team } = latest;
  return {
    player_id: playerId,
    name: player.name,
    name_en: player.name_en,
    team,
    position: player.position,
    position_label: player.position_label,
    shirt_number: player.shirt_number,
    competition: latest.entry.competition_name ?? latest.entry.competition,
    matches,
    shots,
  };
}
