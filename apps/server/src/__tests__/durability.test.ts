import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFreshBuild, type ChildServer, startChildServer } from './helpers/child-server';
import { imageBytes } from './helpers/image-bytes';
import { postAs, testToken } from './helpers/user-client';

let storeDir = '';
const running: ChildServer[] = [];
beforeAll(() => {
  assertFreshBuild();
  storeDir = mkdtempSync(join(tmpdir(), 'kanqiu-durability-'));
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  rmSync(storeDir, { recursive: true, force: true });
});

// The France–Croatia final live, the NBA Finals Game 1 about to tip off: both take cheers.
const REPLAY = { REPLAY_SEED: '1', REPLAY_START: '2058017:600,401656359:-300' };

async function start(): Promise<ChildServer> {
  const server = await startChildServer({ ...REPLAY, KANQIU_STORE_DIR: storeDir });
  running.push(server);
  return server;
}

const fan = testToken('durable-fan');
const inviter = testToken('durable-inviter');
const invitee = testToken('durable-invitee');
const png = imageBytes('png', 4096);

describe('the built server, killed with SIGKILL', () => {
  it('keeps every write it acknowledged: cheers, an accepted invitation, feedback with an image', async () => {
    const first = await start();
    for (const side of ['home', 'away']) {
      const cheer = await postAs(first.baseUrl, fan, '/api/activity/cheer', {
        match_id: '2058017',
        side,
      });
      expect(cheer.body.code).toBe(1);
    }
    const code = (await postAs(first.baseUrl, inviter, '/api/invite/code')).body.data.code;
    const accepted = await postAs(first.baseUrl, invitee, '/api/invite/accept', { code });
    expect(accepted.body.code).toBe(1);
    const form = new FormData();
    form.append('text', '断电前的反馈');
    form.append('images', new Blob([png], { type: 'image/png' }), 'shot.png');
    const feedback = await fetch(`${first.baseUrl}/api/feedback/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fan}` },
      body: form,
    });
    const ticket = ((await feedback.json()) as { data: { ticket_no: string } }).data.ticket_no;
    expect(ticket).toMatch(/^FK\d{14}$/);
    // No pause, no shutdown: the process dies right after the last answer.
    expect(await first.kill()).toBe('SIGKILL');

    const second = await start();
    const board = await postAs(second.baseUrl, fan, '/api/activity/board', { match_id: '2058017' });
    expect(board.body.data).toMatchObject({
      home: { cheers: 1, mine: 1 },
      away: { cheers: 1, mine: 1 },
      chances: { used: 2, left: 1 },
    });
    const invitations = (await postAs(second.baseUrl, inviter, '/api/invite/list')).body.data;
    expect(invitations.total).toBe(1);
    expect(
      (await postAs(second.baseUrl, invitee, '/api/invite/list')).body.data.accepted.code,
    ).toBe(code);
    expect((await postAs(second.baseUrl, invitee, '/api/invite/accept', { code })).body.code).toBe(
      4104,
    );
    const tickets = (await postAs(second.baseUrl, fan, '/api/feedback/list')).body.data.tickets;
    expect(tickets.map((entry: { ticket_no: string }) => entry.ticket_no)).toEqual([ticket]);
    const image = await fetch(`${second.baseUrl}/api/feedback/image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fan}` },
      body: JSON.stringify({ ticket_no: ticket, index: 1 }),
    });
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    await second.kill();
  });

  it('keeps every cheer it acknowledged when killed in the middle of a burst', async () => {
    const server = await start();
    const tokens = Array.from({ length: 40 }, (_, i) => testToken(`burst-${i}`));
    const acknowledged: string[] = [];
    let answered = 0;
    let killed: Promise<unknown> | null = null;
    await Promise.all(
      tokens.map(async (token) => {
        try {
          const response = await postAs(server.baseUrl, token, '/api/activity/cheer', {
            match_id: '401656359',
            side: 'home',
          });
          if (response.body.code === 1) acknowledged.push(token);
        } catch {
          // The connection died with the server: not acknowledged.
        }
        answered += 1;
        if (answered === 10) killed = server.kill();
      }),
    );
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);

    const restarted = await start();
    for (const token of acknowledged) {
      const board = await postAs(restarted.baseUrl, token, '/api/activity/board', {
        match_id: '401656359',
      });
      expect(board.body.data.home.mine, token).toBe(1);
    }
    await restarted.kill();
  });

  it('keeps the daily limit across two server processes on the same store', async () => {
    const [a, b] = [await start(), await start()];
    const racer = testToken('two-process-racer');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postAs((i % 2 ? a : b).baseUrl, racer, '/api/activity/cheer', {
          match_id: i % 3 ? '2058017' : '401656359',
          side: 'away',
        }),
      ),
    );
    const codes = responses.map((response) => response.body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(3);
    expect(codes.filter((code) => code === 4030)).toHaveLength(7);
    await Promise.all([a.kill(), b.kill()]);
  });
});
