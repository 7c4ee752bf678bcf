import type { SeasonReport } from './backtest-report';
import { REPORT_METRICS, type ReportMetric } from './backtest-report';
import type { ForecasterKey } from './forecasters';
import type { Interval } from './paired-bootstrap';

/** The names the tables give the forecasters. */
export const FORECASTER_NAMES: Readonly<Record<ForecasterKey, string>> = {
  uniform: '⅓ each',
  frequencies: 'frequencies so far',
  elo: 'Elo (previous model)',
  'dixon-coles': 'Dixon–Coles',
};

const HEADERS: Readonly<Record<ReportMetric, string>> = {
  rps: 'RPS',
  logLoss: 'log loss',
  brier: 'Brier',
  hitRate: 'hit rate',
};

function number(metric: ReportMetric, x: number, signed = false): string {
  const sign = signed && x > 0 ? '+' : '';
  // A difference of hit rates is in percentage points.
  const unit = signed ? ' pp' : ' %';
  const text = metric === 'hitRate' ? `${(x * 100).toFixed(1)}${unit}` : x.toFixed(4);
  // A value that rounds to zero is written without a sign.
  if (Number(text.replace(/[^\d.-]/g, '')) === 0) return text.replace('-', '');
  return `${sign}${text}`.replace('-', '−');
}

function interval(metric: ReportMetric, i: Interval, signed = false): string {
  const low = number(metric, i.low, signed);
  const high = number(metric, i.high, signed);
  return `${number(metric, i.value, signed)} <sub>${low} … ${high}</sub>`;
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/**
 * The RPS of every model in every season (the table that chooses the model), all seasons pooled
 * (weighted by matches), and the gap of `chosen` to the closing market where its score is published.
 */
export function rpsSummaryMarkdown(
  reports: readonly SeasonReport[],
  chosen: ForecasterKey,
): string {
  const models = reports[0]?.models.map((m) => m.model) ?? [];
  const rps = (report: SeasonReport, model: ForecasterKey) =>
    report.models.find((m) => m.model === model)?.metrics.rps.value ?? Number.NaN;
  const lines = [
    row(['', 'matches', ...models.map((m) => FORECASTER_NAMES[m]), 'closing market', 'gap']),
    row(['---', ...Array(models.length + 3).fill('---:')]),
  ];
  const cells = (values: number[]) => {
    const best = Math.min(...values);
    return values.map((v) => (v === best ? `**${v.toFixed(4)}**` : v.toFixed(4)));
  };
  for (const report of reports) {
    const market = report.season.marketRps;
    lines.push(
      row([
        report.season.label,
        String(report.matches),
        ...cells(models.map((m) => rps(report, m))),
        market === null ? '—' : `≈ ${market.toFixed(3)}`,
        market === null ? '—' : number('rps', rps(report, chosen) - market, true),
      ]),
    );
  }
  const total = reports.reduce((sum, r) => sum + r.matches, 0);
  const pooled = models.map(
    (m) => reports.reduce((sum, r) => sum + r.matches * rps(r, m), 0) / total,
  );
  lines.push(row(['all seasons', String(total), ...cells(pooled), '', '']));
  return lines.join('\n');
}

function reliabilityMarkdown(report: SeasonReport, models: readonly ForecasterKey[]): string {
  const tables = models.map(
    (model) => report.reliability.find((r) => r.model === model)?.bins ?? [],
  );
  const out = [
    row(['forecast', ...models.flatMap((m) => [`${FORECASTER_NAMES[m]}: n`, 'mean', 'happened'])]),
    row(['---', ...models.flatMap(() => ['---:', '---:', '---:'])]),
  ];
  for (let b = 0; b < 10; b += 1) {
    const bins = tables.map((bins) => bins.find((bin) => Math.round(bin.from * 10) === b));
    if (bins.every((bin) => bin === undefined)) continue;
    out.push(
      row([
        `${(b / 10).toFixed(1)}–${((b + 1) / 10).toFixed(1)}`,
        ...bins.flatMap((bin) => {
          if (!bin) return ['0', '', ''];
          const o = bin.observed;
          return [
            String(bin.count),
            bin.forecast.toFixed(3),
            `${o.value.toFixed(3)} <sub>${o.low.toFixed(3)} … ${o.high.toFixed(3)}</sub>`,
          ];
        }),
      ]),
    );
  }
  return out.join('\n');
}

/** The full tables of one season: metrics, differences of the chosen model, reliability. */
export function seasonMarkdown(report: SeasonReport, chosen: ForecasterKey): string {
  const out: string[] = [
    `### ${report.season.label} (${report.matches} matches)`,
    '',
    row(['model', ...REPORT_METRICS.map((m) => HEADERS[m])]),
    row(['---', ...REPORT_METRICS.map(() => '---:')]),
  ];
  for (const { model, metrics } of report.models) {
    const name = model === chosen ? `**${FORECASTER_NAMES[model]}**` : FORECASTER_NAMES[model];
    out.push(row([name, ...REPORT_METRICS.map((m) => interval(m, metrics[m]))]));
  }
  out.push(
    '',
    `${FORECASTER_NAMES[chosen]} minus each other model (negative is better for RPS, log loss and Brier; positive for the hit rate):`,
    '',
    row(['against', ...REPORT_METRICS.map((m) => HEADERS[m])]),
    row(['---', ...REPORT_METRICS.map(() => '---:')]),
  );
  for (const { against, metrics } of report.differences) {
    out.push(
      row([FORECASTER_NAMES[against], ...REPORT_METRICS.map((m) => interval(m, metrics[m], true))]),
    );
  }
  const calibrated = report.models.map((m) => m.model).filter((m) => m === chosen || m === 'elo');
  out.push(
    '',
    'Reliability: every home, draw and away probability, binned; how often those outcomes happened:',
    '',
    reliabilityMarkdown(report, calibrated),
  );
  return out.join('\n');
}

/** Every table of the backtest, as `docs/models.md` shows them. */
export function backtestMarkdown(reports: readonly SeasonReport[], chosen: ForecasterKey): string {
  return [
    `### RPS by competition season (lower is better; the best in bold; gap: ${FORECASTER_NAMES[chosen]} minus the market)`,
    '',
    rpsSummaryMarkdown(reports, chosen),
    ...reports.flatMap((report) => ['', seasonMarkdown(report, chosen)]),
  ].join('\n');
}

/** The markers around the generated tables in `docs/models.md`. */
export const REPORT_MARKERS = {
  begin:
    '<!-- models:report begin: generated by `pnpm --filter @kanqiu/server models:report --write`; do not edit by hand -->',
  end: '<!-- models:report end -->',
} as const;

/**
 * `doc` with the text between its report markers replaced by `tables`.
 *
 * @throws Error when the markers are missing.
 */
export function withReport(doc: string, tables: string): string {
  const begin = doc.indexOf(REPORT_MARKERS.begin);
  const end = doc.indexOf(REPORT_MARKERS.end);
  if (begin < 0 || end < begin) throw new Error('The document has no report markers');
  return `${doc.slice(0, begin + REPORT_MARKERS.begin.length)}\n\n${tables}\n\n${doc.slice(end)}`;
}
