import type { StandingRow } from '@kanqiu/core/contract/match';
import type { FootballTeamInfo } from '../names/football-teams';
import { type FootballResult, isPlayed } from './football-results';

interface Tally {
  team: FootballTeamInfo;
  played: number;
  win: number;
  draw: number;
  lose: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** Which matches a table counts: all, or each team's home matches only, or its away matches only. */
export type TableVenue = 'all' | 'home' | 'away';

function tally(
  results: readonly FootballResult[],
  teams: readonly FootballTeamInfo[],
  venue: TableVenue = 'all',
): Map<string, Tally> {
  const table = new Map<string, Tally>();
  for (const team of teams) {
    table.set(team.id, { team, played: 0, win: 0, draw: 0, lose: 0, goalsFor: 0, goalsAgainst: 0 });
  }
  for (const result of results) {
    if (!isPlayed(result)) continue;
    const [home, away] = result.ft;
    for (const [side, gf, ga, where] of [
      [result.home, home, away, 'home'],
      [result.away, away, home, 'away'],
    ] as const) {
      if (venue !== 'all' && venue !== where) continue;
      const row = table.get(side.id);
      if (!row) continue;
      row.played += 1;
      row.goalsFor += gf;
      row.goalsAgainst += ga;
      if (gf > ga) row.win += 1;
      else if (gf === ga) row.draw += 1;
      else row.lose += 1;
    }
  }
  return table;
}

const points = (row: Tally) => row.win * 3 + row.draw;

/**
 * A points table from results: 3 points a win, 1 a draw; ties broken by goal difference, goals
 * scored, then the same three among the tied teams' own matches (FIFA's order without fair play,
 * which the data cannot give), then the team id so the order is stable. `venue` counts only each
 * team's home (or away) matches: the home and away views of a league table.
 */
export function computeStandings(
  results: readonly FootballResult[],
  teams: readonly FootballTeamInfo[],
  highlight: ReadonlySet<string> = new Set(),
  venue: TableVenue = 'all',
): StandingRow[] {
  const table = tally(results, teams, venue);
  const key = (row: Tally) => [points(row), row.goalsFor - row.goalsAgainst, row.goalsFor];
  const rows = [...table.values()];
  const compare = (a: Tally, b: Tally, tied: readonly Tally[]) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i += 1)
      if (ka[i] !== kb[i]) return (kb[i] as number) - (ka[i] as number);
    const ids = new Set(tied.map((row) => row.team.id));
    const among = results.filter((r) => ids.has(r.home.id) && ids.has(r.away.id));
    const mini = tally(
      among,
      tied.map((row) => row.team),
      venue,
    );
    const ma = key(mini.get(a.team.id) as Tally);
    const mb = key(mini.get(b.team.id) as Tally);
    for (let i = 0; i < ma.length; i += 1)
      if (ma[i] !== mb[i]) return (mb[i] as number) - (ma[i] as number);
    return a.team.id.localeCompare(b.team.id);
  };
  rows.sort((a, b) => {
    const tied = rows.filter((row) => key(row).join() === key(a).join());
    return compare(a, b, tied);
  });
  return rows.map((row, index) => ({
    rank: index + 1,
    team: { id: row.team.id, name: row.team.name, code: row.team.code },
    played: row.played,
    win: row.win,
    draw: row.draw,
    lose: row.lose,
    goals_for: row.goalsFor,
    goals_against: row.goalsAgainst,
    goal_diff: row.goalsFor - row.goalsAgainst,
    points: points(row),
    win_rate: row.played ? Math.round((row.win / row.played) * 1000) / 1000 : 0,
    highlight: highlight.has(row.team.id),
  }));
}
