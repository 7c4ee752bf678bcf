import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { XgBodyPart, XgShot, XgShotKind } from './xg-model';

/** The shots file inside the data directory. */
export const SHOTS_FILE = join('football', 'wyscout-shots', 'shots.csv.gz');

/** The competition whose shots are held out of the fit and score it. */
export const HELD_OUT_COMPETITION = 'World Cup';

/** One row of the shots file: a shot, where it happened and whether it went in. */
export interface TrainingShot extends XgShot {
  matchId: number;
  competition: string;
  teamId: number;
  playerId: number;
  goal: boolean;
}

const KINDS: ReadonlySet<string> = new Set<XgShotKind>(['open_play', 'free_kick', 'penalty']);
const BODIES: ReadonlySet<string> = new Set<XgBodyPart>(['left', 'right', 'head_or_other']);

/**
 * Reads the Wyscout shots file (one row per shot of 1,941 matches; docs/models.md).
 *
 * @throws Error naming the line of a row with an unknown type, body part or position.
 */
export function readTrainingShots(dataDir: string): TrainingShot[] {
  const text = gunzipSync(readFileSync(join(dataDir, SHOTS_FILE)))
    .toString('utf8')
    .trim();
  const [header = '', ...lines] = text.split('\n');
  const column = new Map(header.split(',').map((name, index) => [name, index]));
  const at = (cells: string[], name: string) => cells[column.get(name) ?? -1] ?? '';
  return lines.map((line, index) => {
    const cells = line.split(',');
    const kind = at(cells, 'type');
    const body = at(cells, 'body');
    const x = Number(at(cells, 'x'));
    const y = Number(at(cells, 'y'));
    if (!KINDS.has(kind) || !BODIES.has(body) || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw new Error(`Shots file line ${index + 2} not understood: ${line}`);
    }
    return {
      matchId: Number(at(cells, 'match_id')),
      competition: at(cells, 'competition'),
      teamId: Number(at(cells, 'team_id')),
      playerId: Number(at(cells, 'player_id')),
      x,
      y,
      kind: kind as XgShotKind,
      body: body as XgBodyPart,
      counter: at(cells, 'counter') === '1',
      goal: at(cells, 'goal') === '1',
    };
  });
}
