import { CHEER_LIMIT_MESSAGE, isSilentBusinessMessage } from '@kanqiu/core';
import {
  activityRegulationSchema,
  cheerBoardSchema,
  cheerRankingSchema,
  cheerScheduleSchema,
} from '@kanqiu/core/contract/user';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, TEST_START, type TestServer } from '../../__tests__/helpers/test-server';
import { postAs, testToken } from '../../__tests__/helpers/user-client';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

// 1001 live, 1002 finished, 2001 kicks off in a minute.
const STARTS = { '1001': 120, '1002': 700, '2001': -60 };
const alice = testToken('alice');
const bob = testToken('bob');

async function start(): Promise<TestServer> {
  server = await startTestServer({ starts: STARTS });
  return server;
}

describe('activity calls', () => {
  it('shows a match cheer board with the chances of the Beijing day', async () => {
    const { baseUrl } = await start();
    const response = await postAs(baseUrl, alice, '/api/activity/board', {
      match_id: '1001',
      team_id: '1001a',
    });
    const board = v.parse(cheerBoardSchema, response.body.data);
    expect(board).toMatchObject({
      cheer_open: true,
      focus_side: 'away',
      home: { team: { id: '1001h' }, cheers: 0, mine: 0 },
      away: { team: { id: '1001a' }, cheers: 0, mine: 0 },
      // The test clock starts at 2026-11-22 12:00 UTC, 20:00 in Beijing.
      chances: {
        daily: 3,
        used: 0,
        left: 3,
        day: '2026-11-22',
        resets_at: '2026-11-22T16:00:00.000Z',
      },
    });
    expect(board.match).toMatchObject({ match_id: '1001', state: 'live' });
  });

  it('takes 3 cheers a day, answers the 4th with the silent cheer-limit message, and 3 more the next day', async () => {
    const { baseUrl, clock } = await start();
    const cheer = (side: string) =>
      postAs(baseUrl, alice, '/api/activity/cheer', { match_id: '1001', side });
    for (const [side, used] of [
      ['home', 1],
      ['home', 2],
      ['away', 3],
    ] as const) {
      const response = await cheer(side);
      expect(response.body.code).toBe(1);
      expect(response.body.data.chances).toMatchObject({ used, left: 3 - used });
    }
    const fourth = await cheer('home');
    expect(fourth.status).toBe(200);
    expect(fourth.body).toEqual({ code: 4030, msg: CHEER_LIMIT_MESSAGE, data: null });
    expect(isSilentBusinessMessage(fourth.body.msg)).toBe(true);

    const board = await postAs(baseUrl, bob, '/api/activity/board', { match_id: '1001' });
    expect(board.body.data).toMatchObject({
      home: { cheers: 2, mine: 0 },
      away: { cheers: 1, mine: 0 },
      chances: { used: 0, left: 3 },
    });

    clock.set(Date.UTC(2026, 10, 22, 16, 0, 0));
    const nextDay = await cheer('home');
    expect(nextDay.body.data).toMatchObject({
      home: { cheers: 3, mine: 3 },
      chances: { day: '2026-11-23', used: 1, left: 2 },
    });
  });

  it('lets exactly 3 of 10 parallel cheers of one user through', async () => {
    const { baseUrl } = await start();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postAs(baseUrl, alice, '/api/activity/cheer', {
          match_id: i % 2 ? '1001' : '2001',
          side: i % 3 ? 'home' : 'away',
        }),
      ),
    );
    const codes = responses.map((response) => response.body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(3);
    expect(codes.filter((code) => code === 4030)).toHaveLength(7);
    const used = responses
      .filter((response) => response.body.code === 1)
      .map((response) => response.body.data.chances.used)
      .sort();
    expect(used).toEqual([1, 2, 3]);
  });

  it('refuses cheers for a finished match, an unknown match or side, and a team not in the match', async () => {
    const { baseUrl } = await start();
    expect(
      (await postAs(baseUrl, alice, '/api/activity/cheer', { match_id: '1002', side: 'home' }))
        .body,
    ).toEqual({
      code: 4031,
      msg: '本场比赛已结束，助威已关闭',
      data: null,
    });
    expect(
      (await postAs(baseUrl, alice, '/api/activity/cheer', { match_id: '9999', side: 'home' }))
        .body,
    ).toEqual({
      code: 4004,
      msg: '比赛不存在',
      data: null,
    });
    expect(
      (await postAs(baseUrl, alice, '/api/activity/cheer', { match_id: '1001', side: 'draw' }))
        .body,
    ).toEqual({
      code: 4001,
      msg: '参数 side 不正确：助威方只能是 home 或 away',
      data: null,
    });
    expect(
      (await postAs(baseUrl, alice, '/api/activity/board', { match_id: '1001', team_id: '2001h' }))
        .body,
    ).toEqual({ code: 4004, msg: '这支球队不在本场比赛中', data: null });
    const board = await postAs(baseUrl, alice, '/api/activity/board', { match_id: '1002' });
    expect(board.body.data.cheer_open).toBe(false);
  });

  it("ranks teams and fans by cheers, with the caller's own row", async () => {
    const { baseUrl } = await start();
    const cheer = (token: string, match_id: string, side: string) =>
      postAs(baseUrl, token, '/api/activity/cheer', { match_id, side });
    await cheer(alice, '1001', 'home');
    await cheer(alice, '1001', 'home');
    await cheer(alice, '2001', 'away');
    await cheer(bob, '1001', 'away');
    const carol = testToken('carol');

    const all = v.parse(
      cheerRankingSchema,
      (await postAs(baseUrl, carol, '/api/activity/ranking', {})).body.data,
    );
    expect(all.match_id).toBeNull();
    expect(all.teams.slice(0, 3).map((row) => [row.rank, row.team.id, row.cheers])).toEqual([
      [1, '1001h', 2],
      [2, '1001a', 1],
      [2, '2001a', 1],
    ]);
    expect(all.teams).toHaveLength(6);
    expect(all.teams.slice(3).every((row) => row.rank === 4 && row.cheers === 0)).toBe(true);
    expect(all.fans).toEqual([
      { fan_no: 1, name: '球迷 No.1', rank: 1, cheers: 3, is_me: false },
      { fan_no: 2, name: '球迷 No.2', rank: 2, cheers: 1, is_me: false },
    ]);
    expect(all.me).toEqual({ fan_no: 3, name: '球迷 No.3', rank: null, cheers: 0, is_me: true });
    expect(all.total_fans).toBe(2);

    const one = (await postAs(baseUrl, bob, '/api/activity/ranking', { match_id: '2001' })).body
      .data;
    expect(one.teams.map((row: { team: { id: string } }) => row.team.id)).toEqual([
      '2001a',
      '2001h',
    ]);
    expect(one.me).toMatchObject({ fan_no: 2, rank: null, is_me: true });
    expect(one.fans).toEqual([{ fan_no: 1, name: '球迷 No.1', rank: 1, cheers: 1, is_me: false }]);
  });

  it('lists the matches open for cheering by day, and the rules, without a token', async () => {
    const { baseUrl } = await start();
    await postAs(baseUrl, alice, '/api/activity/cheer', { match_id: '2001', side: 'away' });
    const schedule = v.parse(
      cheerScheduleSchema,
      (await post(baseUrl, '/api/activity/schedule')).body.data,
    );
    expect(schedule.days.map((day) => day.date)).toEqual(['2026-11-22']);
    expect(
      schedule.days[0]?.matches.map((entry) => [
        entry.match.match_id,
        entry.match.state,
        entry.away_cheers,
      ]),
    ).toEqual([
      ['1001', 'live', 0],
      ['2001', 'upcoming', 1],
    ]);
    const rules = v.parse(
      activityRegulationSchema,
      (await post(baseUrl, '/api/activity/regulation')).body.data,
    );
    expect(rules.daily_chances).toBe(3);
    expect(rules.sections.flatMap((section) => section.paragraphs).join('')).toContain(
      CHEER_LIMIT_MESSAGE,
    );
    expect(TEST_START).toBe(Date.UTC(2026, 10, 22, 12, 0, 0));
  });
});
