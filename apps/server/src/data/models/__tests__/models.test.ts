import { MODEL_KEYS } from '@kanqiu/core';
import {
  type ModelPick,
  modelCountResponseSchema,
  modelDayResponseSchema,
  modelInitResponseSchema,
} from '@kanqiu/core/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { realCatalog } from '../../__tests__/shared-catalog';
import { type FootballResult, loadFootballResults } from '../../history/football-results';
import { rateFootball } from '../../rating/football-ratings';
import { resolveDataDir } from '../../shared/data-dir';
import { MIN_HISTORY, modelPicks } from '../model-picks';

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

  it('picks nothing on a day without fixtures, and no match before both sides have a record', () => {
    expect(catalog.modelDay('js', '2019-01-01').picks).toEqual([]);
    expect(catalog.modelDay('js', '2018-06-14').picks).toEqual([]);
    const results = loadFootballResults(resolveDataDir());
    const picks = modelPicks(rateFootball(results));
    const rated = new Map(rateFootball(results).map((f) => [f.result.id, f]));
    for (const pick of picks) {
      const fixture = rated.get(pick.pick.match_id);
      expect(fixture?.homeHistory).toBeGreaterThanOrEqual(MIN_HISTORY);
      expect(fixture?.awayHistory).toBeGreaterThanOrEqual(MIN_HISTORY);
    }
  });

  it('would have made the same earlier picks whatever happened later (no look-ahead)', () => {
    const results = loadFootballResults(resolveDataDir());
    const cut = '2025-01-01T00:00:00.000Z';
    const changed: FootballResult[] = results.map((r) =>
      r.kickoff >= cut && r.ft ? { ...r, ft: [r.ft[1], r.ft[0]] as const } : r,
    );
    const earlier = (list: FootballResult[]) =>
      modelPicks(rateFootball(list))
        .filter((p) => p.pick.kickoff < cut)
        .map((p) => `${p.model}:${p.pick.match_id}:${p.pick.pick}:${p.pick.probability}`);
    expect(earlier(changed)).toEqual(earlier(results));
  });
});
