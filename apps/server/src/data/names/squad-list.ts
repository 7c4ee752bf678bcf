/** One player of a published World Cup squad list. */
export interface SquadListPlayer {
  /** Squad (shirt) number. */
  readonly shirt: number;
  /** Name as the list writes it (family names often in capitals). */
  readonly name: string;
  /** GK, DF, MF or FW. */
  readonly position: 'GK' | 'DF' | 'MF' | 'FW';
  /** Birth date, `YYYY-MM-DD`. */
  readonly birthDate: string;
}

/** One team's squad list. */
export interface SquadList {
  /** Team name in English, as the list writes it (`South Korea`). */
  readonly team: string;
  readonly players: readonly SquadListPlayer[];
}

const TEAM_LINE = /^==\s+(.+?)\s+#/;
const PLAYER_LINE =
  /^\s+(\d+|-),\s+(.+?),\s+(GK|DF|MF|FW|MG),\s+b\.\s+(\d{4})\/(\d{2})\/(\d{2})\s*$/;

/**
 * Reads openfootball's plain-text squad lists (`== Team # 23 Players`, then one
 * `NN, Name, POS, b. YYYY/MM/DD` line per player). The manager (`-`, `MG`) is left out.
 *
 * @throws Error on a line that is neither blank, a heading nor a player, so a changed format is
 *   noticed instead of silently dropping players.
 */
export function parseSquadList(text: string): SquadList[] {
  const teams: { team: string; players: SquadListPlayer[] }[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('= ')) continue;
    const team = TEAM_LINE.exec(line);
    if (team?.[1]) {
      teams.push({ team: team[1], players: [] });
      continue;
    }
    const player = PLAYER_LINE.exec(line);
    const current = teams.at(-1);
    if (!player || !current)
      throw new Error(`Squad list line ${index + 1} not understood: ${line}`);
    const [, shirt, name, position, year, month, day] = player;
    if (position === 'MG' || shirt === '-') continue;
    current.players.push({
      shirt: Number(shirt),
      name: name as string,
      position: position as SquadListPlayer['position'],
      birthDate: `${year}-${month}-${day}`,
    });
  }
  return teams;
}
