import { beijingDay } from '@kanqiu/core';
import type {
  LeagueSummary,
  Lineup,
  MatchListEntry,
  SearchEntry,
  SearchIndex,
  TeamRefData,
} from '@kanqiu/core/contract';
import { everyFootballTeam } from '../data/names/football-teams';
import { searchTerms } from './search-terms';

/**
 * Latin names of the NBA teams of the replayed games, by code: the ESPN files name them only by
 * city and nickname apart, and a fan types `celtics` or `boston celtics`.
 */
export const NBA_TEAM_LATIN_NAMES: Readonly<Record<string, string>> = {
  BOS: 'Boston Celtics',
  DAL: 'Dallas Mavericks',
};

/** Latin names of the competitions, by key, for a fan who types `world cup` or `premier league`. */
export const COMPETITION_LATIN_NAMES: Readonly<Record<string, string>> = {
  wc2018: 'World Cup 2018',
  wc: 'World Cup',
  basketball: 'NBA Finals',
  'en.1': 'Premier League',
  'de.1': 'Bundesliga',
};

/** What the index is built from: the served matches, their lineups and the results history. */
export interface SearchSources {
  /** Every served match as its match-list entry. */
  entries: readonly MatchListEntry[];
  /** A served match's lineup (its squads), `undefined` when it has none. */
  lineup(matchId: string): Lineup | undefined;
  /** The competitions of the results history. */
  leagues: readonly LeagueSummary[];
}

const footballLatin = new Map(everyFootballTeam().map((team) => [team.code, team.latinName]));

function teamLatinName(sport: MatchListEntry['sport'], team: TeamRefData): string {
  return (
    (sport === 'football' ? footballLatin.get(team.code) : NBA_TEAM_LATIN_NAMES[team.code]) ?? ''
  );
}

/** `7月15日`: a match's real day, Beijing time. */
function realDay(entry: MatchListEntry): string {
  const [, month, day] = beijingDay(Date.parse(entry.original_kickoff)).split('-').map(Number);
  return `${month}月${day}日`;
}

function competitionName(entry: MatchListEntry): string {
  return entry.competition_name ?? entry.competition;
}

/**
 * Everything the search page can find (docs/contract.md, "Search"), with the terms a query is
 * matched against, in the order of {@link SEARCH_KINDS} and, within a kind, as the data has them:
 * the served teams, then the clubs of the results history; the players of every served squad; the
 * served matches in real kick-off order; the served competitions, then those of the history.
 */
export function buildSearchIndex(sources: SearchSources): SearchIndex {
  const matches = [...sources.entries].sort((a, b) =>
    a.original_kickoff.localeCompare(b.original_kickoff),
  );
  const teams = new Map<string, SearchEntry>();
  const players = new Map<string, SearchEntry>();
  const competitions = new Map<string, SearchEntry>();
  const matchEntries: SearchEntry[] = [];

  for (const entry of matches) {
    const { sport } = entry;
    const teamTerms = [entry.home_team, entry.away_team].map((team) => {
      const terms = searchTerms(team.name, teamLatinName(sport, team));
      // The latest match of a team is the one its page opens on.
      teams.set(`${sport}:${team.code}`, {
        kind: 'team',
        id: team.code,
        sport,
        title: team.name,
        subtitle: competitionName(entry),
        terms,
        target: {
          route: sport === 'football' ? 'footballTeamDetail' : 'basketballTeamDetail',
          query: { team_id: team.id, match_id: entry.match_id },
        },
      });
      return terms;
    });
    matchEntries.push({
      kind: 'match',
      id: entry.match_id,
      sport,
      title: `${entry.home_team.name} vs ${entry.away_team.name}`,
      subtitle: [competitionName(entry), entry.stage ?? '', realDay(entry)]
        .filter(Boolean)
        .join(' · '),
      terms: [...new Set(teamTerms.flat())],
      target: {
        route: sport === 'football' ? 'footballLive' : 'basketballLive',
        query: { match_id: entry.match_id },
      },
    });
    const key = entry.competition_key ?? sport;
    if (!competitions.has(key)) {
      competitions.set(key, {
        kind: 'competition',
        id: key,
        sport,
        title: competitionName(entry),
        subtitle: '',
        terms: searchTerms(competitionName(entry), COMPETITION_LATIN_NAMES[key]),
        target: {
          route: sport === 'football' ? 'leagueData' : 'basketballLive',
          query:
            sport === 'football' ? { key: 'wc', season: '2018' } : { match_id: entry.match_id },
        },
      });
    }
    addPlayers(players, entry, sources.lineup(entry.match_id));
  }

  for (const team of everyFootballTeam()) {
    if (teams.has(`football:${team.code}`)) continue;
    teams.set(`football:${team.code}`, {
      kind: 'team',
      id: team.code,
      sport: 'football',
      title: team.name,
      subtitle: '',
      terms: searchTerms(team.name, team.latinName),
      target: { route: 'footballTeamDetail', query: { team_id: team.code } },
    });
  }
  for (const league of sources.leagues) {
    const season = league.seasons[0];
    competitions.set(`history:${league.key}`, {
      kind: 'competition',
      id: league.key,
      sport: 'football',
      title: league.name,
      subtitle: season ?? '',
      terms: searchTerms(league.name, COMPETITION_LATIN_NAMES[league.key]),
      target: {
        route: 'leagueData',
        query: season ? { key: league.key, season } : { key: league.key },
      },
    });
  }

  return {
    entries: [...teams.values(), ...players.values(), ...matchEntries, ...competitions.values()],
  };
}

function addPlayers(
  players: Map<string, SearchEntry>,
  entry: MatchListEntry,
  lineup: Lineup | undefined,
): void {
  if (!lineup) return;
  for (const side of [lineup.home, lineup.away]) {
    for (const player of [...side.starters, ...side.bench]) {
      const key = `${lineup.sport}:${player.id}`;
      if (players.has(key)) continue;
      players.set(key, {
        kind: 'player',
        id: player.id,
        sport: lineup.sport,
        title: player.name,
        subtitle: [side.team.name, player.position_label].filter(Boolean).join(' · '),
        terms: searchTerms(player.name, player.name_en),
        target:
          lineup.sport === 'football'
            ? { route: 'footballPlayer', query: { player_id: player.id } }
            : {
                route: 'basketballTeamDetail',
                query: { team_id: side.team.id, match_id: entry.match_id },
              },
      });
    }
  }
}
