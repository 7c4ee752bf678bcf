import type { OpenfootballFile } from '../history/openfootball-types';
import { openfootballNameOfWyscoutTeam } from '../names/football-teams';
import { readJson } from '../shared/read-json';
import { convertFootballMatch, type FootballMatchData } from './football-match-data';
import type { WyscoutEventFile, WyscoutExtract, WyscoutMatch } from './wyscout-types';

/** The Wyscout match ids replayed, in the order the match list shows them. */
export const FOOTBALL_REPLAY_IDS = [2058017, 2058003, 2057960] as const;

function roundOf(
  match: WyscoutMatch,
  worldCup: OpenfootballFile,
): { round: string; group?: string } {
  const date = match.dateutc.slice(0, 10);
  const names = Object.values(match.teamsData).map((team) =>
    openfootballNameOfWyscoutTeam(team.teamId),
  );
  const record = worldCup.matches.find(
    (m) => m.date === date && names.includes(m.team1) && names.includes(m.team2),
  );
  if (!record) throw new Error(`No openfootball record for Wyscout match ${match.wyId}`);
  return record.group ? { round: record.round, group: record.group } : { round: record.round };
}

/** Loads and converts the three Wyscout World Cup 2018 matches. */
export function loadFootballMatches(dataDir: string): FootballMatchData[] {
  const extract = readJson<WyscoutExtract>(dataDir, 'football', 'wyscout', 'matches-extract.json');
  const worldCup = readJson<OpenfootballFile>(
    dataDir,
    'football',
    'openfootball',
    'worldcup',
    '2018',
    'worldcup.json',
  );
  return FOOTBALL_REPLAY_IDS.map((id) => {
    const match = extract.matches.find((m) => m.wyId === id);
    if (!match) throw new Error(`Match ${id} is not in matches-extract.json`);
    const file = readJson<WyscoutEventFile>(dataDir, 'football', 'wyscout', `${id}.json`);
    return convertFootballMatch(match, file, extract, roundOf(match, worldCup));
  });
}
