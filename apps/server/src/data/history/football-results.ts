import {
  LEAGUES,
  type LeagueKey,
  leagueRound,
  worldCupCompetition,
  worldCupRound,
} from '../names/competitions';
import { type FootballTeamInfo, footballTeamByName } from '../names/football-teams';
import { readJson } from '../shared/read-json';
import { offsetToUtc, zonedToUtc } from '../shared/zoned-time';
import type { OpenfootballFile, OpenfootballMatch } from './openfootball-types';

/** A competition of the results history. */
export type CompetitionKey = 'wc2018' | 'wc2022' | LeagueKey;

/** One match of the results history: a real result, or a fixture still to be played. */
export interface FootballResult {
  /** Stable id, e.g. `en.1-2024-25-017`, `wc2018-064`. */
  id: string;
  competitionKey: CompetitionKey;
  /** `2018`, `2022`, `2023-24`, … */
  season: string;
  /** Chinese, e.g. `英超 第3轮`, `2018世界杯 决赛`. */
  competition: string;
  /** Chinese round, e.g. `第3轮`, `决赛`, `B组`. */
  round: string;
  /** `Group B` for World Cup group matches. */
  group: string | null;
  /** ISO UTC kick-off. */
  kickoff: string;
  /** False when the source gives no kick-off time (15:00 local is assumed for ordering). */
  timeKnown: boolean;
  home: FootballTeamInfo;
  away: FootballTeamInfo;
  homeSourceName: string;
  awaySourceName: string;
  /** 1 when the home side plays at home, 0 on neutral ground, -1 when the away side is the host. */
  venueAdvantage: 1 | 0 | -1;
  /** Full-time (90 minutes) score; `null` for a fixture not yet played. */
  ft: readonly [number, number] | null;
  ht: readonly [number, number] | null;
  /** Score after extra time, when played. */
  et: readonly [number, number] | null;
  /** Penalty shoot-out, when played. */
  penalties: readonly [number, number] | null;
  /** The goals as the source lists them (World Cups); absent or `null` where it names none (leagues). */
  goals?: readonly ResultGoal[] | null;
  /** `Luzhniki Stadium, Moscow` (World Cups); absent or `null` where the source names no ground. */
  ground?: string | null;
}

/** A goal of a World Cup record: who, when, for which side (an own goal counts for the side that benefits). */
export interface ResultGoal {
  side: 1 | 2;
  /** As the source writes it (`Harry Kane`, `Mbappé`). */
  name: string;
  minute: number;
  /** Minutes of stoppage time (`90+3'` is minute 90, offset 3). */
  offset: number;
  penalty: boolean;
  ownGoal: boolean;
}

/** The files of the history, in the order they are read. */
const LEAGUE_SEASONS = ['2023-24', '2024-25', '2025-26'] as const;
const WORLD_CUP_HOSTS: Readonly<Record<string, string>> = { '2018': 'Russia', '2022': 'Qatar' };

function pad(index: number): string {
  return String(index + 1).padStart(3, '0');
}

function worldCupResults(file: OpenfootballFile, year: '2018' | '2022'): FootballResult[] {
  const host = WORLD_CUP_HOSTS[year];
  return file.matches.map((match, index) => {
    const [clock = '15:00', zone] = (match.time ?? '').split(' ');
    const offset = zone ? Number(zone.replace('UTC', '')) : 3;

    return {
      ...common(match),
      id: `wc${year}-${pad(index)}`,
      competitionKey: year === '2018' ? 'wc2018' : 'wc2022',
      season: year,
      competition: worldCupCompetition(Number(year), match.round, match.group),
      round: worldCupRound(match.round, match.group),
      group: match.group ?? null,
      kickoff: offsetToUtc(match.date, clock || '15:00', Number.isFinite(offset) ? offset : 3),
      timeKnown: Boolean(match.time),
      venueAdvantage: match.team1 === host ? 1 : match.team2 === host ? -1 : 0,
    };
  });
}

function leagueResults(file: OpenfootballFile, key: LeagueKey, season: string): FootballResult[] {
  const league = LEAGUES[key];
  return file.matches.map((match, index) => ({
    ...common(match),
    id: `${key}-${season}-${pad(index)}`,
    competitionKey: key,
    season,
    competition: `${league.name} ${leagueRound(match.round)}`,
    round: leagueRound(match.round),
    group: null,
    kickoff: zonedToUtc(match.date, match.time ?? '15:00', league.timeZone),
    timeKnown: Boolean(match.time),
    venueAdvantage: 1,
  }));
}

function pair(value: [number, number] | undefined): readonly [number, number] | null {
  return Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : null;
}

function goalsOf(match: OpenfootballMatch): ResultGoal[] | null {
  if (!match.goals1 && !match.goals2) return null;
  const side = (goals: OpenfootballMatch['goals1'], which: 1 | 2): ResultGoal[] =>
    (goals ?? []).map((goal) => ({
      side: which,
      name: goal.name,
      minute: goal.minute,
      offset: goal.offset ?? 0,
      penalty: Boolean(goal.penalty),
      ownGoal: Boolean(goal.owngoal),
    }));
  return [...side(match.goals1, 1), ...side(match.goals2, 2)].sort(
    (a, b) => a.minute - b.minute || a.offset - b.offset,
  );
}

function common(match: OpenfootballMatch) {
  return {
    goals: goalsOf(match),
    ground: match.ground ?? null,
    home: footballTeamByName(match.team1),
    away: footballTeamByName(match.team2),
    homeSourceName: match.team1,
    awaySourceName: match.team2,
    ft: pair(match.score.ft),
    ht: pair(match.score.ht),
    et: pair(match.score.et),
    penalties: pair(match.score.p),
  };
}

/**
 * Every match of the openfootball files (World Cups 2018 and 2022; Premier League and Bundesliga
 * 2023-24 to 2025-26), sorted by kick-off. Fixtures of 2025-26 not yet played have `ft: null`.
 */
export function loadFootballResults(dataDir: string): FootballResult[] {
  const base = ['football', 'openfootball'];
  const results: FootballResult[] = [
    ...worldCupResults(readJson(dataDir, ...base, 'worldcup', '2018', 'worldcup.json'), '2018'),
    ...worldCupResults(readJson(dataDir, ...base, 'worldcup', '2022', 'worldcup.json'), '2022'),
  ];
  for (const season of LEAGUE_SEASONS) {
    for (const key of Object.keys(LEAGUES) as LeagueKey[]) {
      const file = readJson<OpenfootballFile>(dataDir, ...base, 'football', season, `${key}.json`);
      results.push(...leagueResults(file, key, season));
    }
  }
  return results.sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
}

/** True when the match has been played (has a full-time score). */
export function isPlayed(
  result: FootballResult,
): result is FootballResult & { ft: readonly [number, number] } {
  return result.ft !== null;
}
