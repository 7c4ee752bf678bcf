import { describe, expect, it } from 'vitest';
import type { TestResponse } from '../helpers/http-client';
import { imageBytes } from '../helpers/image-bytes';
import { useServerFixture } from '../helpers/server-fixture';
import type { TestServerOptions } from '../helpers/test-server';
import { postAs, testToken } from '../helpers/user-client';

// Issue 28, failure 1: invented users filled the disk at 119 MiB/s from one client. Here the attack
// runs at a small scale against small limits: what one address and one user may store, and the whole
// store's budget.

const fixture = useServerFixture();

const KB = 1024;

async function submit(
  baseUrl: string,
  token: string,
  imageSize: number,
  text = '图片附上',
): Promise<{ status: number; body: TestResponse['body'] }> {
  const form = new FormData();
  form.append('text', text);
  if (imageSize > 0) {
    form.append(
      'images',
      new Blob([imageBytes('jpeg', imageSize)], { type: 'image/jpeg' }),
      'a.jpg',
    );
  }
  const response = await fetch(`${baseUrl}/api/feedback/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** Upload budgets in bytes (no refill to speak of) and room for every write call. */
function uploadLimits(perAddress: number, perUser: number, storage?: number): TestServerOptions {
  return {
    config: {
      abuseLimits: {
        uploadBytesPerAddress: { capacity: perAddress, perSecond: 1 },
        uploadBytesPerUser: { capacity: perUser, perSecond: 1 },
        writeRate: { capacity: 1_000, perSecond: 1 },
        ...(storage === undefined ? {} : { feedbackStorageBytes: storage }),
      },
    },
  };
}

async function storedImageBytes(baseUrl: string, tokens: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const token of tokens) {
    const list = await postAs(baseUrl, token, '/api/feedback/list');
    for (const ticket of list.body.data.tickets) {
      for (const image of ticket.images) bytes += image.bytes;
    }
  }
  return bytes;
}

describe('feedback under a disk-filling attack', () => {
  it('stores no more than one address may upload, whatever the number of invented users', async () => {
    const server = await fixture.start(uploadLimits(400 * KB, 10_000 * KB));
    const tokens = Array.from({ length: 20 }, (_, i) => testToken(`invented-${i}`));
    const answers = [];
    for (const token of tokens) answers.push(await submit(server.baseUrl, token, 100 * KB));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.body).toMatchObject({ code: 4290, data: null });
    expect(refused[0]?.body.msg).toMatch(/上传/);
    expect(await storedImageBytes(server.baseUrl, tokens)).toBeLessThanOrEqual(400 * KB);
  });

  it('stores no more than one user may upload', async () => {
    const server = await fixture.start(uploadLimits(10_000 * KB, 250 * KB));
    const token = testToken('heavy');
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await submit(server.baseUrl, token, 100 * KB)).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
  });

  it('counts uploads by the bytes stored: text-only tickets pass where images are refused', async () => {
    const server = await fixture.start(uploadLimits(150 * KB, 10_000 * KB));
    expect((await submit(server.baseUrl, testToken('a'), 100 * KB)).status).toBe(200);
    expect((await submit(server.baseUrl, testToken('b'), 100 * KB)).status).toBe(429);
    for (let i = 0; i < 5; i += 1) {
      expect((await submit(server.baseUrl, testToken(`t${i}`), 0, '只有文字')).status).toBe(200);
    }
  });

  it('refuses with a Chinese message once the total storage budget is reached, and stores nothing', async () => {
    const server = await fixture.start(uploadLimits(10_000 * KB, 10_000 * KB, 250 * KB));
    const tokens = ['a', 'b', 'c'].map(testToken);
    const answers = [];
    for (const token of tokens) answers.push(await submit(server.baseUrl, token, 100 * KB));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.code)).toEqual([1, 1, 4206]);
    expect(answers[2]?.body.msg).toBe('反馈存储空间已满，暂时无法提交，请稍后再试');
    expect(await storedImageBytes(server.baseUrl, tokens)).toBe(200 * KB);
  });
});
