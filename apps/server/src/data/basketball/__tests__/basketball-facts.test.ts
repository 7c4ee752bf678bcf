import {
  type BasketballMatchPage,
  basketballMatchPageSchema,
  basketballOverviewSchema,
  basketballTeamInfoSchema,
  basketballTeamScheduleSchema,
} from '@kanqiu/core/contract/basketball';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rawData, realCatalog, replay } from '../../__tests__/shared-catalog';
import { convertBasketballGame } from '../basketball-game-data';
import { mergeBasketballSeason, seriesStandingBefore } from '../basketball-season';
import type { EspnGameFile } from '../hoopr-types';

const GAME_ONE = '401656359';
const GAME_FIVE = '401656363';

function espn(id: string): EspnGameFile {
  return rawData<EspnGameFile>('basketball', 'hoopr', `${id}.json`);
}

function pageAt(id: string, t: number): BasketballMatchPage {
  return replay(id).matchPageAt(t) as BasketballMatchPage;
}

function finalPage(id: string): BasketballMatchPage {
  return pageAt(id, replay(id).durationSec);
}

/** The first replay second at which the page shows half time. */
function halfTime(id: string): number {
  const match = replay(id);
  const t = match.changePoints.find((point) => {
    const page = pageAt(id, point);
    return page.status_id === 3 && page.period === 2;
  });
  if (t === undefined) throw new Error('no half time');
  return t;
}

/** Points per player up to the end of `lastPeriod`, summed straight from ESPN's scoring plays. */
function espnPointsThrough(id: string, lastPeriod: number): Map<string, number> {
  const points = new Map<string, number>();
  for (const play of espn(id).plays) {
    const scorer = play['participants.0.athlete.id'];
    if (!play.scoringPlay || play['period.number'] > lastPeriod || !scorer) continue;
    points.set(scorer, (points.get(scorer) ?? 0) + play.scoreValue);
  }
  return points;
}

const basketball = () => realCatalog().basketball;

describe('NBA facts a fan can check', () => {
  it("has Boston's 2023-24 regular season: 64-18, 37-4 at home, 41-11 in the East", () => {
    const info = v.parse(basketballTeamInfoSchema, basketball().teamInfo('2'));
    expect(info.team).toMatchObject({ name: '凯尔特人', code: 'BOS', full_name: '波士顿凯尔特人' });
    expect(info.record).toMatchObject({
      season: '2023-24',
      total: { win: 64, lose: 18, summary: '64-18' },
      home: { summary: '37-4' },
      conference: { summary: '41-11' },
    });
    // The game headers give the home side its home record only: Boston's road record is not there.
    expect(info.record.road).toBeNull();
    const dallas = basketball().teamInfo('6');
    expect(dallas?.record).toMatchObject({
      total: { summary: '50-32' },
      road: { summary: '25-16' },
      conference: { summary: '31-21' },
      home: null,
    });
  });

  it('knows the series before each Finals game: 0-0, 1-0, 2-0, 3-0, then Boston 3-1 before game 5', () => {
    const season = mergeBasketballSeason([
      convertBasketballGame(espn(GAME_ONE)),
      convertBasketballGame(espn(GAME_FIVE)),
    ]);
    const before = ['401656359', '401656360', '401656361', '401656362', '401656363'].map((id) =>
      seriesStandingBefore(season, id),
    );
    // Games 3 and 4 were played in Dallas: their home side is the Mavericks.
    expect(before.map((s) => [s?.game_number, s?.home_wins, s?.away_wins])).toEqual([
      [1, 0, 0],
      [2, 1, 0],
      [3, 0, 2],
      [4, 0, 3],
      [5, 3, 1],
    ]);
    expect(before.map((s) => s?.text)).toEqual([
      '系列赛首战',
      '凯尔特人 1-0 领先',
      '凯尔特人 2-0 领先',
      '凯尔特人 3-0 领先',
      '凯尔特人 3-1 领先',
    ]);
    expect(seriesStandingBefore(season, '401585239')).toBeNull();
  });

  it("lists Boston's games of the data with dates and scores, and says the season is incomplete", () => {
    const schedule = v.parse(basketballTeamScheduleSchema, basketball().teamSchedule('2'));
    expect(
      schedule.games.map((g) => [
        g.kickoff.slice(0, 10),
        g.is_home ? 'H' : 'A',
        `${g.team_score}-${g.opponent_score}`,
        g.result,
        g.replay_match_id,
      ]),
    ).toEqual([
      ['2024-01-23', 'A', '119-110', 'win', null],
      ['2024-03-02', 'H', '138-110', 'win', null],
      ['2024-06-07', 'H', '107-89', 'win', GAME_ONE],
      ['2024-06-10', 'H', '105-98', 'win', null],
      ['2024-06-13', 'A', '106-99', 'win', null],
      ['2024-06-15', 'A', '84-122', 'lose', null],
      ['2024-06-18', 'H', '106-88', 'win', GAME_FIVE],
    ]);
    expect(schedule.complete).toBe(false);
    expect(schedule.note).toContain('其余赛程不在数据范围内');
    expect(basketball().teamSchedule('13')).toBeUndefined();
  });

  it('builds the roster from both box scores, DNP-only players included', () => {
    const info = basketball().teamInfo('2');
    const tatum = info?.roster.find((p) => p.name_en === 'Jayson Tatum');
    // 16 points in game 1, 31 in game 5.
    expect(tatum).toMatchObject({ games: 2, games_played: 2, starts: 2, position: 'SF' });
    expect(tatum?.averages?.points).toBe(23.5);
    const tillman = info?.roster.find((p) => p.name_en === 'Xavier Tillman');
    expect(tillman).toMatchObject({ games: 2, games_played: 0, averages: null });
    expect(info?.leaders.points?.name).toBe('塔图姆');
    expect(info?.roster.at(-1)?.games_played).toBe(0);
  });

  it('gives the overview of game 5: TD Garden, the officials, ESPN’s win probability at the tip', () => {
    const overview = v.parse(basketballOverviewSchema, basketball().overview(GAME_FIVE));
    expect(overview).toMatchObject({
      competition: 'NBA总决赛 第5场',
      original_kickoff: '2024-06-18T00:30:00.000Z',
      venue: { name_en: 'TD Garden', city: '波士顿', state: 'MA' },
      attendance: 19156,
      series: { text: '凯尔特人 3-1 领先' },
      records: { home: { total: { summary: '64-18' } }, away: { total: { summary: '50-32' } } },
      win_probability: { home: 0.686, tie: 0, source: 'ESPN' },
      model_picks: [],
    });
    expect(overview.officials.map((o) => o.name_en)).toEqual([
      'Bill Kennedy',
      'Zach Zarba',
      'John Goble',
    ]);
    expect(overview.officials.every((o) => /\p{Script=Han}/u.test(o.name))).toBe(true);
    expect(basketball().overview(GAME_ONE)?.win_probability?.home).toBe(0.669);
    expect(basketball().overview('2058017')).toBeUndefined();
  });

  it('reads an unknown position as UNK, shown as 未知, never as a guess', () => {
    const file = espn(GAME_ONE);
    const athlete = file.boxscore.players[0]?.statistics[0]?.athletes[0];
    if (!athlete) throw new Error('no athlete');
    athlete.athlete.position.abbreviation = 'X';
    const game = convertBasketballGame(file);
    expect(game.players.get(athlete.athlete.id)?.position).toBe('UNK');
  });
});

