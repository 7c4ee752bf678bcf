import { feedbackListSchema, feedbackTicketSchema } from '@kanqiu/core/contract/user';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestResponse } from '../../__tests__/helpers/http-client';
import { imageBytes } from '../../__tests__/helpers/image-bytes';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { postAs, testToken } from '../../__tests__/helpers/user-client';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const alice = testToken('alice');
const bob = testToken('bob');
const MB = 1024 * 1024;

interface Upload {
  text?: string;
  images?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }[];
  extra?: [string, string];
}

async function submit(
  baseUrl: string,
  token: string | null,
  upload: Upload,
): Promise<Pick<TestResponse, 'status' | 'body'>> {
  const form = new FormData();
  if (upload.text !== undefined) form.append('text', upload.text);
  for (const image of upload.images ?? []) {
    form.append(
      'images',
      new Blob([image.bytes], { type: image.type ?? 'image/jpeg' }),
      image.name,
    );
  }
  if (upload.extra) form.append(...upload.extra);
  const response = await fetch(`${baseUrl}/api/feedback/submit`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('feedback calls', () => {
  it('store text and images of every accepted type, answer with a ticket, and list it', async () => {
    server = await startTestServer();
    const images = [
      { bytes: imageBytes('jpeg', 3000), name: 'a.jpg' },
      { bytes: imageBytes('png', 2000), name: 'b.png', type: 'image/png' },
      { bytes: imageBytes('webp', 1000), name: 'c.webp', type: 'image/webp' },
      { bytes: imageBytes('gif', 500), name: 'd.gif', type: 'image/gif' },
    ];
    const response = await submit(server.baseUrl, alice, { text: ' 比分刷新慢了 ', images });
    expect(response.status).toBe(200);
    const ticket = v.parse(feedbackTicketSchema, response.body.data);
    expect(ticket).toEqual({
      ticket_no: 'FK20261122000001',
      created_at: '2026-11-22T12:00:00.000Z',
      text: '比分刷新慢了',
      images: [
        { index: 1, mime: 'image/jpeg', bytes: 3000 },
        { index: 2, mime: 'image/png', bytes: 2000 },
        { index: 3, mime: 'image/webp', bytes: 1000 },
        { index: 4, mime: 'image/gif', bytes: 500 },
      ],
    });
    const list = v.parse(
      feedbackListSchema,
      (await postAs(server.baseUrl, alice, '/api/feedback/list')).body.data,
    );
    expect(list).toEqual({ tickets: [ticket], left_today: 9 });
    expect((await postAs(server.baseUrl, bob, '/api/feedback/list')).body.data.tickets).toEqual([]);
  });

  it('give an image back to its owner only, with its stored type', async () => {
    server = await startTestServer();
    const png = imageBytes('png', 1234);
    await submit(server.baseUrl, alice, { text: '截图', images: [{ bytes: png, name: 'x.jpg' }] });
    const own = await fetch(`${server.baseUrl}/api/feedback/image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${alice}` },
      body: JSON.stringify({ ticket_no: 'FK20261122000001', index: 1 }),
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(png);
    for (const [token, body] of [
      [bob, { ticket_no: 'FK20261122000001', index: 1 }],
      [alice, { ticket_no: 'FK20261122000001', index: 2 }],
      [alice, { ticket_no: 'FK20261123000001', index: 1 }],
    ] as const) {
      expect((await postAs(server.baseUrl, token, '/api/feedback/image', body)).body).toEqual({
        code: 4004,
        msg: '反馈工单或图片不存在',
        data: null,
      });
    }
  });

  it('refuse a file that is not an image, whatever its name and declared type', async () => {
    server = await startTestServer();
    const text = new TextEncoder().encode('this is a text file, renamed to look like a photo');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    for (const bytes of [text, svg]) {
      const response = await submit(server.baseUrl, alice, {
        text: '看看这张图',
        images: [
          { bytes: imageBytes('jpeg'), name: 'ok.jpg' },
          { bytes, name: 'photo.jpg', type: 'image/jpeg' },
        ],
      });
      expect(response.body).toEqual({
        code: 4202,
        msg: '第 2 张图片不是 JPEG、PNG、WebP 或 GIF 图片',
        data: null,
      });
    }
    expect((await postAs(server.baseUrl, alice, '/api/feedback/list')).body.data.tickets).toEqual(
      [],
    );
  });

  it('refuse ten images, and store nothing', async () => {
    server = await startTestServer();
    const images = Array.from({ length: 10 }, (_, i) => ({
      bytes: imageBytes('jpeg', 500),
      name: `${i}.jpg`,
    }));
    const response = await submit(server.baseUrl, alice, { text: '十张图', images });
    expect(response.body).toEqual({ code: 4201, msg: '最多上传 9 张图片', data: null });
    const nine = await submit(server.baseUrl, alice, {
      text: '九张图',
      images: images.slice(0, 9),
    });
    expect(nine.body.data.images).toHaveLength(9);
    const list = (await postAs(server.baseUrl, alice, '/api/feedback/list')).body.data;
    expect(list.tickets.map((ticket: { text: string }) => ticket.text)).toEqual(['九张图']);
  });

  it('refuse an image above 2 MB and images above 10 MB together', async () => {
    server = await startTestServer();
    const big = await submit(server.baseUrl, alice, {
      text: '大图',
      images: [{ bytes: imageBytes('png', 2 * MB + 1), name: 'big.png' }],
    });
    expect(big.body).toEqual({ code: 4203, msg: '第 1 张图片超过 2 MB', data: null });
    const justUnder = imageBytes('jpeg', 2 * MB);
    const many = await submit(server.baseUrl, alice, {
      text: '很多大图',
      images: Array.from({ length: 6 }, (_, i) => ({ bytes: justUnder, name: `${i}.jpg` })),
    });
    expect(many.body).toEqual({ code: 4204, msg: '图片合计超过 10 MB', data: null });
    const five = await submit(server.baseUrl, alice, {
      text: '五张 2 MB 的图',
      images: Array.from({ length: 5 }, (_, i) => ({ bytes: justUnder, name: `${i}.jpg` })),
    });
    expect(five.body.code).toBe(1);
  });

  it('check the text, the form fields and the encoding', async () => {
    server = await startTestServer();
    expect((await submit(server.baseUrl, alice, { images: [] })).body).toEqual({
      code: 4001,
      msg: '缺少参数 text',
      data: null,
    });
    expect((await submit(server.baseUrl, alice, { text: '字'.repeat(141) })).body).toEqual({
      code: 4001,
      msg: '参数 text 不正确：反馈内容最多 140 字',
      data: null,
    });
    expect(
      (await submit(server.baseUrl, alice, { text: '好', extra: ['phone', '123'] })).body,
    ).toEqual({
      code: 4001,
      msg: '未知的表单字段 phone',
      data: null,
    });
    const json = await postAs(server.baseUrl, alice, '/api/feedback/submit', { text: '好' });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ code: 4015, msg: '反馈须以 multipart/form-data 提交', data: null });
    expect((await submit(server.baseUrl, null, { text: '好' })).body).toEqual({
      code: 4010,
      msg: '未登录：请在看球 App 内打开本页',
      data: null,
    });
  });

  it('take 10 tickets a Beijing day', async () => {
    server = await startTestServer();
    for (let i = 1; i <= 10; i += 1) {
      expect((await submit(server.baseUrl, alice, { text: `第${i}条` })).body.code).toBe(1);
    }
    expect((await submit(server.baseUrl, alice, { text: '第11条' })).body).toEqual({
      code: 4205,
      msg: '今天已提交 10 条反馈，请明天再试',
      data: null,
    });
    expect((await postAs(server.baseUrl, alice, '/api/feedback/list')).body.data.left_today).toBe(
      0,
    );
    server.clock.set(Date.UTC(2026, 10, 22, 16, 0, 0));
    const next = await submit(server.baseUrl, alice, { text: '第二天' });
    expect(next.body.data.ticket_no).toBe('FK20261123000011');
  });
});
