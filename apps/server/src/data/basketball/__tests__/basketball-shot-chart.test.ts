import { basketballShotChartSchema } from '@kanqiu/core/contract/basketball';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../shared/data-dir';
import { readJson } from '../../shared/read-json';
import type { BasketballGameData } from '../basketball-game-data';
import { loadBasketballGames } from '../basketball-replay';
import { basketballShotChartAt } from '../basketball-shot-chart';
import type { EspnGameFile } from '../hoopr-types';

const GAME5 = '401656363';
const game = loadBasketballGames(resolveDataDir()).find(
  (g) => g.id === GAME5,
) as BasketballGameData;
const file = readJson<EspnGameFile>(resolveDataDir(), 'basketball', 'hoopr', `${GAME5}.json`);

describe('basketball shot chart: 2024 Finals Game 5', () => {
  const end = basketballShotChartAt(game, game.durationSec);

  it('charts every field-goal attempt of the box score, made and missed', () => {
    expect(() => v.parse(basketballShotChartSchema, end)).not.toThrow();
    expect(end.unplaced).toBe(0);
    // ESPN's team box score: field goals made-attempted, Boston then Dallas.
    const attempts = (side: 1 | 2) => end.shots.filter((shot) => shot.side === side);
    const fg = (file.boxscore.teams ?? []).map(
      (team) =>
        team.statistics.find((stat) => stat.name === 'fieldGoalsMade-fieldGoalsAttempted')
          ?.displayValue,
    );
    const written = (side: 1 | 2) =>
      `${attempts(side).filter((shot) => shot.made).length}-${attempts(side).length}`;
    expect(new Set([written(1), written(2)])).toEqual(new Set(fg));
    expect(end.shots.some((shot) => !shot.made)).toBe(true);
    expect(
      end.shots.filter((shot) => shot.three && shot.made).every((s) => s.label.startsWith('三分')),
    ).toBe(true);
  });

  it('shows only the attempts taken so far', () => {
    expect(basketballShotChartAt(game, -1).shots).toEqual([]);
    const half = basketballShotChartAt(game, game.durationSec / 2);
    expect(half.shots.length).toBeGreaterThan(0);
    expect(half.shots.length).toBeLessThan(end.shots.length);
    expect(end.shots.slice(0, half.shots.length)).toEqual(half.shots);
  });
});
