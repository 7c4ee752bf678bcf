import { parseBasketballTextLive } from '@kanqiu/core';
import {
  type BasketballMatchPage,
  basketballMatchPageSchema,
} from '@kanqiu/core/contract/basketball';
import { lineupSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rawData, replay } from '../../__tests__/shared-catalog';
import type { EspnGameFile } from '../hoopr-types';

const GAMES = [
  ['401656359', 107, 89],
  ['401656363', 106, 88],
] as const;

function finalPage(id: string): BasketballMatchPage {
  const match = replay(id);
  return match.matchPageAt(match.durationSec) as BasketballMatchPage;
}

function espn(id: string): EspnGameFile {
  return rawData<EspnGameFile>('basketball', 'hoopr', `${id}.json`);
}

describe('basketball replays of the 2024 NBA Finals', () => {
  it.each(GAMES)('game %s ends BOS %i – %i DAL', (id, home, away) => {
    const page = finalPage(id);
    expect(page.status_id).toBe(10);
    expect([page.home_team.name, page.away_team.name]).toEqual(['凯尔特人', '独行侠']);
    expect([page.home_team.score, page.away_team.score]).toEqual([home, away]);
  });

  it('names the competition after the game number', () => {
    expect(replay('401656359').competition).toBe('NBA总决赛 第1场');
    expect(replay('401656363').competition).toBe('NBA总决赛 第5场');
  });

  it.each(GAMES)('game %s has the quarter scores of the ESPN header', (id) => {
    const header = espn(id).header.competitions[0];
    const quarters = (side: 'home' | 'away') =>
      header?.competitors
        .find((c) => c.homeAway === side)
        ?.linescores.map((l) => Number(l.displayValue));
    const page = finalPage(id);
    expect(page.home_team.periods).toEqual(quarters('home'));
    expect(page.away_team.periods).toEqual(quarters('away'));
  });

  it.each(GAMES)(
    'game %s: every player line recounted from the plays equals the ESPN box score, DNPs included',
    (id) => {
      const page = finalPage(id);
      const players = [...page.players.home, ...page.players.away];
      const box = espn(id).boxscore.players.flatMap((team) => team.statistics[0]?.athletes ?? []);
      for (const line of box) {
        const mine = players.find((p) => p.id === line.athlete.id);
        if (!mine) throw new Error(`no line for ${line.athlete.displayName}`);
        expect({ id: mine.name_en, dnp: mine.did_not_play }).toEqual({
          id: line.athlete.displayName,
          dnp: line.didNotPlay,
        });
        if (line.didNotPlay) {
          expect(mine).toMatchObject({ minutes: 0, points: 0, dnp_reason: '教练决定' });
          continue;
        }
        expect(mine.dnp_reason).toBeNull();
        const [min, fg, fg3, ft, oreb, dreb, reb, ast, stl, blk, to, pf, plusMinus, pts] =
          line.stats;
        const label = line.athlete.displayName;
        expect({ label, pts: mine.points }).toEqual({ label, pts: Number(pts) });
        expect(`${mine.fg_made}-${mine.fg_attempted}`).toBe(fg);
        expect(`${mine.fg3_made}-${mine.fg3_attempted}`).toBe(fg3);
        expect(`${mine.ft_made}-${mine.ft_attempted}`).toBe(ft);
        expect([mine.offensive_rebounds, mine.defensive_rebounds, mine.rebounds]).toEqual([
          Number(oreb),
          Number(dreb),
          Number(reb),
        ]);
        expect([mine.assists, mine.steals, mine.blocks]).toEqual([
          Number(ast),
          Number(stl),
          Number(blk),
        ]);
        expect({ label, to: mine.turnovers, pf: mine.fouls }).toEqual({
          label,
          to: Number(to),
          pf: Number(pf),
        });
        expect(Math.abs(mine.minutes - Number(min))).toBeLessThanOrEqual(1);
        expect({ label, pm: mine.plus_minus }).toEqual({ label, pm: Number(plusMinus) });
      }
    },
  );

  it.each(GAMES)('game %s: positions and starters from the box score', (id) => {
    const lineup = replay(id).lineup();
    expect(() => v.parse(lineupSchema, lineup)).not.toThrow();
    if (lineup.sport !== 'basketball') throw new Error('not basketball');
    for (const team of [lineup.home, lineup.away]) {
      expect(team.starters).toHaveLength(5);
      for (const p of [...team.starters, ...team.bench]) {
        expect(p.name).toMatch(/\p{Script=Han}/u);
        expect(['C', 'SF', 'PF', 'SG', 'PG', 'F', 'G']).toContain(p.position);
      }
    }
    const luka = lineup.away.starters.find((p) => p.name_en === 'Luka Doncic');
    expect(luka?.name).toBe('东契奇');
    expect(luka?.position).toBe('PG');
  });
});

