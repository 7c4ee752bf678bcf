import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StartedServer } from '../start';
import { startServer } from '../start';
import { request } from './helpers/http-client';
import { stubCatalog } from './helpers/stub-catalog';

let started: StartedServer | null = null;
let storeRoot = '';
afterEach(async () => {
  await started?.server.close();
  started = null;
  if (storeRoot) rmSync(storeRoot, { recursive: true, force: true });
  storeRoot = '';
});

describe('startServer', () => {
  it('starts from environment variables and says where to open the app', async () => {
    storeRoot = mkdtempSync(join(tmpdir(), 'kanqiu-start-'));
    const storeDir = join(storeRoot, 'not', 'yet', 'there');
    started = await startServer({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        REPLAY_SPEED: '45',
        REPLAY_SEED: '9',
        REPLAY_START: '1001:120',
        KANQIU_STORE_DIR: storeDir,
      },
      loadCatalog: () => stubCatalog(),
      log: false,
    });
    const { port, banner, server } = started;
    expect(port).toBeGreaterThan(0);
    expect(server.config).toMatchObject({ replaySpeed: 45, replaySeed: 9 });
    const text = banner.join('\n');
    expect(text).toContain(`http://localhost:${port}/`);
    expect(text).toContain(`http://localhost:${port}/#/pages/soccer/live/live?match_id=1001`);
    expect(text).toContain(`ws://localhost:${port}/ws`);
    expect(text).toContain('phone-sized');
    const health = await request(`http://127.0.0.1:${port}`, '/healthz');
    expect(health.body).toMatchObject({ code: 1, data: { replay_speed: 45, replay_seed: 9 } });
    expect(existsSync(join(storeDir, 'kanqiu.sqlite'))).toBe(true);
  });

  it('points designers at /storybook/ when the Storybook build exists, and only then', async () => {
    storeRoot = mkdtempSync(join(tmpdir(), 'kanqiu-start-'));
    const storybookDir = join(storeRoot, 'storybook-static');
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      KANQIU_STORE_DIR: join(storeRoot, 'store'),
      STORYBOOK_DIR: storybookDir,
    };
    started = await startServer({ env, loadCatalog: () => stubCatalog(), log: false });
    expect(started.banner.join('\n')).not.toContain('/storybook/');
    await started.server.close();

    mkdirSync(storybookDir);
    writeFileSync(join(storybookDir, 'index.html'), '<!doctype html>');
    started = await startServer({ env, loadCatalog: () => stubCatalog(), log: false });
    expect(started.banner.join('\n')).toContain(`http://localhost:${started.port}/storybook/`);
  });

  it('refuses a REPLAY_START for a match the catalog does not have', async () => {
    await expect(
      startServer({
        env: { PORT: '0', HOST: '127.0.0.1', REPLAY_START: '777:10' },
        loadCatalog: () => stubCatalog(),
        log: false,
      }),
    ).rejects.toThrow(/777/);
  });
});
