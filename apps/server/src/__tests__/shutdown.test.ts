import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFreshBuild, type ChildServer, startChildServer } from './helpers/child-server';
import { slowBodyRequest } from './helpers/slow-request';
import { SocketClient } from './helpers/socket-client';
import { startTestServer } from './helpers/test-server';

const GRACE_MS = 1_000;

let storeDir = '';
const running: ChildServer[] = [];
beforeAll(() => {
  assertFreshBuild();
  storeDir = mkdtempSync(join(tmpdir(), 'kanqiu-shutdown-'));
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  rmSync(storeDir, { recursive: true, force: true });
});

describe('graceful shutdown with a deadline', () => {
  it('closes sockets with 1001 and finishes within the grace period although slow requests are in flight', async () => {
    const server = await startTestServer({ config: { shutdownGraceMs: GRACE_MS } });
    const { port } = new URL(server.baseUrl);
    const socket = await SocketClient.init(server.wsUrl);
    const slow = Array.from({ length: 20 }, () =>
      slowBodyRequest(Number(port), '/api/web/webLog', { intervalMs: 100 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(GRACE_MS + 1_000);
    expect(await socket.client.closedBy()).toBe(1001);
    const results = await Promise.all(slow.map((request) => request.done));
    expect(results.every((result) => result.durationMs < GRACE_MS + 2_000)).toBe(true);
  });

  it('the built server exits on SIGTERM within its grace period while a slow client holds a request', async () => {
    const server = await startChildServer({
      KANQIU_STORE_DIR: storeDir,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    });
    running.push(server);
    const { port } = new URL(server.baseUrl);
    const socket = await SocketClient.init(`ws://127.0.0.1:${port}/ws`);
    const slow = slowBodyRequest(Number(port), '/api/web/webLog', { intervalMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(GRACE_MS + 2_000);
    expect(await socket.client.closedBy()).toBe(1001);
    expect((await slow.done).durationMs).toBeLessThan(GRACE_MS + 3_000);
  });
});
