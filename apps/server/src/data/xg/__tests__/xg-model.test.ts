import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../shared/data-dir';
import { fitLogistic } from '../fit-logistic';
import { readTrainingShots, SHOTS_FILE } from '../training-shots';
import { scoreForecaster, trainingSplit } from '../xg-fit';
import { explainXg, shotXg } from '../xg-model';
import { loadXgModel } from '../xg-model-file';

const model = loadXgModel(resolveDataDir());
const logistic = (z: number) => 1 / (1 + Math.exp(-z));

describe('expected goals', () => {
  it('gives a penalty the share of training penalties scored (401 of 553)', () => {
    expect(model.penaltyRate).toBeCloseTo(401 / 553, 12);
    const penalty = explainXg(model, {
      x: 89,
      y: 50,
      kind: 'penalty',
      body: 'right',
      counter: false,
    });
    expect(penalty.xg).toBe(model.penaltyRate);
    expect(penalty.contributions).toEqual([]);
  });

  it('recomputes a tap-in and a 30-metre shot from the stored coefficients', () => {
    const c = model.coefficients;
    // Tap-in from (97, 50): 3.15 m out in the middle; the goal mouth opens 2·atan(3.66 / 3.15).
    const tapInAngle = 2 * Math.atan(3.66 / 3.15);
    const tapIn = logistic(model.intercept + c.distance * 3.15 + c.angle * tapInAngle);
    expect(
      shotXg(model, { x: 97, y: 50, kind: 'open_play', body: 'right', counter: false }),
    ).toBeCloseTo(tapIn, 9);
    expect(tapIn).toBeGreaterThan(0.5);
    // 30 m straight out: (100 − 30 / 1.05) ≈ 71.43 → 30 m; the mouth opens 2·atan(3.66 / 30).
    const longAngle = 2 * Math.atan(3.66 / 30);
    const long = logistic(model.intercept + c.distance * 30 + c.angle * longAngle);
    const x = 100 - 30 / 1.05;
    expect(
      shotXg(model, { x, y: 50, kind: 'open_play', body: 'left', counter: false }),
    ).toBeCloseTo(long, 9);
    expect(long).toBeGreaterThan(0.01);
    expect(long).toBeLessThan(0.06);
    // The same 30 m shot as a header, and as a direct free kick, moves by exactly their coefficients.
    const header = shotXg(model, {
      x,
      y: 50,
      kind: 'open_play',
      body: 'head_or_other',
      counter: false,
    });
    expect(Math.log(header / (1 - header)) - Math.log(long / (1 - long))).toBeCloseTo(c.header, 9);
    const freeKick = shotXg(model, { x, y: 50, kind: 'free_kick', body: 'right', counter: false });
    expect(Math.log(freeKick / (1 - freeKick)) - Math.log(long / (1 - long))).toBeCloseTo(
      c.free_kick,
      9,
    );
  });

  it('reads a mirrored shot (recorded in its own half) as the shot it was', () => {
    const mirrored = shotXg(model, {
      x: 11,
      y: 51,
      kind: 'open_play',
      body: 'right',
      counter: false,
    });
    const real = shotXg(model, { x: 89, y: 49, kind: 'open_play', body: 'right', counter: false });
    expect(mirrored).toBe(real);
  });

  it('beats the overall goal rate on the held-out World Cup, as docs/models.md says', () => {
    const { train, test } = trainingSplit(readTrainingShots(resolveDataDir()));
    expect(test).toHaveLength(1534);
    expect(new Set(test.map((shot) => shot.matchId)).size).toBe(64);
    const rate = train.filter((shot) => shot.goal).length / train.length;
    const kanqiu = scoreForecaster(test, (shot) => shotXg(model, shot));
    const base = scoreForecaster(test, () => rate);
    expect(kanqiu.logLoss).toBeLessThan(base.logLoss);
    const doc = readFileSync(new URL('../../../../../../docs/models.md', import.meta.url), 'utf8');
    expect(doc).toContain(
      `| kanqiu xG | ${kanqiu.logLoss.toFixed(4)} | ${kanqiu.brier.toFixed(4)} |`,
    );
  });

  it('fits a logistic regression that recovers the coefficients data was drawn from', () => {
    // mulberry32, seeded: the same draws every run.
    let seed = 7;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const rows: number[][] = [];
    const outcomes: number[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const a = random() * 4 - 2;
      const b = random() < 0.3 ? 1 : 0;
      rows.push([1, a, b]);
      outcomes.push(random() < logistic(-1 + 0.8 * a - 1.5 * b) ? 1 : 0);
    }
    const [intercept, slope, flag] = fitLogistic(rows, outcomes);
    expect(intercept).toBeCloseTo(-1, 1);
    expect(slope).toBeCloseTo(0.8, 1);
    expect(flag).toBeCloseTo(-1.5, 1);
    expect(fitLogistic(rows, outcomes)).toEqual([intercept, slope, flag]);
  });

  it('refuses a shots file row it does not understand, naming the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kanqiu-shots-'));
    mkdirSync(join(dir, 'football', 'wyscout-shots'), { recursive: true });
    const header = 'match_id,competition,season,team_id,player_id,period,second,x,y,type,body,goal';
    const bad = '1,Euro,2016,1,1,1H,1,90,50,overhead,right,0';
    writeFileSync(join(dir, SHOTS_FILE), gzipSync(`${header}\n${bad}\n`));
    expect(() => readTrainingShots(dir)).toThrow(/line 2/);
  });
});
