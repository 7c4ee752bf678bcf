import type {
  LeagueData,
  LeagueSummary,
  ScheduleMatch,
  ScorerList,
} from '@kanqiu/core/contract/football';
import type { StandingsTable } from '@kanqiu/core/contract/match';
import type { WorldCupStats } from '../football/world-cup-stats';
import { LEAGUES, type LeagueKey } from '../names/competitions';
import { LEAGUE_TEXTS } from '../zh/league-texts';
import { competitionSeasonOf } from './competition-season';
import type { FootballResult } from './football-results';
import { openfootballScorers, replayScorers } from './scorers';
import { computeStandings } from './standings';

/** The keys of the league database: the two leagues and the World Cup. */
const DATABASE_KEYS = ['en.1', 'de.1', 'wc'] as const;

function keyOf(result: FootballResult): string {
  return result.competitionKey.startsWith('wc') ? 'wc' : result.competitionKey;
}

function scheduleMatch(result: FootballResult): ScheduleMatch {
  const pair = (value: readonly [number, number] | null) =>
    value ? `${value[0]}-${value[1]}` : null;
  return {
    match_id: result.id,
    kickoff: result.kickoff,
    time_known: result.timeKnown,
    home_team: { id: result.home.id, name: result.home.name, code: result.home.code },
    away_team: { id: result.away.id, name: result.away.name, code: result.away.code },
    home_score: result.ft?.[0] ?? null,
    away_score: result.ft?.[1] ?? null,
    half_score: pair(result.ht),
    extra_time_score: pair(result.et),
    penalty_score: pair(result.penalties),
    finished: result.ft !== null,
  };
}

/**
 * The league database pages: for each competition season, its points table(s) computed from the
 * results (a World Cup has one per group, from group matches only; a league has home and away views
 * too), every round's matches, and the top scorers where the data names scorers (the World Cups:
 * 2018 counted from the replays' events, 2022 from openfootball's goal lists).
 */
export class LeagueDatabase {
  constructor(
    private readonly results: readonly FootballResult[],
    private readonly worldCup2018?: WorldCupStats,
  ) {}

  /** Competitions with their seasons, newest first. */
  leagues(): LeagueSummary[] {
    return DATABASE_KEYS.map((key) => ({
      key,
      name: key === 'wc' ? LEAGUE_TEXTS.worldCup : LEAGUES[key as LeagueKey].name,
      seasons: [...new Set(this.results.filter((r) => keyOf(r) === key).map((r) => r.season))]
        .sort()
        .reverse(),
    }));
  }

  /** One competition season; `undefined` when there is no such season. */
  leagueData(key: string, season: string): LeagueData | undefined {
    const matches = this.results.filter((r) => keyOf(r) === key && r.season === season);
    if (matches.length === 0) return undefined;
    const teams = [
      ...new Map(matches.flatMap((r) => [r.home, r.away]).map((t) => [t.id, t])).values(),
    ];
    let standings: StandingsTable[];
    let home: StandingsTable[] = [];
    let away: StandingsTable[] = [];
    let scorers: ScorerList | null = null;
    if (key === 'wc') {
      const competition = competitionSeasonOf(matches[0] as FootballResult);
      scorers =
        season === '2018' && this.worldCup2018
          ? replayScorers(this.worldCup2018.all().values(), competition)
          : openfootballScorers(matches, competition);
      const groups = [
        ...new Set(matches.map((r) => r.group).filter((g): g is string => g !== null)),
      ].sort();
      standings = groups.map((group) => {
        const inGroup = matches.filter((r) => r.group === group);
        const groupTeams = [
          ...new Map(inGroup.flatMap((r) => [r.home, r.away]).map((t) => [t.id, t])).values(),
        ];
        return {
          title: LEAGUE_TEXTS.groupTable(group),
          rows: computeStandings(inGroup, groupTeams),
        };
      });
    } else {
      standings = [{ title: LEAGUE_TEXTS.leagueTable, rows: computeStandings(matches, teams) }];
      home = [
        {
          title: LEAGUE_TEXTS.homeTable,
          rows: computeStandings(matches, teams, new Set(), 'home'),
        },
      ];
      away = [
        {
          title: LEAGUE_TEXTS.awayTable,
          rows: computeStandings(matches, teams, new Set(), 'away'),
        },
      ];
    }
    const rounds: LeagueData['rounds'] = [];
    for (const result of matches) {
      let round = rounds.find((r) => r.round === result.round);
      if (!round) {
        round = { round: result.round, matches: [] };
        rounds.push(round);
      }
      round.matches.push(scheduleMatch(result));
    }
    const played = matches
      .filter((r) => r.ft !== null)
      .map((r) => r.kickoff)
      .sort();
    return {
      key,
      season,
      name:
        key === 'wc'
          ? `${season}${LEAGUE_TEXTS.worldCup}`
          : `${LEAGUES[key as LeagueKey].name} ${season}`,
      as_of: (played.at(-1) ?? matches[0]?.kickoff ?? '').slice(0, 10),
      standings,
      standings_home: home,
      standings_away: away,
      scorers,
      rounds,
    };
  }
}
