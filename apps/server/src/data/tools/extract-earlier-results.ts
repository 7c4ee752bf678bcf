/**
 * Writes `apps/server/data/models/earlier-results.json`: the results the models learn from before
 * the seasons the app shows (docs/models.md §2), reduced from openfootball's football.json files to
 * the facts a rating needs: date, local kick-off time, the two teams as openfootball names them and
 * the 90-minute score. Each file's source path and SHA-256 are kept so the copy can be checked
 * against the source. Run with Node 24 (type stripping), from a checkout of openfootball/football.json:
 *
 *   node apps/server/src/data/tools/extract-earlier-results.ts <football.json checkout> <target.json>
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** First divisions before the app's seasons: the extra warm-up of the walk-forward models. */
const FIRST_DIVISION_SEASONS = ['2020-21', '2021-22', '2022-23'];
/** Second divisions whose results give the promoted teams' priors, up to the last promotion. */
const SECOND_DIVISION_SEASONS = ['2020-21', '2021-22', '2022-23', '2023-24', '2024-25'];
/** openfootball/football.json commit the files come from (the same as the app's league files). */
const SOURCE_COMMIT = '25cfaf102954ebbcdc48f9c2984198b71d48610d';

interface SourceMatch {
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score: { ft?: [number, number] };
}

function main(): void {
  const [source, target] = process.argv.slice(2);
  if (!source || !target) throw new Error('usage: extract-earlier-results.ts <source> <target>');
  const files: { path: string; sha256: string; rows: (string | number)[][] }[] = [];
  const wanted = [
    ...FIRST_DIVISION_SEASONS.flatMap((s) => [`${s}/en.1.json`, `${s}/de.1.json`]),
    ...SECOND_DIVISION_SEASONS.flatMap((s) => [`${s}/en.2.json`, `${s}/de.2.json`]),
  ];
  for (const path of wanted) {
    const bytes = readFileSync(join(source, path));
    const { matches } = JSON.parse(bytes.toString('utf8')) as { matches: SourceMatch[] };
    const rows = matches
      .filter((m) => m.score.ft)
      .map((m) => [m.date, m.time ?? '', m.team1, m.team2, ...(m.score.ft as [number, number])]);
    files.push({ path, sha256: createHash('sha256').update(bytes).digest('hex'), rows });
  }
  const head = {
    source: 'https://github.com/openfootball/football.json',
    commit: SOURCE_COMMIT,
    license: 'CC0 1.0 (public domain)',
    columns: ['date', 'time', 'team1', 'team2', 'ft1', 'ft2'],
  };
  const text = `${JSON.stringify(head).slice(0, -1)},"files":[\n${files
    .map(
      (f) =>
        `${JSON.stringify({ path: f.path, sha256: f.sha256 }).slice(0, -1)},"rows":[\n${f.rows
          .map((r) => JSON.stringify(r))
          .join(',\n')}\n]}`,
    )
    .join(',\n')}\n]}\n`;
  writeFileSync(target, text);
  console.error(
    `wrote ${files.length} files, ${files.reduce((n, f) => n + f.rows.length, 0)} results`,
  );
}

main();
