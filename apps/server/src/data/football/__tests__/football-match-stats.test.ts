import { FootballEvent } from '@kanqiu/core';
import { footballMatchStatsSchema } from '@kanqiu/core/contract/football';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../shared/data-dir';
import { loadXgModel } from '../../xg/xg-model-file';
import type { FootballMatchData } from '../football-match-data';
import { footballMatchStatsAt } from '../football-match-stats';
import { loadFootballMatches } from '../load-football';
import { RATING_WEIGHTS } from '../player-ratings';

const model = loadXgModel(resolveDataDir());
const final = loadFootballMatches(resolveDataDir()).find(
  (match) => String(match.id) === '2058017',
) as FootballMatchData;
const row = (stats: ReturnType<typeof footballMatchStatsAt>, key: string) =>
  stats.stats.find((entry) => entry.key === key);

describe('football match statistics: France 4–2 Croatia', () => {
  const end = footballMatchStatsAt(final, model, final.clock.end);

  it('has the contract shape', () => {
    expect(() => v.parse(footballMatchStatsSchema, end)).not.toThrow();
  });

  it('counts the shots the source has: France 8 (6 on target), Croatia 14 (3 on target)', () => {
    expect(end.shots.filter((shot) => shot.side === 1)).toHaveLength(8);
    expect(end.shots.filter((shot) => shot.side === 2)).toHaveLength(14);
    expect(row(end, 'shots')).toMatchObject({ home: 8, away: 14 });
    expect(row(end, 'shots_on_target')).toMatchObject({ home: 6, away: 3 });
    for (const side of ['home', 'away'] as const) {
      const parts = ['shots_on_target', 'shots_off_target', 'shots_blocked'].map(
        (key) => row(end, key)?.[side] ?? 0,
      );
      expect(parts.reduce((a, b) => a + b, 0)).toBe(row(end, 'shots')?.[side]);
    }
    const scorers = end.shots
      .filter((shot) => shot.outcome === 'goal')
      .map((shot) => shot.player_name);
    expect(scorers).toEqual(['佩里西奇', '格列兹曼', '博格巴', '姆巴佩', '曼朱基奇']);
    expect(end.shots.find((shot) => shot.kind === 'penalty')).toMatchObject({
      player_name: '格列兹曼',
      minute_text: "38'",
      xg: model.penaltyRate,
      factors: [],
    });
    expect(end.own_goals).toEqual([
      expect.objectContaining({ side: 1, player_name: '曼朱基奇', minute_text: "18'" }),
    ]);
  });

  it('adds every shot’s xG into the xG row, and each shot’s factors into its xG', () => {
    const home = end.shots
      .filter((shot) => shot.side === 1)
      .reduce((sum, shot) => sum + shot.xg, 0);
    expect(row(end, 'xg')?.home).toBeCloseTo(home, 2);
    for (const shot of end.shots.filter((entry) => entry.kind !== 'penalty')) {
      const logOdds = shot.factors.reduce(
        (sum, factor) => sum + factor.log_odds,
        shot.base_log_odds,
      );
      expect(1 / (1 + Math.exp(-logOdds))).toBeCloseTo(shot.xg, 12);
    }
  });

  it('shows nothing before kick-off and nothing that has not happened yet', () => {
    const before = footballMatchStatsAt(final, model, -60);
    expect(before.started).toBe(false);
    expect([before.shots, before.own_goals, before.ratings]).toEqual([[], [], []]);
    expect(before.stats.every((entry) => entry.home === 0 && entry.away === 0)).toBe(true);
    const mbappeGoal = end.shots.find(
      (shot) => shot.player_name === '姆巴佩' && shot.outcome === 'goal',
    );
    expect(mbappeGoal?.minute).toBe(65);
    const at60 = footballMatchStatsAt(final, model, final.clock.replayTime(2, 15 * 60));
    expect(at60.shots.some((shot) => shot.id === mbappeGoal?.id)).toBe(false);
    expect(at60.shots.every((shot) => shot.minute <= 60)).toBe(true);
    expect(at60.player_of_match_id).toBeNull();
  });

  it('moves ratings live: Mbappé’s goal lifts his rating by at least the goal’s weight', () => {
    const rating = (t: number) =>
      footballMatchStatsAt(final, model, t).ratings.find((entry) => entry.player_name === '姆巴佩')
        ?.rating ?? 0;
    const goalAt = final.moments.find(
      (moment) => moment.code === FootballEvent.Goal && moment.playerId === 353833,
    )?.t as number;
    expect(rating(goalAt + 5) - rating(goalAt - 30)).toBeGreaterThanOrEqual(
      RATING_WEIGHTS.goal - 0.1,
    );
  });

  it('rates players 0–10 and names Griezmann player of the match at the end', () => {
    for (const entry of end.ratings) {
      expect(entry.rating).toBeGreaterThanOrEqual(0);
      expect(entry.rating).toBeLessThanOrEqual(10);
    }
    // 22 starters, France's three substitutes and Croatia's two.
    expect(end.ratings).toHaveLength(27);
    const best = end.ratings.find((entry) => entry.player_id === end.player_of_match_id);
    expect(best?.player_name).toBe('格列兹曼');
    // Kanté went off in the 55th minute: 55 minutes and the first half's stoppage time on the pitch.
    const kante = end.ratings.find((entry) => entry.player_name === '坎特')?.minutes ?? 0;
    expect(kante).toBeGreaterThanOrEqual(55);
    expect(kante).toBeLessThan(60);
    expect(end.ratings.find((entry) => entry.player_name === '洛里斯')?.minutes).toBe(90);
  });
});
