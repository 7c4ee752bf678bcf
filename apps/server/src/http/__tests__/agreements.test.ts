import { agreementSchema } from '@kanqiu/core/contract/user';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function agreementText(type: string): Promise<string> {
  server ??= await startTestServer();
  const response = await post(server.baseUrl, '/api/user/xy', { type });
  const agreement = v.parse(agreementSchema, response.body.data);
  return agreement.sections
    .flatMap((section) => [section.heading, ...section.paragraphs])
    .join('\\n');
}

describe('the agreement texts', () => {
  it('say in the privacy policy everything the server stores, and that nothing is sold', async () => {
    const text = await agreementText('privacy');
    for (const stored of [
      'SHA-256',
      '助威',
      '邀请码',
      '意见反馈',
      '图片',
      '城市',
      '故障日志',
      '200 条',
    ]) {
      expect(text).toContain(stored);
    }
    expect(text).toContain('不保存令牌原文');
    expect(text).toContain('不出售');
    expect(text).toContain('没有自动删除的期限');
  });

  it('say in the platform texts who sees what, and state the limits the server applies', async () => {
    const privacy = await agreementText('platform_privacy');
    expect(privacy).toContain('球迷 No.编号');
    expect(privacy).toContain('只有带着同一令牌的你和看球运营方能看到');
    const rules = await agreementText('platform_user');
    for (const limit of [
      '每天有 3 次助威机会',
      '6 位数字邀请码',
      '7 天内有效',
      '10 次',
      '140 字',
      '9 张',
      '2 MB',
      '10 MB',
    ]) {
      expect(rules).toContain(limit);
    }
  });

  it('say plainly that nothing is for sale', async () => {
    expect(await agreementText('pay')).toContain('不出售任何内容、会员或虚拟物品');
    expect(await agreementText('platform_purchase')).toContain('没有任何可购买的虚拟商品');
  });
});
