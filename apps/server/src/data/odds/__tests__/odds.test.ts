import { footballReturnRate } from '@kanqiu/core';
import { type OddsPage, oddsPageSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { realCatalog, replay } from '../../__tests__/shared-catalog';
import { pregameHomeWin } from '../basketball-odds-model';
import { BOOKMAKERS } from '../bookmakers';
import { footballQuotes } from '../football-odds-model';
import { isPriceable, priceOutcomes } from '../pricing';

function everyOddsPage(id: string): OddsPage[] {
  const match = replay(id);
  return [-1, ...match.oddsChangePoints].map((t) => match.oddsPageAt(t));
}

describe('modelled odds pages', () => {
  const ids = realCatalog().matches.map((m) => m.id);

  it.each(ids)('match %s: every return rate of every row stays within 0.90–0.96', (id) => {
    for (const page of everyOddsPage(id)) {
      for (const market of page.markets) {
        for (const row of market.rows) {
          for (const rate of [row.first_return_rate, row.last_return_rate]) {
            expect(rate).not.toBeNull();
            expect(rate).toBeGreaterThanOrEqual(0.9);
            expect(rate).toBeLessThanOrEqual(0.96);
          }
        }
      }
    }
  });

  it.each(ids)('match %s: valid pages, fixed opening odds, plainly marked as modelled', (id) => {
    const pages = everyOddsPage(id);
    const first = JSON.stringify(pages[0]?.markets.map((m) => m.rows.map((r) => r.first)));
    for (const page of pages) {
      expect(() => v.parse(oddsPageSchema, page)).not.toThrow();
      expect(page.modelled).toBe(true);
      expect(page.notice).toContain('模型');
      expect(JSON.stringify(page.markets.map((m) => m.rows.map((r) => r.first)))).toBe(first);
    }
    expect(pages.at(-1)?.status_id).toBe(10);
    const points = replay(id).oddsChangePoints;
    for (let i = 1; i < points.length; i += 1)
      expect(points[i]).toBeGreaterThan(points[i - 1] as number);
  });

  it('shortens the home price after France go ahead in the final', () => {
    const match = replay('2058017');
    const homePrice = (t: number) => match.oddsPageAt(t).markets[0]?.rows[0]?.last.arr1 ?? 0;
    expect(homePrice(17 * 60)).toBeGreaterThan(2);
    expect(homePrice(19 * 60)).toBeLessThan(1.6);
  });

  it.each(ids)(
    'match %s: suspends a decided market instead of quoting it at the 501 limit',
    (id) => {
      for (const page of everyOddsPage(id)) {
        for (const market of page.markets) {
          for (const row of market.rows) {
            const values = [
              row.last.arr1,
              row.last.arr3,
              ...(market.key === 'europe' ? [row.last.arr2] : []),
            ];
            expect(values.filter((value) => value >= 501)).toEqual([]);
          }
        }
      }
    },
  );

  it('keeps a history per bookmaker that starts with the opening odds', () => {
    const match = replay('2058017');
    const page = match.oddsPageAt(match.durationSec);
    for (const market of page.markets) {
      for (const history of market.history) {
        const row = market.rows.find((r) => r.company_id === history.company_id);
        expect(history.entries[0]?.time_text).toBe('赛前');
        expect(history.entries[0]?.arr1).toBe(row?.first.arr1);
        expect(history.entries.at(-1)?.arr1).toBe(row?.last.arr1);
        expect(history.entries.length).toBeGreaterThan(3);
      }
    }
  });

  it('uses invented bookmaker names only', () => {
    const real = [
      'bet365',
      '立博',
      '威廉',
      '澳门',
      '皇冠',
      '易胜博',
      '伟德',
      '明升',
      '利记',
      '金宝博',
      '平博',
      '必发',
      '马会',
    ];
    for (const bookmaker of BOOKMAKERS) {
      for (const name of real) expect(bookmaker.name.toLowerCase()).not.toContain(name);
      expect(bookmaker.returnRate).toBeGreaterThanOrEqual(0.9);
      expect(bookmaker.returnRate).toBeLessThanOrEqual(0.96);
    }
  });
});

describe('odds pricing', () => {
  it('prices any open market at the asked return rate, favourites never below 1.01', () => {
    const markets = [
      [0.45, 0.28, 0.27],
      [0.8, 0.15, 0.05],
      [0.97, 0.025, 0.005],
      [0.2, 0.3, 0.5],
    ];
    for (const market of markets) {
      for (const rate of [0.91, 0.945, 0.955]) {
        const [h = 0, d = 0, a = 0] = priceOutcomes(market, rate);
        expect(Math.min(h, d, a)).toBeGreaterThanOrEqual(1.01);
        expect(Math.abs((footballReturnRate(h, d, a) ?? 0) - rate)).toBeLessThan(0.006);
      }
    }
  });

  it('suspends a market once an outcome is as good as decided', () => {
    expect(isPriceable([0.5, 0.3, 0.2])).toBe(true);
    expect(isPriceable([0.9995, 0.0004, 0.0001])).toBe(false);
  });

  it('moves the football 1X2 with goals and red cards', () => {
    const pre = { lambdaHome: 1.4, lambdaAway: 1.2 };
    const state = { remainingMinutes: 60, home: 0, away: 0, homeReds: 0, awayReds: 0 };
    const home = (s: typeof state) => footballQuotes(pre, s)[0]?.probabilities[0] ?? 0;
    expect(home({ ...state, home: 1 })).toBeGreaterThan(home(state));
    expect(home({ ...state, homeReds: 1 })).toBeLessThan(home(state));
    expect(home({ ...state, awayReds: 1 })).toBeGreaterThan(home(state));
    expect(home({ ...state, remainingMinutes: 5, home: 1 })).toBeGreaterThan(
      home({ ...state, home: 1 }),
    );
  });

  it('rates the better regular-season record and home court', () => {
    expect(pregameHomeWin([64, 18], [50, 32])).toBeGreaterThan(0.6);
    expect(pregameHomeWin([41, 41], [41, 41])).toBeGreaterThan(0.5);
    expect(pregameHomeWin([20, 62], [62, 20])).toBeLessThan(0.2);
  });
});
