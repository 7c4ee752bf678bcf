import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSquadList } from './squad-list';
import { matchSquadNumbers, type SquadNumberSource } from './squad-numbers';

/** The squad lists and the Wyscout metadata inside the data directory, and the table beside the code. */
export const SQUAD_NUMBER_FILES = {
  lists: join('football', 'openfootball', 'worldcup', '2018', 'squads.txt'),
  wyscout: join('football', 'wyscout', 'world-cup-2018.json'),
  /** Relative to the data directory (`apps/server/data`). */
  table: join('..', 'src', 'data', 'names', 'world-cup-2018-squad-numbers.ts'),
} as const;

/**
 * Source text of `world-cup-2018-squad-numbers.ts`, computed from the squad lists and the Wyscout
 * metadata of `dataDir`.
 *
 * @throws Error when a listed player matches no Wyscout player, or a Wyscout player gets no number.
 */
export function squadNumberTableSource(dataDir: string): string {
  const lists = parseSquadList(readFileSync(join(dataDir, SQUAD_NUMBER_FILES.lists), 'utf8'));
  const wyscout = JSON.parse(
    readFileSync(join(dataDir, SQUAD_NUMBER_FILES.wyscout), 'utf8'),
  ) as SquadNumberSource;
  const { shirts, unmatched } = matchSquadNumbers(lists, wyscout);
  if (unmatched.length > 0) {
    throw new Error(`Squad list players with no Wyscout match: ${unmatched.join('; ')}`);
  }
  const missing = wyscout.players.filter((player) => !shirts.has(player.wyId));
  if (missing.length > 0) {
    const names = missing.map((player) => player.shortName).join(', ');
    throw new Error(`Players with no squad number: ${names}`);
  }
  const rows = [...shirts]
    .sort(([a], [b]) => a - b)
    .map(([id, shirt]) => `  ${id}: ${shirt},`)
    .join('\n');
  return `// Written by \`pnpm --filter @kanqiu/server names:squad-numbers\` from openfootball's squad lists; do not edit.
/** World Cup 2018 squad (shirt) number of every player of the 64 matches' lineups and benches, by Wyscout id. */
export const WORLD_CUP_2018_SQUAD_NUMBERS: Readonly<Record<number, number>> = {
${rows}
};
`;
}
