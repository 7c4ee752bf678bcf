import { describe, expect, it } from 'vitest';
import { pause } from '../helpers/raw-http';
import { useServerFixture } from '../helpers/server-fixture';
import { slowBodyRequest } from '../helpers/slow-request';

// Issue 28, contract deviation: during a shutdown new connections met a closed port, where
// docs/reliability.md §1 promises 503 `5030`.

const fixture = useServerFixture();

describe('a shutdown in progress', () => {
  it('answers a new connection 503 5030 with Retry-After while a request is still in flight', async () => {
    const server = await fixture.start({ config: { shutdownGraceMs: 1_500 } });
    const slow = slowBodyRequest(fixture.port(), '/api/league/list', { intervalMs: 100 });
    await pause(300);
    const closed = server.server.close();
    await pause(200);
    const answer = await fixture.raw({
      send: 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    }).answer;
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 5030, data: null });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    slow.abort();
    await closed;
  });
});
