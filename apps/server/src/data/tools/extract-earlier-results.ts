/**
 * Writes `apps/server/data/models/earlier-results.json`: the results the models learn from before
 * the seasons the app shows (docs/models.md §2), reduced from openfootball's football.json files to
 * the facts a rating needs: the kick-off in UTC (15:00 local when the source has no time, as the app
 * assumes), whether the source gave the time, the two teams as openfootball names them and the
 * 90-minute score. The kick-off is converted here so that the server reads the file without any
 * time-zone work. Each file's source path and SHA-256 are kept so the copy can be checked
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

/** The leagues' time zones, by the country part of the file name. */
const TIME_ZONES: Readonly<Record<string, string>> = { en: 'Europe/London', de: 'Europe/Berlin' };

/** Minutes `timeZone` is ahead of UTC at the instant `utc` (ms). */
function offsetMinutes(utc: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(utc));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return (local - utc) / 60_000;
}

/** The UTC instant of a local date and time in `timeZone`, as ISO 8601. */
function localToUtc(date: string, time: string, timeZone: string): string {
  const asUtc = Date.parse(`${date}T${time}:00.000Z`);
  let utc = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  utc = asUtc - offsetMinutes(utc, timeZone) * 60_000;
  return new Date(utc).toISOString();
}

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
    const timeZone = TIME_ZONES[path.split('/')[1]?.split('.')[0] ?? ''];
    if (!timeZone) throw new Error(`No time zone for ${path}`);
    const { matches } = JSON.parse(bytes.toString('utf8')) as { matches: SourceMatch[] };
    const rows = matches
      .filter((m) => m.score.ft)
      .map((m) => [
        localToUtc(m.date, m.time || '15:00', timeZone),
        m.time ? 1 : 0,
        m.team1,
        m.team2,
        ...(m.score.ft as [number, number]),
      ]);
    files.push({ path, sha256: createHash('sha256').update(bytes).digest('hex'), rows });
  }
  const head = {
    source: 'https://github.com/openfootball/football.json',
    commit: SOURCE_COMMIT,
    license: 'CC0 1.0 (public domain)',
    columns: ['kickoff_utc', 'time_known', 'team1', 'team2', 'ft1', 'ft2'],
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
