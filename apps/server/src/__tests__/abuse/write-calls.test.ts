import { describe, expect, it } from 'vitest';
import { feedbackHead, pause } from '../helpers/raw-http';
import { useServerFixture } from '../helpers/server-fixture';
import { postAs, testToken } from '../helpers/user-client';

// Issue 28, failure 5: 300 invented tokens cast 900 cheers in a second; a garbage, boundary-less or
// truncated multipart body answered 500, and 300 MiB of a multipart body were read before that.

const fixture = useServerFixture();

const MIB = 1024 * 1024;

describe('write calls under abuse', () => {
  it('takes only its write budget of cheers from one address, however many users it invents', async () => {
    const server = await fixture.start({
      starts: { '1001': 120 },
      config: { abuseLimits: { writeRate: { capacity: 20, perSecond: 1e-6 } } },
    });
    const codes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postAs(server?.baseUrl ?? '', testToken(`fan-${i}`), '/api/activity/cheer', {
          match_id: '1001',
          side: 'home',
        }).then((answer) => answer.body.code),
      ),
    );
    expect(codes.filter((code) => code === 1)).toHaveLength(20);
    expect(codes.filter((code) => code === 4290)).toHaveLength(80);
  });

  it('counts every write call of an address in one budget: cheers, invitations, cities, feedback', async () => {
    const server = await fixture.start({
      starts: { '1001': 120 },
      config: { abuseLimits: { writeRate: { capacity: 3, perSecond: 1e-6 } } },
    });
    const token = testToken('writer');
    const { baseUrl } = server;
    await postAs(baseUrl, token, '/api/activity/cheer', { match_id: '1001', side: 'home' });
    await postAs(baseUrl, token, '/api/invite/accept', { code: '123456' });
    await postAs(baseUrl, token, '/api/invite/code');
    const refused = await postAs(baseUrl, token, '/api/location/choose', { city_code: 'doha' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 4290, data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const form = new FormData();
    form.append('text', '还能提交吗');
    const feedback = await fetch(`${baseUrl}/api/feedback/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(feedback.status).toBe(429);
  });

  it('answers every malformed multipart body with a 4xx envelope', async () => {
    await fixture.start();
    const token = testToken('mangler');
    const head = (contentType: string, length: number) =>
      `POST /api/feedback/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
    const garbage = 'this is not a multipart body at all \u0000\u0001';
    const truncated =
      '--b\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n' +
      'Content-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff\u00e0 and then it stops';
    const bodies = [
      head('multipart/form-data; boundary=b', garbage.length) + garbage,
      head('multipart/form-data', garbage.length) + garbage,
      head('multipart/form-data; boundary=b', Buffer.byteLength(truncated)) + truncated,
    ];
    for (const body of bodies) {
      const answer = await fixture.raw({ send: body }).answer;
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.parse(answer.body)).toMatchObject({ data: null });
      expect(JSON.parse(answer.body).code).toBeGreaterThanOrEqual(4000);
      expect(JSON.parse(answer.body).code).toBeLessThan(5000);
    }
  });

  it('refuses a multipart body announced above the cap before reading it', async () => {
    await fixture.start();
    const port = fixture.port();
    const huge = fixture.raw({
      send: `${feedbackHead(port, testToken('huge'), 'b', 300 * MIB)}--b\r\n`,
    });
    const answer = await Promise.race([huge.answer, pause(2_000).then(() => null)]);
    expect(answer?.body && JSON.parse(answer.body)).toMatchObject({ code: 4204, data: null });
  });

  it('refuses a multipart body of unknown length (chunked) before reading it', async () => {
    await fixture.start();
    const chunked = fixture.raw({
      send:
        'POST /api/feedback/submit HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Authorization: Bearer ${testToken('chunked')}\r\n` +
        'Content-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n--b\r\n\r\n',
    });
    const answer = await Promise.race([chunked.answer, pause(2_000).then(() => null)]);
    expect(answer?.status).toBe(411);
    expect(answer?.body && JSON.parse(answer.body)).toMatchObject({ code: 4001, data: null });
  });
});
