import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { type FootballResult, loadFootballResults } from '../../history/football-results';
import { cachedPredictionLines } from '../../models/forecast-cache';
import { PICK_FORECASTER } from '../../models/model-picks';
import { resolveDataDir } from '../../shared/data-dir';
import { rpsSummaryMarkdown } from '../backtest-markdown';
import { backtestReport } from '../backtest-report';
import { modelHistory } from '../earlier-results';
import { FORECASTER_KEYS } from '../forecasters';
import { type PredictionLine, predictionLines } from '../prediction-lines';
import { SCORING_RULES } from '../scoring-rules';
import { SENSITIVITY_VARIANTS, sensitivityMarkdown } from '../sensitivity';

const dataDir = resolveDataDir();
const results = loadFootballResults(dataDir);
const history = modelHistory(dataDir, results);
const lines = predictionLines(history);

/** `list` with every result from `cut` on turned around. */
function reversedFrom(cut: string, list: readonly FootballResult[] = history): FootballResult[] {
  return list.map((r) =>
    r.kickoff >= cut && r.ft ? { ...r, ft: [r.ft[1], r.ft[0]] as const } : r,
  );
}

describe('backtest on the real results', () => {
  it('predicts every fixture of the scored seasons with every model, played or not', () => {
    const count = (competition: string, season: string, played: boolean) =>
      lines.filter(
        (l) =>
          l.model === 'dixon-coles' &&
          l.competition === competition &&
          l.season === season &&
          (l.result !== null) === played,
      ).length;
    // The data's own counts (apps/server/data/README.md).
    expect([count('en.1', '2023-24', true), count('de.1', '2023-24', true)]).toEqual([380, 306]);
    expect([count('en.1', '2024-25', true), count('en.1', '2024-25', false)]).toEqual([380, 0]);
    expect([count('en.1', '2025-26', true), count('en.1', '2025-26', false)]).toEqual([291, 89]);
    expect([count('de.1', '2024-25', true), count('de.1', '2025-26', true)]).toEqual([306, 225]);
    expect(count('de.1', '2025-26', false)).toBe(81);
    expect([count('worldcup', '2018', true), count('worldcup', '2022', true)]).toEqual([64, 64]);
    // The earlier seasons are learned from, never written.
    expect(history.some((r) => r.season === '2020-21')).toBe(true);
    expect(lines.some((l) => l.competition !== 'worldcup' && l.season < '2023-24')).toBe(false);
    for (const model of FORECASTER_KEYS) {
      expect(lines.filter((l) => l.model === model)).toHaveLength(lines.length / 4);
    }
  });

  it('writes the source names, UTC dates, whole probabilities and the real outcome', () => {
    const opener = lines.find((l) => l.model === 'elo');
    expect(opener).toMatchObject({
      sport: 'football',
      competition: 'worldcup',
      season: '2018',
      date: '2018-06-14T15:00:00.000Z',
      home: 'Russia',
      away: 'Saudi Arabia',
      result: 'home',
      home_goals: 5,
      away_goals: 0,
    });
    const united = lines.find((l) => l.competition === 'en.1' && l.season === '2024-25');
    expect([united?.home, united?.away, united?.date]).toEqual([
      'Manchester United FC',
      'Fulham FC',
      '2024-08-16T19:00:00.000Z',
    ]);
    for (const line of lines) {
      expect(Math.abs(line.p_home + line.p_draw + line.p_away - 1)).toBeLessThan(3e-6);
      expect(line.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
      if (line.home_goals === null || line.away_goals === null) {
        expect(line.result).toBeNull();
        continue;
      }
      const margin = line.home_goals - line.away_goals;
      expect(line.result).toBe(margin > 0 ? 'home' : margin < 0 ? 'away' : 'draw');
    }
  });

  it('changes no earlier prediction when later results change', () => {
    const cut = '2025-01-01T00:00:00.000Z';
    const earlier = (list: PredictionLine[]) =>
      list.filter((l) => l.date < cut && l.model !== 'uniform').map((l) => JSON.stringify(l));
    const changed = predictionLines(reversedFrom(cut), ['frequencies', 'elo', 'dixon-coles']);
    const before = earlier(lines);
    expect(before.length).toBeGreaterThan(1000);
    expect(earlier(changed)).toEqual(before);
    const after = (list: PredictionLine[]) =>
      list.filter((l) => l.date >= cut && l.model === 'dixon-coles').map((l) => l.p_home);
    expect(after(changed)).not.toEqual(after(lines));
  });

  it('starts from a cache equal to a fresh walk-forward, and refits when the results change', () => {
    const fresh = lines.filter((l) => l.model === PICK_FORECASTER);
    expect(
      cachedPredictionLines(dataDir, results, PICK_FORECASTER),
      'the start-up cache is stale: run pnpm --filter @kanqiu/server models:cache',
    ).toEqual(fresh);
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const changed = reversedFrom('2026-03-01T00:00:00.000Z', results);
    const refitted = cachedPredictionLines(dataDir, changed, PICK_FORECASTER);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('models:cache'));
    warn.mockRestore();
    expect(refitted).toEqual(predictionLines(modelHistory(dataDir, changed), [PICK_FORECASTER]));
    expect(refitted).not.toEqual(fresh);
  });

  it('scores the chosen settings alike in the sensitivity table and in the RPS table', () => {
    const [chosen] = SENSITIVITY_VARIANTS;
    const row = sensitivityMarkdown(history, chosen ? [chosen] : []).split('\n')[2] ?? '';
    const report = backtestReport(lines, ['dixon-coles'], 'dixon-coles', 0);
    const expected = report.map((r) => r.models[0]?.metrics.rps.value.toFixed(4));
    expect(row.split(' | ').slice(1, -1)).toEqual(expected);
  });

  it('is the RPS table docs/models.md shows', () => {
    const doc = readFileSync(
      fileURLToPath(new URL('../../../../../../docs/models.md', import.meta.url)),
      'utf8',
    );
    const table = rpsSummaryMarkdown(
      backtestReport(lines, FORECASTER_KEYS, PICK_FORECASTER, 0),
      PICK_FORECASTER,
    );
    expect(doc, 'run pnpm --filter @kanqiu/server models:report --write').toContain(table);
  });

  it('is the backtest the model page quotes', () => {
    const page = readFileSync(
      fileURLToPath(
        new URL(
          '../../../../../../apps/webview/src/pages/extend-model/extend-model-texts.ts',
          import.meta.url,
        ),
      ),
      'utf8',
    );
    const mean = (
      metric: keyof typeof SCORING_RULES,
      model: PredictionLine['model'],
      keep: (l: PredictionLine) => boolean = () => true,
    ) => {
      const scored = lines.filter((l) => l.model === model && l.result !== null && keep(l));
      const total = scored.reduce((sum, l) => {
        const p = { home: l.p_home, draw: l.p_draw, away: l.p_away };
        return sum + SCORING_RULES[metric](p, l.result as NonNullable<PredictionLine['result']>);
      }, 0);
      return { count: scored.length, value: (total / scored.length).toFixed(4) };
    };
    const all = mean('rps', PICK_FORECASTER);
    expect(page).toContain(`${all.count}场`);
    expect(page).toContain(
      `RPS（越低越准）', '${all.value}；旧版Elo评分${mean('rps', 'elo').value}`,
    );
    expect(page).toContain(`三项各⅓为${mean('rps', 'uniform').value}`);
    const pooled = (l: PredictionLine) =>
      l.competition !== 'worldcup' && (l.season === '2024-25' || l.season === '2025-26');
    expect(page).toContain(`RPS ${mean('rps', PICK_FORECASTER, pooled).value}（95%区间`);
    expect(page).toContain(`对数损失${mean('logLoss', PICK_FORECASTER, pooled).value}`);
    expect(page).toContain(`Brier ${mean('brier', PICK_FORECASTER, pooled).value}`);
  });
});
