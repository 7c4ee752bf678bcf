import type { Interval } from './paired-bootstrap';
import { type SeasonDifference, VARIANT_SEASONS, type VariantRow } from './variant-scores';

function fixed(x: number, signed = false): string {
  const text = x.toFixed(4);
  if (Number(text) === 0) return text.replace('-', '');
  return `${signed && x > 0 ? '+' : ''}${text}`.replace('-', '−');
}

function interval(i: Interval, signed = false): string {
  return `${fixed(i.value, signed)} <sub>${fixed(i.low, signed)} … ${fixed(i.high, signed)}</sub>`;
}

const SEASON_NAMES: Readonly<Record<string, string>> = {
  'en.1': 'PL',
  'de.1': 'BL',
};

function seasonName(key: string): string {
  const [league = '', season = ''] = key.split(':');
  return `${SEASON_NAMES[league] ?? league} ${season}`;
}

/**
 * The variants table: RPS per league season, then pooled RPS, log loss, Brier (95 % bootstrap
 * intervals) and the pooled RPS minus the first row's (paired interval).
 */
export function variantMarkdown(
  rows: readonly VariantRow[],
  seasons: readonly string[] = VARIANT_SEASONS,
): string {
  const header = `| variant | ${seasons.map(seasonName).join(' | ')} | RPS, all six | RPS, pooled | log loss, pooled | Brier, pooled | RPS minus the first row |`;
  const rule = `| --- |${' ---: |'.repeat(seasons.length + 5)}`;
  const lines = rows.map((r) => {
    const cells = [
      r.label,
      ...seasons.map((s) => fixed(r.bySeason[s] ?? Number.NaN)),
      fixed(r.allSeasons),
      interval(r.pooled.rps),
      interval(r.pooled.logLoss),
      interval(r.pooled.brier),
      interval(r.againstReference, true),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [header, rule, ...lines].join('\n');
}

/** The per-season comparison of two variants, named `reference` and `variant` in its header. */
export function seasonDifferenceMarkdown(
  rows: readonly SeasonDifference[],
  reference: string,
  variant: string,
): string {
  const header = `| league season | matches | ${reference} | ${variant} | difference (paired) |`;
  const rule = '| --- | ---: | ---: | ---: | ---: |';
  const lines = rows.map(
    (r) =>
      `| ${seasonName(r.season)} | ${r.matches} | ${interval(r.reference)} | ${interval(r.variant)} | ${interval(r.difference, true)} |`,
  );
  return [header, rule, ...lines].join('\n');
}
