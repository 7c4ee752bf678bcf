import { FOLLOW_LIMIT_MESSAGE, FOLLOW_MAX } from '@kanqiu/core';
import { followStateSchema } from '@kanqiu/core/contract';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { postAs, testToken } from '../../__tests__/helpers/user-client';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const alice = testToken('alice');
const france = { kind: 'team', id: 'fra', name: '法国' };
const stateOf = (body: { data: unknown }) => v.parse(followStateSchema, body.data);

describe('follow calls', () => {
  it('need a token', async () => {
    server = await startTestServer();
    const answer = await post(server.baseUrl, '/api/follow/set', { ...france, on: true });
    expect(answer.body.code).toBe(4010);
  });

  it('follow, list and stop following, every alert on until the fan saves settings', async () => {
    server = await startTestServer();
    const empty = stateOf((await postAs(server.baseUrl, alice, '/api/follow/list')).body);
    expect(empty).toEqual({
      follows: [],
      alerts: {
        goal: true,
        red_card: true,
        kickoff: true,
        full_time: true,
        quarter_end: true,
        close_game: true,
        overtime: true,
      },
      max: FOLLOW_MAX,
    });
    await postAs(server.baseUrl, alice, '/api/follow/set', { ...france, on: true });
    const listed = stateOf((await postAs(server.baseUrl, alice, '/api/follow/list')).body);
    expect(listed.follows).toEqual([{ ...france, followed_at: '2026-11-22T12:00:00.000Z' }]);
    expect(
      stateOf((await postAs(server.baseUrl, testToken('bob'), '/api/follow/list')).body).follows,
    ).toEqual([]);
    const saved = await postAs(server.baseUrl, alice, '/api/follow/alerts', {
      goal: true,
      red_card: false,
      kickoff: true,
      full_time: false,
    });
    // An app that knows only football's kinds leaves basketball's on.
    expect(stateOf(saved.body).alerts).toEqual({
      goal: true,
      red_card: false,
      kickoff: true,
      full_time: false,
      quarter_end: true,
      close_game: true,
      overtime: true,
    });
    const basketball = await postAs(server.baseUrl, alice, '/api/follow/alerts', {
      goal: true,
      red_card: false,
      kickoff: true,
      full_time: false,
      quarter_end: false,
      close_game: true,
      overtime: false,
    });
    expect(stateOf(basketball.body).alerts).toMatchObject({ quarter_end: false, overtime: false });
    expect(
      stateOf((await postAs(server.baseUrl, alice, '/api/follow/list')).body).alerts,
    ).toMatchObject({ quarter_end: false, close_game: true, overtime: false });
    const stopped = await postAs(server.baseUrl, alice, '/api/follow/set', {
      ...france,
      on: false,
    });
    expect(stateOf(stopped.body).follows).toEqual([]);
  });

  it('refuse bad input in Chinese and change nothing', async () => {
    server = await startTestServer();
    const bad = await postAs(server.baseUrl, alice, '/api/follow/set', {
      kind: 'stadium',
      id: 'x',
      name: '球场',
      on: true,
    });
    expect(bad.body.code).toBe(4001);
    expect(bad.body.msg).toContain('关注类型只能是球队、比赛、赛事或球员');
    const badId = await postAs(server.baseUrl, alice, '/api/follow/set', {
      ...france,
      id: '<script>',
      on: true,
    });
    expect(badId.body.msg).toContain('关注对象的编号格式不正确');
    expect(stateOf((await postAs(server.baseUrl, alice, '/api/follow/list')).body).follows).toEqual(
      [],
    );
  });

  it(`merge a device list, and refuse a follow past ${FOLLOW_MAX} with the limit message`, async () => {
    server = await startTestServer();
    const many = Array.from({ length: FOLLOW_MAX }, (_, n) => ({
      kind: 'match',
      id: `m${n}`,
      name: `比赛${n}`,
    }));
    const merged = await postAs(server.baseUrl, alice, '/api/follow/merge', {
      follows: many,
      alerts: { goal: true, red_card: true, kickoff: false, full_time: true },
    });
    const state = stateOf(merged.body);
    expect(state.follows).toHaveLength(FOLLOW_MAX);
    expect(state.refused).toBe(0);
    expect(state.alerts.kickoff).toBe(false);
    const refused = await postAs(server.baseUrl, alice, '/api/follow/set', { ...france, on: true });
    expect(refused.body).toEqual({ code: 4301, msg: FOLLOW_LIMIT_MESSAGE, data: null });
    const again = await postAs(server.baseUrl, alice, '/api/follow/merge', { follows: [france] });
    expect(stateOf(again.body).refused).toBe(1);
  });
});
