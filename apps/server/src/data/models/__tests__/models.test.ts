import { MODEL_KEYS } from '@kanqiu/core';
import {
  type ModelPick,
  modelCountResponseSchema,
  modelDayResponseSchema,
  modelInitResponseSchema,
} from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { realCatalog } from '../../__tests__/shared-catalog';
import { loadFootballResults } from '../../history/football-results';
import { resolveDataDir } from '../../shared/data-dir';
import { cachedPredictionLines } from '../forecast-cache';
import { PICK_FORECASTER } from '../model-picks';

/** Settles a pick on a score with the market's own rule, written out independently of the models. */
function settles(pick: ModelPick, home: number, away: number): boolean {
  const [kind, value] = pick.pick.split('_');
  const line = Number(value);
  switch (kind) {
    case 'home':
      return Number.isNaN(line) ? home > away : home - away + line > 0;
    case 'away':
      return Number.isNaN(line) ? away > home : away - home + line > 0;
    case 'draw':
      return home === away;
    case '1X':
      return home >= away;
    case 'X2':
      return away >= home;
    case '12':
      return home !== away;
    case 'over':
      return home + away > line;
    case 'under':
      return home + away < line;
    case 'btts':
      return value === 'yes' ? home > 0 && away > 0 : home === 0 || away === 0;
    default:
      throw new Error(`unknown pick ${pick.pick}`);
  }
}

describe('models', () => {
  const catalog = realCatalog();
  const init = catalog.modelInit();

  it('lists the five models and the days with picks', () => {
    expect(() => v.parse(modelInitResponseSchema, init)).not.toThrow();
    expect(init.models.map((m) => m.key)).toEqual([...MODEL_KEYS]);
    expect(init.models.find((m) => m.key === 'gm')?.market).toBe('btts');
    expect(init.dates).toEqual([...new Set(init.dates)].sort().reverse());
    expect(init.dates).toContain(init.default_date);
    expect(catalog.modelDay('js', init.default_date).picks.some((p) => p.result === null)).toBe(
      true,
    );
  });

  it('settles every pick on the real score, and leaves unplayed fixtures open', () => {
    let settled = 0;
    let open = 0;
    for (const key of MODEL_KEYS) {
      for (const date of init.dates.filter((_, i) => i % 9 === 0)) {
        const day = catalog.modelDay(key, date);
        expect(() => v.parse(modelDayResponseSchema, day)).not.toThrow();
        for (const pick of day.picks) {
          if (pick.score === null) {
            expect(pick.result).toBeNull();
            open += 1;
            continue;
          }
          const [home, away] = pick.score.split('-').map(Number);
          expect(pick.result).toBe(settles(pick, home ?? 0, away ?? 0) ? 'win' : 'lose');
          expect(pick.pick_label).toMatch(/\p{Script=Han}/u);
          settled += 1;
        }
      }
    }
    expect(settled).toBeGreaterThan(100);
    expect(open).toBeGreaterThan(0);
  });

  it('counts the record over the last 10 or 20 settled picks', () => {
    for (const key of MODEL_KEYS) {
      for (const sessions of [10, 20] as const) {
        const count = catalog.modelCount(key, sessions);
        expect(() => v.parse(modelCountResponseSchema, count)).not.toThrow();
        expect(count.total).toBe(sessions);
        expect(count.win + count.lose).toBe(count.total);
        expect(count.hit_rate).toBeCloseTo(count.win / count.total, 4);
        expect(count.recent.filter((r) => r === 'win')).toHaveLength(count.win);
        const streak = count.streak;
        expect(streak?.outcome).toBe(count.recent[0]);
        expect(count.recent.slice(0, streak?.count).every((r) => r === streak?.outcome)).toBe(true);
      }
    }
  });

  it('picks nothing on a day without fixtures', () => {
    expect(catalog.modelDay('js', '2019-01-01').picks).toEqual([]);
    // The warm-up seasons before 2023-24 are learned from, never picked.
    expect(catalog.modelDay('js', '2022-09-03').picks).toEqual([]);
  });

  it('makes every pick and record from the published walk-forward predictions', () => {
    const dataDir = resolveDataDir();
    const lines = cachedPredictionLines(dataDir, loadFootballResults(dataDir), PICK_FORECASTER);
    expect(init.forecaster).toBe(PICK_FORECASTER);
    // Beijing date of a kick-off, written out independently of the models.
    const day = (iso: string) =>
      new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
    let wins = 0;
    let settled = 0;
    for (const [i, line] of lines.entries()) {
      const outcomes = [
        ['home', line.p_home],
        ['draw', line.p_draw],
        ['away', line.p_away],
      ] as const;
      const likeliest = outcomes.reduce((a, b) => (b[1] > a[1] ? b : a));
      if (line.result !== null) {
        settled += 1;
        if (likeliest[0] === line.result) wins += 1;
      }
      if (i % 25 !== 0) continue;
      const pick = catalog
        .modelDay('js', day(line.date))
        .picks.find((p) => p.match_id === line.match_id);
      expect(pick?.pick).toBe(likeliest[0]);
      expect(pick?.probability).toBeCloseTo(likeliest[1], 4);
      expect(pick?.probabilities?.draw).toBeCloseTo(line.p_draw, 4);
      expect(pick?.expected_goals?.home).toBeCloseTo(line.lambda_home ?? -1, 2);
    }
    const count = catalog.modelCount('js', 10);
    expect(count.overall).toEqual({
      total: settled,
      win: wins,
      lose: settled - wins,
      hit_rate: Math.round((wins / settled) * 10_000) / 10_000,
    });
    const days = new Set(lines.map((line) => day(line.date)));
    expect(new Set(init.dates)).toEqual(days);
  });
});
