import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BASKETBALL, FOOTBALL, useSocketFixture } from '../../__tests__/helpers/socket-fixture';
import type { TestServer } from '../../__tests__/helpers/test-server';
import { type UndecodedAnswer, undecodedRequest } from '../../__tests__/helpers/undecoded-http';
import { COMPRESS_MIN_BYTES } from '../api-compression';

const fixture = useSocketFixture();

/** A `userScene` call whose answer is read as sent. */
function callScene(
  server: TestServer,
  body: Record<string, string>,
  acceptEncoding: string,
): Promise<UndecodedAnswer> {
  return undecodedRequest(
    `${server.baseUrl}/api/user/userScene`,
    { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
    JSON.stringify(body),
  );
}

/** The answer's text, undoing its encoding. */
function decoded(answer: UndecodedAnswer): string {
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (answer.encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  expect(answer.encoding).toBeUndefined();
  return answer.body.toString('utf8');
}

/** The answer the API serialises for `scene`'s current page, as any JSON answer is serialised. */
function expectedText(server: TestServer, scene: string, subscribed: boolean): string {
  const page = server.server.hub.current(scene).content;
  return JSON.stringify({ code: 1, msg: 'ok', data: { scene, subscribed, page } });
}

/** Moves the replay on until `scene`'s page changes. */
function changeScene(server: TestServer, scene: string): void {
  const before = server.server.hub.current(scene).content.up_time;
  for (let step = 0; step < 200; step += 1) {
    server.advance(5_000);
    if (server.server.hub.current(scene).content.up_time !== before) return;
  }
  throw new Error(`${scene} did not change`);
}

describe('the userScene answer', () => {
  it('sends the page in brotli, gzip or as it is, the same JSON the API serialises', async () => {
    const server = await fixture.start();
    for (const scene of [BASKETBALL, FOOTBALL]) {
      const expected = expectedText(server, scene, false);
      // The stub's football page is small: it goes as it is, as any small answer does.
      const small = Buffer.byteLength(expected) < COMPRESS_MIN_BYTES;
      expect(small).toBe(scene === FOOTBALL);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', small ? undefined : 'br'],
        ['gzip', small ? undefined : 'gzip'],
        ['identity', undefined],
      ] as const) {
        // Twice: the first call prepares the bytes, the second is sent what was prepared.
        for (let call = 0; call < 2; call += 1) {
          const answer = await callScene(server, { scene }, accept);
          expect(answer.status).toBe(200);
          expect(answer.encoding).toBe(encoding);
          expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(answer.vary.toLowerCase()).toContain('accept-encoding');
          expect(decoded(answer)).toBe(expected);
        }
      }
    }
  });

  it('chooses the encoding as the API chooses it for every other answer', async () => {
    const server = await fixture.start();
    for (const accept of ['br;q=0.5, gzip', 'gzip;q=0, br', '*', 'x-gzip', 'deflate', 'BR']) {
      const list = await undecodedRequest(
        `${server.baseUrl}/api/matches`,
        { 'content-type': 'application/json', 'accept-encoding': accept },
        '{}',
      );
      const scene = await callScene(server, { scene: BASKETBALL }, accept);
      expect({ accept, encoding: scene.encoding }).toEqual({ accept, encoding: list.encoding });
    }
  });

  it('gives the new page after the scene changes, never the last one', async () => {
    const server = await fixture.start();
    const accepts = ['br', 'gzip', 'identity'];
    const first = await Promise.all(
      accepts.map((accept) => callScene(server, { scene: BASKETBALL }, accept)),
    );
    const firstText = decoded(first[0] as UndecodedAnswer);
    for (const answer of first) expect(decoded(answer)).toBe(firstText);

    changeScene(server, BASKETBALL);
    const expected = expectedText(server, BASKETBALL, false);
    expect(expected).not.toBe(firstText);
    for (const [index, accept] of accepts.entries()) {
      const after = await callScene(server, { scene: BASKETBALL }, accept);
      expect(after.body.equals((first[index] as UndecodedAnswer).body)).toBe(false);
      expect(decoded(after)).toBe(expected);
    }
  });

  it('keeps one answer per served scene, made anew with each page, whatever names are sent', async () => {
    const server = await fixture.start();
    const { hub } = server.server;
    await callScene(server, { scene: BASKETBALL }, 'br');
    const scenes = hub.sceneCount;
    const answer = hub.current(BASKETBALL).answer;
    expect(answer.preparedForms).toBe(1);

    for (let id = 0; id < 50; id += 1) {
      for (const scene of [
        `detail_football_match_id_x${id}`,
        `detail_basketball_odds_match_id_${id}`,
      ]) {
        const refused = await callScene(server, { scene }, 'br');
        expect(JSON.parse(decoded(refused)).code).toBe(4004);
      }
      await callScene(server, { scene: BASKETBALL }, 'br');
    }
    expect(hub.sceneCount).toBe(scenes);
    expect(hub.current(BASKETBALL).answer).toBe(answer);

    changeScene(server, BASKETBALL);
    const next = hub.current(BASKETBALL).answer;
    expect(next).not.toBe(answer);
    expect(next.preparedForms).toBe(0);
    await callScene(server, { scene: BASKETBALL }, 'gzip');
    expect(next.preparedForms).toBe(1);
    expect(hub.sceneCount).toBe(scenes);
  });

  it('still subscribes the socket: the subscribed answer, the page at once and every push after', async () => {
    const server = await fixture.start();
    const { client, clientId } = await fixture.connect(server);
    // A snapshot call first, so the subscribe call finds the other form prepared.
    await callScene(server, { scene: BASKETBALL }, 'br');

    const answer = await callScene(server, { scene: BASKETBALL, client_id: clientId }, 'br');
    expect(answer.encoding).toBe('br');
    expect(decoded(answer)).toBe(expectedText(server, BASKETBALL, true));
    expect(server.server.hub.subscriberCount(BASKETBALL)).toBe(1);
    const frames = [await client.next(), await client.next()];
    const page = frames.find((frame) => frame.type === 'page_data');
    expect(page?.content.up_time).toBe(server.server.hub.current(BASKETBALL).content.up_time);

    changeScene(server, BASKETBALL);
    const upTime = server.server.hub.current(BASKETBALL).content.up_time;
    let push = await client.next();
    while (push.type !== 'page_data') push = await client.next();
    expect(push.content.up_time).toBe(upTime);
  });
});
