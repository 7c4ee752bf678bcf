import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '../../__tests__/helpers/closed-after-each';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { undecodedRequest } from '../../__tests__/helpers/undecoded-http';
import { COMPRESS_MIN_BYTES } from '../api-compression';

const { servers } = closedAfterEach();

async function start(): Promise<TestServer> {
  const server = await startTestServer();
  servers.push(server);
  return server;
}

/** A JSON POST whose answer is read as sent. */
const rawPost = (url: string, body: string, headers: Record<string, string>) =>
  undecodedRequest(url, { 'content-type': 'application/json', ...headers }, body);

describe('the API answers compressed', () => {
  it('sends the match list in brotli or gzip as the client accepts, the same JSON either way', async () => {
    const { baseUrl } = await start();
    const url = `${baseUrl}/api/matches`;
    const plain = await rawPost(url, '{}', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const list = JSON.parse(plain.body.toString('utf8'));
    expect(list.code).toBe(1);

    const br = await rawPost(url, '{}', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.encoding).toBe('br');
    expect(br.vary.toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(list);
    // A day's list is repetitive JSON: it shrinks to well under a third.
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await rawPost(url, '{}', { 'accept-encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(list);
  });

  it('leaves small answers and errors under the threshold as they are', async () => {
    const { baseUrl } = await start();
    const missing = await rawPost(
      `${baseUrl}/api/user/userScene`,
      '{"scene":"detail_football_match_id_1"}',
      {
        'accept-encoding': 'br',
      },
    );
    expect(missing.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(missing.encoding).toBeUndefined();
    expect(JSON.parse(missing.body.toString('utf8')).code).toBe(4004);
  });
});
