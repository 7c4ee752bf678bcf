import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { shownT } from '../../__tests__/helpers/stub-catalog';
import {
  startTestServer,
  TEST_START,
  type TestServer,
  type TestServerOptions,
} from '../../__tests__/helpers/test-server';
import { REPLAY_ANCHORS_FILE } from '../replay-anchors';

const SCENE = 'detail_football_match_id_1001';
const SPEED = 60;

let storeDir = '';
let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  if (storeDir) rmSync(storeDir, { recursive: true, force: true });
  storeDir = '';
});

/** A server on the test's own store folder, its clock at `now`. */
async function start(now: number, options: TestServerOptions = {}): Promise<TestServer> {
  storeDir ||= mkdtempSync(join(tmpdir(), 'kanqiu-resume-'));
  const server = await startTestServer({
    starts: { '1001': 30 },
    now,
    ...options,
    config: { replaySpeed: SPEED, ...options.config, storeDir },
  });
  servers.push(server);
  return server;
}

async function stop(server: TestServer): Promise<void> {
  servers = servers.filter((candidate) => candidate !== server);
  await server.close();
}

function position(server: TestServer) {
  return server.server.schedule.position('1001', server.clock.now());
}

async function page(server: TestServer) {
  return (await post(server.baseUrl, '/api/user/userScene', { scene: SCENE })).body.data.page;
}

describe('the replay clock across restarts', () => {
  it('goes on where it was after a restart: the time away counts, nothing is replayed again', async () => {
    const first = await start(TEST_START);
    first.advance(5_000);
    const before = position(first);
    expect(before.t).toBe(30 + 5 * SPEED);
    const beforePage = await page(first);
    await stop(first);

    const second = await start(TEST_START + 8_000);
    const after = position(second);
    expect(after.run).toBe(before.run);
    expect(after.t).toBe(30 + 8 * SPEED);
    const afterPage = await page(second);
    expect(shownT(afterPage)).toBeGreaterThan(shownT(beforePage));
    expect(afterPage.revision).toBe(beforePage.revision);
  });

  it('keeps a seek: the match goes on from where it was moved, in the same run', async () => {
    const first = await start(TEST_START, { config: { replayDebug: true } });
    const seek = await post(first.baseUrl, '/api/debug/replay', { match_id: '1001', t: 120 });
    expect(seek.body.data).toMatchObject({ run: 1, replay_sec: 120 });
    await stop(first);

    const second = await start(TEST_START + 1_000);
    expect(position(second)).toMatchObject({ run: 1, t: 120 + SPEED });
    expect((await page(second)).revision).toBe(1);
  });

  it('starts a match given a new REPLAY_START there, as its next run', async () => {
    const first = await start(TEST_START);
    first.advance(4_000);
    expect(position(first)).toMatchObject({ run: 0, t: 30 + 4 * SPEED });
    await stop(first);

    const same = await start(TEST_START + 5_000);
    expect(position(same)).toMatchObject({ run: 0, t: 30 + 5 * SPEED });
    await stop(same);

    const moved = await start(TEST_START + 6_000, { starts: { '1001': 60 } });
    expect(position(moved)).toMatchObject({ run: 1, t: 60 });
    expect((await page(moved)).revision).toBe(1);
  });

  it('keeps the replay moment when the server restarts at another speed', async () => {
    const first = await start(TEST_START);
    first.advance(2_000);
    await stop(first);
    const second = await start(TEST_START + 2_000, { config: { replaySpeed: 10 } });
    expect(position(second).t).toBe(30 + 2 * SPEED);
    second.advance(1_000);
    expect(position(second).t).toBe(30 + 2 * SPEED + 10);
  });

  it('starts afresh, without failing, from a file it cannot read', async () => {
    storeDir = mkdtempSync(join(tmpdir(), 'kanqiu-resume-'));
    writeFileSync(join(storeDir, REPLAY_ANCHORS_FILE), '{"version": 1, "speed": 60, "tracks": [');
    const server = await start(TEST_START + 60_000);
    expect(position(server)).toMatchObject({ run: 0, t: 30 });
  });
});