describe('basketball text live', () => {
  it.each(GAMES)('game %s: every line parses with core and is written in Chinese', (id) => {
    const page = finalPage(id);
    expect(page.tlive.length).toBeGreaterThan(400);
    let previous: { home: number; away: number } | null = null;
    for (const line of [...page.tlive].reverse()) {
      const parsed = parseBasketballTextLive(line);
      expect(parsed, line).not.toBeNull();
      if (!parsed) continue;
      expect(parsed.description).toMatch(/\p{Script=Han}/u);
      expect(parsed.description).not.toMatch(/undefined|null|NaN|球员/);
      expect(parsed.overtime).toBe(0);
      if (previous) {
        expect(parsed.home_score).toBeGreaterThanOrEqual(previous.home);
        expect(parsed.away_score).toBeGreaterThanOrEqual(previous.away);
      }
      previous = { home: parsed.home_score, away: parsed.away_score };
    }
    expect(parseBasketballTextLive(page.tlive[0])?.team).toBe('neutral');
  });

  it('shows the game clock with two-digit seconds in the last minute', () => {
    const clocks = finalPage('401656363').tlive.map(
      (line) => parseBasketballTextLive(line)?.time ?? '',
    );
    for (const clock of clocks) expect(clock).toMatch(/^\d{1,2}:\d{2}(\.\d)?$/);
    expect(clocks[0]).toBe('0:00.0');
  });

  it('writes free throws as "x罚y中" at the end of a trip', () => {
    const lines = finalPage('401656359').tlive.map(
      (line) => parseBasketballTextLive(line)?.description ?? '',
    );
    expect(lines.some((line) => /2罚(0|1|2)中$/.test(line))).toBe(true);
  });
});

describe('basketball pages', () => {
  it.each(GAMES)('game %s: valid pages at every stage, ascending change points', (id) => {
    const match = replay(id);
    const points = match.changePoints;
    for (let i = 1; i < points.length; i += 1)
      expect(points[i]).toBeGreaterThan(points[i - 1] as number);
    const before = match.matchPageAt(-10) as BasketballMatchPage;
    expect(before.status_id).toBe(1);
    expect(before.tlive).toEqual([]);
    for (const t of [0, 600, 3000, 5000, match.durationSec]) {
      expect(() => v.parse(basketballMatchPageSchema, match.matchPageAt(t))).not.toThrow();
    }
    expect(Buffer.byteLength(JSON.stringify(match.matchPageAt(match.durationSec)))).toBeLessThan(
      60_000,
    );
  });

  it('shows half time after the second quarter ends', () => {
    const match = replay('401656359');
    const halfTime = match.changePoints
      .map((t) => match.matchPageAt(t) as BasketballMatchPage)
      .find((page) => page.status_id === 3 && page.period === 2);
    expect(halfTime?.status_label).toBe('中场休息');
    expect([halfTime?.home_team.score, halfTime?.away_team.score]).toEqual([63, 42]);
  });
});
