import { API_PATHS } from '@kanqiu/core';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { postAs, testToken } from '../../__tests__/helpers/user-client';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** Every call that reads or writes a user's own data, with a body that is otherwise valid. */
const USER_CALLS: [string, unknown][] = [
  [API_PATHS.activityBoard, { match_id: '1001' }],
  [API_PATHS.activityCheer, { match_id: '1001', side: 'home' }],
  [API_PATHS.activityRanking, {}],
  [API_PATHS.inviteCode, {}],
  [API_PATHS.inviteList, {}],
  [API_PATHS.inviteAccept, { code: '123456' }],
  [API_PATHS.feedbackList, {}],
  [API_PATHS.feedbackImage, { ticket_no: 'FK20261122000001', index: 1 }],
  [API_PATHS.locationCurrent, {}],
  [API_PATHS.locationChoose, { city_code: 'beijing' }],
];

describe('user calls without a valid token', () => {
  it('answer 4010 with a Chinese message, with no header or with a malformed one', async () => {
    server = await startTestServer();
    for (const [path, body] of USER_CALLS) {
      expect((await post(server.baseUrl, path, body)).body, path).toEqual({
        code: 4010,
        msg: '未登录：请在看球 App 内打开本页',
        data: null,
      });
      for (const header of [
        'Bearer short',
        'Basic dXNlcjpwYXNz',
        'Bearer two words here',
        'token-without-scheme',
      ]) {
        const response = await post(server.baseUrl, path, body, {
          headers: { authorization: header },
        });
        expect(response.body, `${path} ${header}`).toEqual({
          code: 4010,
          msg: '登录凭证无效，请重新打开看球 App',
          data: null,
        });
      }
    }
  });

  it("never hand one user's data to another", async () => {
    server = await startTestServer({ starts: { '1001': 60 } });
    const alice = testToken('alice');
    const bob = testToken('bob');
    await postAs(server.baseUrl, alice, API_PATHS.activityCheer, {
      match_id: '1001',
      side: 'home',
    });
    await postAs(server.baseUrl, alice, API_PATHS.locationChoose, { city_code: 'beijing' });
    const aliceCode = (await postAs(server.baseUrl, alice, API_PATHS.inviteCode)).body.data.code;
    const bobCode = (await postAs(server.baseUrl, bob, API_PATHS.inviteCode)).body.data.code;
    expect(bobCode).not.toBe(aliceCode);
    const board = (await postAs(server.baseUrl, bob, API_PATHS.activityBoard, { match_id: '1001' }))
      .body.data;
    expect(board.home).toMatchObject({ cheers: 1, mine: 0 });
    expect(board.chances.used).toBe(0);
    expect(
      (await postAs(server.baseUrl, bob, API_PATHS.locationCurrent)).body.data.city,
    ).toBeNull();
    // The scheme is read without regard to case; the same token is the same user.
    const same = await post(
      server.baseUrl,
      API_PATHS.activityBoard,
      { match_id: '1001' },
      {
        headers: { authorization: `bearer ${alice}` },
      },
    );
    expect(same.body.data.home.mine).toBe(1);
  });
});