describe('the basketball match page as the facts and statistics pages read it', () => {
  it("has Tatum's 31 points in game 5 and Dončić's 30 in game 1, as in the real box scores", () => {
    const five = finalPage(GAME_FIVE);
    expect(five.players.home.find((p) => p.name_en === 'Jayson Tatum')?.points).toBe(31);
    const one = finalPage(GAME_ONE);
    expect(one.players.away.find((p) => p.name_en === 'Luka Doncic')?.points).toBe(30);
  });

  it.each([GAME_ONE, GAME_FIVE])(
    'game %s: the final leaders are ESPN’s game leaders, ties included',
    (id) => {
      const page = finalPage(id);
      const home = espn(id).header.competitions[0]?.competitors.find((c) => c.homeAway === 'home');
      expect(espn(id).leaders?.flatMap((team) => team.leaders)).toHaveLength(6);
      for (const team of espn(id).leaders ?? []) {
        const mine = team.team.id === home?.team.id ? page.leaders.home : page.leaders.away;
        for (const category of team.leaders) {
          const leader = mine[category.name as 'points' | 'rebounds' | 'assists'];
          expect({ category: category.name, id: leader?.player_id, value: leader?.value }).toEqual({
            category: category.name,
            id: category.leaders[0]?.athlete.id,
            value: Number(category.leaders[0]?.displayValue),
          });
        }
      }
    },
  );

  it('leads at half time of game 5 with first-half points only', () => {
    const page = pageAt(GAME_FIVE, halfTime(GAME_FIVE));
    const firstHalf = espnPointsThrough(GAME_FIVE, 2);
    const best = (ids: string[]) => Math.max(...ids.map((id) => firstHalf.get(id) ?? 0));
    const homeBest = best(page.players.home.map((p) => p.id));
    expect(page.leaders.home.points?.value).toBe(homeBest);
    expect(firstHalf.get(page.leaders.home.points?.player_id ?? '')).toBe(homeBest);
    expect(page.leaders.away.points?.value).toBe(best(page.players.away.map((p) => p.id)));
    const tatum = page.players.home.find((p) => p.name_en === 'Jayson Tatum');
    expect(tatum?.points).toBe(firstHalf.get('4065648'));
    expect(tatum?.points).toBeLessThan(31);
    expect(pageAt(GAME_FIVE, -1).leaders.home).toEqual({
      points: null,
      rebounds: null,
      assists: null,
    });
  });

  it.each([GAME_ONE, GAME_FIVE])(
    'game %s: the final team totals equal ESPN’s team box score',
    (id) => {
      const page = finalPage(id);
      const home = espn(id).header.competitions[0]?.competitors.find((c) => c.homeAway === 'home');
      expect(espn(id).boxscore.teams).toHaveLength(2);
      for (const team of espn(id).boxscore.teams ?? []) {
        const totals = team.team.id === home?.team.id ? page.totals.home : page.totals.away;
        const stat = (name: string) => team.statistics.find((s) => s.name === name)?.displayValue;
        expect(`${totals.fg_made}-${totals.fg_attempted}`).toBe(
          stat('fieldGoalsMade-fieldGoalsAttempted'),
        );
        expect(`${totals.fg3_made}-${totals.fg3_attempted}`).toBe(
          stat('threePointFieldGoalsMade-threePointFieldGoalsAttempted'),
        );
        expect(`${totals.ft_made}-${totals.ft_attempted}`).toBe(
          stat('freeThrowsMade-freeThrowsAttempted'),
        );
        expect([totals.fg_pct, totals.fg3_pct, totals.ft_pct]).toEqual(
          ['fieldGoalPct', 'threePointFieldGoalPct', 'freeThrowPct'].map((n) => Number(stat(n))),
        );
        expect({
          oreb: totals.offensive_rebounds,
          dreb: totals.defensive_rebounds,
          ast: totals.assists,
          stl: totals.steals,
          blk: totals.blocks,
          to: totals.turnovers,
          pf: totals.fouls,
          paint: totals.points_in_paint,
          fast: totals.fast_break_points,
        }).toEqual({
          oreb: Number(stat('offensiveRebounds')),
          dreb: Number(stat('defensiveRebounds')),
          ast: Number(stat('assists')),
          stl: Number(stat('steals')),
          blk: Number(stat('blocks')),
          to: Number(stat('totalTurnovers')),
          pf: Number(stat('fouls')),
          paint: Number(stat('pointsInPaint')),
          fast: Number(stat('fastBreakPoints')),
        });
      }
    },
  );

  it('never shows points in the paint or fast-break points before the final buzzer', () => {
    const match = replay(GAME_FIVE);
    const beforeEnd = pageAt(GAME_FIVE, match.durationSec - 1);
    expect(beforeEnd.status_id).not.toBe(10);
    expect(beforeEnd.totals.home.points_in_paint).toBeNull();
    expect(beforeEnd.stats.map((s) => s.key)).not.toContain('points_in_paint');
    const final = finalPage(GAME_FIVE);
    expect(final.stats.find((s) => s.key === 'points_in_paint')).toMatchObject({
      label: '内线得分',
      home: 42,
      away: 42,
    });
    expect(final.stats.find((s) => s.key === 'fast_break_points')).toMatchObject({
      home: 16,
      away: 9,
    });
  });

  it('marks players who have not played yet, and gives a DNP reason only after the game', () => {
    const name = (page: BasketballMatchPage, en: string) =>
      [...page.players.home, ...page.players.away].find((p) => p.name_en === en);
    const start = pageAt(GAME_ONE, 0);
    expect(name(start, 'Jayson Tatum')).toMatchObject({ did_not_play: false, on_court: true });
    expect(name(start, 'Kristaps Porzingis')).toMatchObject({ did_not_play: true, starter: false });
    expect(name(start, 'Markieff Morris')).toMatchObject({ did_not_play: true, dnp_reason: null });
    const final = finalPage(GAME_ONE);
    expect(name(final, 'Kristaps Porzingis')).toMatchObject({ did_not_play: false, points: 20 });
    expect(name(final, 'Markieff Morris')).toMatchObject({
      did_not_play: true,
      dnp_reason: '教练决定',
    });
    expect(name(final, 'Jayson Tatum')?.shirt_number).toBe(0);
  });

  it('carries ESPN’s win probability after the last play, and quarter scores of every period', () => {
    expect(pageAt(GAME_ONE, -1).home_win_probability).toBeNull();
    expect(pageAt(GAME_ONE, 0).home_win_probability).toBe(0.669);
    expect(finalPage(GAME_ONE).home_win_probability).toBe(1);
    const final = finalPage(GAME_FIVE);
    expect(final.home_team.periods).toEqual([28, 39, 19, 20]);
    expect(final.away_team.periods).toEqual([18, 28, 21, 21]);
    expect(() => v.parse(basketballMatchPageSchema, final)).not.toThrow();
  });
});
