import type { SquadList, SquadListPlayer } from './squad-list';

/** What the matcher needs of the Wyscout World Cup file: teams, players, and who played for whom. */
export interface SquadNumberSource {
  readonly teams: readonly { wyId: number; name: string }[];
  readonly players: readonly {
    wyId: number;
    shortName: string;
    firstName: string;
    lastName: string;
    birthDate: string;
  }[];
  readonly matches: readonly {
    teamsData: Readonly<
      Record<
        string,
        {
          teamId: number;
          formation: {
            lineup: readonly { playerId: number }[];
            bench: readonly { playerId: number }[];
          };
        }
      >
    >;
  }[];
}

/** Team names the squad lists write differently from Wyscout. */
const LIST_TEAM_NAME: Readonly<Record<string, string>> = { 'Korea Republic': 'South Korea' };

/** Lower case, accents and punctuation removed: `N'Diaye` → `ndiaye`, `Modrić` → `modric`. */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function namesAgree(
  listed: SquadListPlayer,
  player: SquadNumberSource['players'][number],
): boolean {
  const written = fold(listed.name);
  return [player.lastName, player.shortName.replace(/^.*?\.\s*/, ''), player.firstName].some(
    (part) => {
      const folded = fold(part);
      return folded.length >= 3 && (written.includes(folded) || folded.includes(written));
    },
  );
}

/** Twins share a birth date and a family name: the given name's first letters tell them apart. */
function givenNameAgrees(
  listed: SquadListPlayer,
  player: SquadNumberSource['players'][number],
): boolean {
  const given = fold(listed.name.split(' ')[0] ?? '');
  return given.slice(0, 3) === fold(player.firstName).slice(0, 3);
}

/** The squad numbers found for Wyscout players, and the listed players no Wyscout player matched. */
export interface SquadNumbers {
  readonly shirts: ReadonlyMap<number, number>;
  readonly unmatched: readonly string[];
}

/**
 * Gives each Wyscout player of a World Cup lineup or bench the squad number of the published list:
 * within the player's team, the listed player with the same birth date (names can be written many
 * ways, birth dates one), the names breaking a tie (twins); with no birth date in common (a source's typo),
 * the one listed player of that team whose name agrees.
 */
export function matchSquadNumbers(
  lists: readonly SquadList[],
  source: SquadNumberSource,
): SquadNumbers {
  const playersById = new Map(source.players.map((player) => [player.wyId, player]));
  const squadOfTeam = new Map<number, Set<number>>();
  for (const match of source.matches) {
    for (const data of Object.values(match.teamsData)) {
      const squad = squadOfTeam.get(data.teamId) ?? new Set<number>();
      for (const entry of [...data.formation.lineup, ...data.formation.bench])
        squad.add(entry.playerId);
      squadOfTeam.set(data.teamId, squad);
    }
  }
  const shirts = new Map<number, number>();
  const unmatched: string[] = [];
  for (const team of source.teams) {
    const listName = LIST_TEAM_NAME[team.name] ?? team.name;
    const list = lists.find((entry) => entry.team === listName);
    if (!list) throw new Error(`No squad list for ${team.name}`);
    const squad = [...(squadOfTeam.get(team.wyId) ?? [])].flatMap((id) => {
      const player = playersById.get(id);
      return player ? [player] : [];
    });
    const taken = new Set<number>();
    const pending: SquadListPlayer[] = [];
    for (const listed of list.players) {
      const born = squad.filter(
        (player) => player.birthDate === listed.birthDate && !taken.has(player.wyId),
      );
      const chosen =
        born.length > 1
          ? born.filter((player) => namesAgree(listed, player) && givenNameAgrees(listed, player))
          : born;
      if (chosen.length === 1 && chosen[0]) {
        shirts.set(chosen[0].wyId, listed.shirt);
        taken.add(chosen[0].wyId);
      } else pending.push(listed);
    }
    for (const listed of pending) {
      const named = squad.filter((player) => !taken.has(player.wyId) && namesAgree(listed, player));
      if (named.length === 1 && named[0]) {
        shirts.set(named[0].wyId, listed.shirt);
        taken.add(named[0].wyId);
      } else unmatched.push(`${list.team} ${listed.shirt} ${listed.name}`);
    }
  }
  return { shirts, unmatched };
}
