/**
 * Writes the reduced copy of a hoopR / ESPN game file that `apps/server/data/basketball/hoopr/` ships:
 * only the factual fields (plays, box score, header, game info, win probability, format, season, the
 * season series with every meeting's date and score, the game leaders), and inside them no image,
 * logo, link, broadcast or media entries. ESPN's `standings` block is left out: it is a division
 * snapshot taken when the file was scraped (early 2024-25), not the table of the game's season.
 * Run with Node 24 (type stripping):
 *
 *   node apps/server/src/data/tools/reduce-hoopr.ts <source.json> <target.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Top-level keys of the ESPN summary that hold facts of the game. */
const FACTUAL_KEYS = [
  'gameId',
  'plays',
  'winprobability',
  'boxscore',
  'header',
  'gameInfo',
  'format',
  'season',
  'seasonseries',
  'leaders',
] as const;

/**
 * Play columns dropped: the same value on every play (the header holds it once) or betting lines
 * (kanqiu's odds are modelled, never copied).
 */
const DROPPED_PLAY_COLUMNS = new Set([
  'game_id',
  'season',
  'seasonType',
  'homeTeamId',
  'homeTeamName',
  'homeTeamMascot',
  'homeTeamAbbrev',
  'homeTeamNameAlt',
  'awayTeamId',
  'awayTeamName',
  'awayTeamMascot',
  'awayTeamAbbrev',
  'awayTeamNameAlt',
  'gameSpread',
  'homeFavorite',
  'gameSpreadAvailable',
  'homeTeamSpread',
]);

/** Keys dropped at any depth: media, links and editorial extras, not facts. */
const DROPPED_KEYS = new Set([
  'logo',
  'logos',
  'links',
  'headshot',
  'images',
  'href',
  '$ref',
  'broadcasts',
  'videos',
  'article',
]);

function reducePlay(play: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(play).filter(([key]) => !DROPPED_PLAY_COLUMNS.has(key)));
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!DROPPED_KEYS.has(key)) out[key] = strip(inner);
    }
    return out;
  }
  return value;
}

/** The reduced form of one parsed ESPN game summary. */
export function reduceHoopr(source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of FACTUAL_KEYS) {
    const value = source[key];
    if (value === undefined) continue;
    out[key] =
      key === 'plays' && Array.isArray(value)
        ? value.map((play: Record<string, unknown>) => reducePlay(play))
        : strip(value);
  }
  return out;
}

const [, script, sourcePath, targetPath] = process.argv;
if (script === fileURLToPath(import.meta.url) && sourcePath && targetPath) {
  const source = JSON.parse(readFileSync(sourcePath, 'utf8')) as Record<string, unknown>;
  writeFileSync(targetPath, `${JSON.stringify(reduceHoopr(source))}\n`);
}
