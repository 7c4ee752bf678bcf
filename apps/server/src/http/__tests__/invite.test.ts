import {
  inviteAcceptanceSchema,
  inviteCodeInfoSchema,
  inviteListSchema,
} from '@kanqiu/core/contract/user';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { postAs, testToken } from '../../__tests__/helpers/user-client';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const DAY_MS = 86_400_000;
const [alice, bob, carol] = ['alice', 'bob', 'carol'].map(testToken) as [string, string, string];

async function codeOf(baseUrl: string, token: string): Promise<string> {
  const response = await postAs(baseUrl, token, '/api/invite/code');
  return v.parse(inviteCodeInfoSchema, response.body.data).code;
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('invitation calls', () => {
  it('give a user one 6-digit code for 7 days, with the route to share', async () => {
    server = await startTestServer();
    const first = v.parse(
      inviteCodeInfoSchema,
      (await postAs(server.baseUrl, alice, '/api/invite/code')).body.data,
    );
    expect(first).toEqual({
      code: expect.stringMatching(/^\d{6}$/),
      issued_at: '2026-11-22T12:00:00.000Z',
      expires_at: '2026-11-29T12:00:00.000Z',
      share_path: `/pages/platformInvite/platformInvite?code=${first.code}`,
      invited_count: 0,
    });
    expect(await codeOf(server.baseUrl, alice)).toBe(first.code);
    expect(await codeOf(server.baseUrl, bob)).not.toBe(first.code);
  });

  it('accept a code once, and list the invitation on both sides', async () => {
    server = await startTestServer();
    const code = await codeOf(server.baseUrl, alice);
    server.clock.advance(60_000);
    const accepted = await postAs(server.baseUrl, bob, '/api/invite/accept', { code });
    expect(v.parse(inviteAcceptanceSchema, accepted.body.data)).toEqual({
      inviter: { fan_no: 1, name: '球迷 No.1' },
      code,
      accepted_at: '2026-11-22T12:01:00.000Z',
    });
    const again = await postAs(server.baseUrl, bob, '/api/invite/accept', {
      code: await codeOf(server.baseUrl, carol),
    });
    expect(again.body).toEqual({
      code: 4104,
      msg: '你已经接受过邀请，每位用户只能接受一次',
      data: null,
    });
    const aliceList = v.parse(
      inviteListSchema,
      (await postAs(server.baseUrl, alice, '/api/invite/list')).body.data,
    );
    expect(aliceList).toEqual({
      invitations: [{ fan_no: 2, name: '球迷 No.2', accepted_at: '2026-11-22T12:01:00.000Z' }],
      total: 1,
      accepted: null,
    });
    const bobList = (await postAs(server.baseUrl, bob, '/api/invite/list')).body.data;
    expect(bobList.accepted).toEqual({
      inviter: { fan_no: 1, name: '球迷 No.1' },
      code,
      accepted_at: '2026-11-22T12:01:00.000Z',
    });
    expect((await postAs(server.baseUrl, alice, '/api/invite/code')).body.data.invited_count).toBe(
      1,
    );
  });

  it('answer a wrong, an own, a malformed and an expired code with their own errors', async () => {
    server = await startTestServer();
    const code = await codeOf(server.baseUrl, alice);
    const accept = (token: string, body: unknown) =>
      postAs(server?.baseUrl ?? '', token, '/api/invite/accept', body);
    expect((await accept(bob, { code: otherThan(code) })).body).toEqual({
      code: 4101,
      msg: '邀请码不存在，请核对后重新输入',
      data: null,
    });
    expect((await accept(alice, { code })).body).toEqual({
      code: 4103,
      msg: '不能填写自己的邀请码',
      data: null,
    });
    expect((await accept(bob, { code: '12345' })).body).toEqual({
      code: 4001,
      msg: '参数 code 不正确：邀请码应为 6 位数字',
      data: null,
    });
    server.clock.advance(7 * DAY_MS);
    expect((await accept(bob, { code })).body).toEqual({
      code: 4102,
      msg: '邀请码已过期，请向好友索取新的邀请码',
      data: null,
    });
    const renewed = await codeOf(server.baseUrl, alice);
    expect(renewed).not.toBe(code);
    expect((await accept(bob, { code: renewed })).body.code).toBe(1);
  });

  it('stop trying codes after 10 wrong ones in a Beijing day', async () => {
    server = await startTestServer();
    const code = await codeOf(server.baseUrl, alice);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await postAs(server.baseUrl, bob, '/api/invite/accept', {
        code: otherThan(code),
      });
      expect(wrong.body.code).toBe(4101);
    }
    const right = await postAs(server.baseUrl, bob, '/api/invite/accept', { code });
    expect(right.body).toEqual({
      code: 4105,
      msg: '今天已输错 10 次邀请码，请明天再试',
      data: null,
    });
    server.clock.set(Date.UTC(2026, 10, 22, 16, 0, 0));
    expect((await postAs(server.baseUrl, bob, '/api/invite/accept', { code })).body.code).toBe(1);
  });

  it('keep the rules when users race: one acceptance per user, one code for many users', async () => {
    server = await startTestServer();
    const { baseUrl } = server;
    const aliceCode = await codeOf(baseUrl, alice);
    const bobCode = await codeOf(baseUrl, bob);
    // Carol sends both codes at once: exactly one acceptance is stored.
    const carolTries = await Promise.all(
      [aliceCode, bobCode, aliceCode, bobCode].map((code) =>
        postAs(baseUrl, carol, '/api/invite/accept', { code }),
      ),
    );
    expect(carolTries.map((response) => response.body.code).sort()).toEqual([1, 4104, 4104, 4104]);
    // Eight new users race for Alice's code: a code serves every one of them.
    const newcomers = Array.from({ length: 8 }, (_, i) => testToken(`newcomer-${i}`));
    const raced = await Promise.all(
      newcomers.map((token) => postAs(baseUrl, token, '/api/invite/accept', { code: aliceCode })),
    );
    expect(raced.every((response) => response.body.code === 1)).toBe(true);
    const aliceList = (await postAs(baseUrl, alice, '/api/invite/list')).body.data;
    const bobList = (await postAs(baseUrl, bob, '/api/invite/list')).body.data;
    expect(aliceList.total + bobList.total).toBe(9);
    // Alice and Bob accept each other's codes at the same moment: each accepts one invitation.
    const crossed = await Promise.all([
      postAs(baseUrl, alice, '/api/invite/accept', { code: bobCode }),
      postAs(baseUrl, bob, '/api/invite/accept', { code: aliceCode }),
    ]);
    expect(crossed.map((response) => response.body.code)).toEqual([1, 1]);
  });
});
