import { describe, expect, it } from 'vitest';
import { rawHttp } from '../helpers/raw-http';

import { useServerFixture } from '../helpers/server-fixture';

// Issue 28, weakness: one client with 16 parallel connections raised everyone's latency 80×; no
// per-client limit existed. Here one address sends 80 requests against a limit of 50 a minute.
// Issue 27: the app's files counted against the same budget, so one shared address (a stadium's
// Wi-Fi) that had opened the app some 15 times in a minute was refused the document itself.

const fixture = useServerFixture();

function get(port: number, path: string, localAddress = '127.0.0.1'): Promise<number> {
  const connection = rawHttp(port, {
    localAddress,
    send: `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
  });
  return connection.answer.then((answer) => answer.status);
}

describe('the per-client request limit', () => {
  it('refuses one address beyond its calls a minute, keeps /healthz and other addresses', async () => {
    const server = await fixture.start({ config: { abuseLimits: { apiRequestsPerMin: 50 } } });
    const port = Number(new URL(server.baseUrl).port);
    const statuses = [];
    for (let i = 0; i < 80; i += 1) statuses.push(await get(port, '/api/matches'));
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const refused = await fetch(`${server.baseUrl}/api/matches`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 4290, data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await get(port, '/healthz')).toBe(200);
    expect(await get(port, '/api/matches', '127.0.0.2')).toBe(200);
  });

  it("counts the app's files apart from the calls: neither budget uses up the other", async () => {
    const server = await fixture.start({
      config: { abuseLimits: { apiRequestsPerMin: 5, fileRequestsPerMin: 12 } },
    });
    const port = Number(new URL(server.baseUrl).port);
    // The calls' budget used up…
    for (let i = 0; i < 5; i += 1) expect(await get(port, '/api/matches')).toBe(200);
    expect(await get(port, '/api/matches')).toBe(429);
    // …the same address still gets the document and the service worker, up to the files' budget.
    const files = [];
    for (let i = 0; i < 6; i += 1) files.push(await get(port, '/'), await get(port, '/sw.js'));
    expect(files).toEqual(Array(12).fill(200));
    // A refused document is a page in Chinese that opens the app again by itself, not the envelope.
    const refused = await fetch(`${server.baseUrl}/`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    const page = await refused.text();
    expect(page).toContain('请求过于频繁，请稍后再试');
    expect(page).toContain(`<meta http-equiv="refresh" content="${retryAfter}">`);
    expect(page).not.toMatch(/4290|"code"|Error|https?:/);
    expect(refused.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    // Another file stays an envelope, for the app's loader.
    const file = await fetch(`${server.baseUrl}/sw.js`);
    expect(file.status).toBe(429);
    expect(await file.json()).toMatchObject({ code: 4290, data: null });
    // Files refused, calls likewise still refused, another address untouched by both.
    expect(await get(port, '/api/matches')).toBe(429);
    expect(await get(port, '/', '127.0.0.2')).toBe(200);
    expect(await get(port, '/api/matches', '127.0.0.2')).toBe(200);
  });
});
