import { describe, expect, it } from 'vitest';
import { rawHttp } from '../helpers/raw-http';
import { rawUpgrade } from '../helpers/raw-socket';

import { useServerFixture } from '../helpers/server-fixture';

// Issue 28, weakness: with a CORS_ORIGIN list, `Host: evil` with `Origin: http://evil` counted as the
// server's own origin and upgraded to a socket: a page behind a rebound DNS name reached the server.

const fixture = useServerFixture();

function upgradeAs(port: number, host: string) {
  return new Promise<number>((resolve) => {
    const connection = rawHttp(port, {
      send:
        `GET /ws HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nUpgrade: websocket\r\n` +
        'Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    });
    void connection.answer.then((answer) => {
      connection.socket.destroy();
      resolve(answer.status);
    });
  });
}

describe('a DNS rebinding page', () => {
  it('is refused under a host name that is not the server’s, on HTTP and on the socket', async () => {
    await fixture.start({ config: { corsOrigin: ['https://m.example.com'] } });
    const port = fixture.port();
    const page = await rawHttp(port, {
      send: 'GET /api/matches HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    }).answer;
    expect(page.status).toBe(421);
    expect(JSON.parse(page.body)).toMatchObject({ code: 4006, data: null });
    expect(await upgradeAs(port, 'evil.example')).toBe(421);
    expect(await upgradeAs(port, `127.0.0.1:${port}`)).toBe(101);
    expect((await rawUpgrade(port, { origin: 'https://m.example.com' })).status).toBe(101);
  });

  it('serves the names ALLOWED_HOSTS lists', async () => {
    await fixture.start({ config: { allowedHosts: 'm.example.com' } });
    const port = fixture.port();
    const listed = await rawHttp(port, {
      send: 'GET /healthz HTTP/1.1\r\nHost: m.example.com\r\nConnection: close\r\n\r\n',
    }).answer;
    expect(listed.status).toBe(200);
    expect(await upgradeAs(port, '127.0.0.1')).toBe(421);
  });
});
