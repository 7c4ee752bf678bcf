import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trendContentSchema } from '@kanqiu/core/contract/base';
import { basketballMatchPageSchema } from '@kanqiu/core/contract/basketball';
import { footballMatchPageSchema } from '@kanqiu/core/contract/football';
import { lineupSchema, matchAnalysisSchema, oddsPageSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../load-catalog';
import { resolveDataDir } from '../shared/data-dir';
import { readJson } from '../shared/read-json';
import { realCatalog } from './shared-catalog';

describe('loadCatalog', () => {
  it('loads all 64 World Cup 2018 matches in kick-off order and the two NBA games', () => {
    const catalog = realCatalog();
    const football = catalog.matches.filter((m) => m.sport === 'football');
    expect(football).toHaveLength(64);
    expect(football.map((m) => m.originalKickoff)).toEqual(
      football.map((m) => m.originalKickoff).sort(),
    );
    const named = (id: string) => {
      const match = catalog.match(id);
      return [match?.competition, match?.home.name, match?.away.name];
    };
    expect(named('2057954')).toEqual(['2018世界杯 A组', '俄罗斯', '沙特阿拉伯']);
    expect(named('2057960')).toEqual(['2018世界杯 B组', '葡萄牙', '西班牙']);
    expect(named('2058003')).toEqual(['2018世界杯 1/8决赛', '法国', '阿根廷']);
    expect(named('2058015')).toEqual(['2018世界杯 半决赛', '克罗地亚', '英格兰']);
    expect(named('2058017')).toEqual(['2018世界杯 决赛', '法国', '克罗地亚']);
    expect(
      catalog.matches.filter((m) => m.sport === 'basketball').map((m) => m.competition),
    ).toEqual(['NBA总决赛 第1场', 'NBA总决赛 第5场']);
    expect(catalog.match('2057960')?.home.name).toBe('葡萄牙');
    expect(catalog.match('nope')).toBeUndefined();
    for (const match of catalog.matches) {
      expect(match.durationSec).toBeGreaterThan(100 * 60);
      expect(match.venue).toMatch(/\p{Script=Han}/u);
    }
  });

  it('gives every payload in the shape of the shared contract, at any replay second', () => {
    for (const match of realCatalog().matches) {
      const pageSchema =
        match.sport === 'football' ? footballMatchPageSchema : basketballMatchPageSchema;
      for (const t of [
        -600,
        0,
        match.durationSec / 3,
        match.durationSec,
        match.durationSec + 600,
      ]) {
        expect(() => v.parse(pageSchema, match.matchPageAt(t))).not.toThrow();
        expect(() => v.parse(oddsPageSchema, match.oddsPageAt(t))).not.toThrow();
        expect(() => v.parse(trendContentSchema, match.trendAt(t))).not.toThrow();
        expect(() => v.parse(lineupSchema, match.lineupAt(t))).not.toThrow();
      }
      expect(() => v.parse(matchAnalysisSchema, match.analysis())).not.toThrow();
      expect(match.matchPageAt(match.durationSec + 600).status_id).toBe(10);
    }
  });

  it('is deterministic: two loads give the same pages, odds and picks', () => {
    const again = loadCatalog();
    for (const match of realCatalog().matches) {
      const twin = again.match(match.id);
      const t = match.durationSec * 0.7;
      expect(JSON.stringify(twin?.matchPageAt(t))).toBe(JSON.stringify(match.matchPageAt(t)));
      expect(JSON.stringify(twin?.oddsPageAt(t))).toBe(JSON.stringify(match.oddsPageAt(t)));
    }
    const date = realCatalog().modelInit().default_date;
    expect(again.modelDay('sq', date)).toEqual(realCatalog().modelDay('sq', date));
  });

  it('builds each page once: a request between two changes gets the page built at the first', () => {
    /** The last few change points, each with the moment halfway to the next. */
    const halfways = (points: readonly number[]) =>
      points.slice(-4, -1).map((at, i) => [at, (at + (points.at(i - 3) as number)) / 2] as const);
    for (const match of realCatalog().matches) {
      for (const [at, between] of halfways(match.changePoints)) {
        expect(match.matchPageAt(between)).toBe(match.matchPageAt(at));
      }
      for (const [at, between] of halfways(match.oddsChangePoints)) {
        expect(match.oddsPageAt(between)).toBe(match.oddsPageAt(at));
      }
    }
  });
});

describe('data files', () => {
  it('says which file is missing or broken', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kanqiu-data-'));
    writeFileSync(join(dir, 'broken.json'), '{"not json');
    expect(() => readJson(dir, 'missing.json')).toThrow(/missing\.json/);
    expect(() => readJson(dir, 'broken.json')).toThrow(/broken\.json is not JSON/);
    expect(() => resolveDataDir({ KANQIU_DATA_DIR: dir })).toThrow(/holds no/);
    expect(() => loadCatalog({ dataDir: dir })).toThrow(/Cannot read data file/);
    expect(resolveDataDir({})).toMatch(/apps\/server\/data$/);
  });

  it('ships the ESPN files without editorial extras, standings, images or betting lines', () => {
    for (const id of ['401656359', '401656363']) {
      const file = readJson<Record<string, unknown>>(
        resolveDataDir(),
        'basketball',
        'hoopr',
        `${id}.json`,
      );
      expect(Object.keys(file).sort()).toEqual(
        [
          'boxscore',
          'format',
          'gameId',
          'gameInfo',
          'header',
          'leaders',
          'plays',
          'season',
          'seasonseries',
          'winprobability',
        ].sort(),
      );
      const text = JSON.stringify(file);
      for (const banned of [
        'espncdn',
        '"article"',
        '"videos"',
        '"logos"',
        '"headshot"',
        '"standings"',
        'http',
        'gameSpread',
      ]) {
        expect(text).not.toContain(banned);
      }
    }
  });
});
