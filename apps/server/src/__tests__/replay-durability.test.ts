import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFreshBuild, type ChildServer, startChildServer } from './helpers/child-server';
import { request } from './helpers/http-client';

let storeDir = '';
const running: ChildServer[] = [];
beforeAll(() => {
  assertFreshBuild();
  storeDir = mkdtempSync(join(tmpdir(), 'kanqiu-replay-durable-'));
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  rmSync(storeDir, { recursive: true, force: true });
});

const FINAL = '2058017';
// The final in the 50th minute, France 2-1 up; 30 replay seconds per real second.
const ENV = { REPLAY_SEED: '1', REPLAY_START: `${FINAL}:3000`, REPLAY_SPEED: '30' };

async function start(): Promise<ChildServer> {
  const server = await startChildServer({ ...ENV, KANQIU_STORE_DIR: storeDir });
  running.push(server);
  return server;
}

async function final(server: ChildServer) {
  const list = await request(server.baseUrl, '/api/matches?sport=football');
  const entry = list.body.data.matches.find(
    (match: { match_id: string }) => match.match_id === FINAL,
  );
  const scene = await fetch(`${server.baseUrl}/api/user/userScene`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scene: `detail_football_match_id_${FINAL}` }),
  });
  const page = ((await scene.json()) as { data: { page: Record<string, unknown> } }).data.page;
  return { entry, page };
}

describe('the built server, killed with SIGKILL mid-match', () => {
  it('resumes the replay where it stood: the match never runs backwards', async () => {
    const first = await start();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const before = await final(first);
    expect(before.entry.state).toBe('live');
    expect(before.entry.replay_sec).toBeGreaterThan(3_000);
    expect(await first.kill()).toBe('SIGKILL');

    // Restarted with the very same environment, REPLAY_START included.
    const second = await start();
    const after = await final(second);
    expect(after.entry.run).toBe(before.entry.run);
    expect(after.entry.replay_sec).toBeGreaterThan(before.entry.replay_sec);
    expect(after.entry.home_score).toBeGreaterThanOrEqual(before.entry.home_score);
    expect(after.entry.away_score).toBeGreaterThanOrEqual(before.entry.away_score);
    expect(after.page.revision).toBe(before.page.revision);
    expect(after.page.up_time).toBeGreaterThan(before.page.up_time as number);
    await second.kill();
  });
});
