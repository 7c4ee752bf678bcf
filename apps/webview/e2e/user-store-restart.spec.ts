import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { OWN_SERVER_PORTS } from './server-env';
import { startOwnServer } from './spawn-server';
import { signIn, tokenOf, userCall } from './user-helpers';

const PORT = OWN_SERVER_PORTS.userStore;
const FINAL = '2058017';

test('cheers and an accepted invitation survive a SIGKILL of the server', async ({ page, kq }) => {
  // The page loses its server for a moment on purpose.
  kq.allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  const store = { KANQIU_STORE_DIR: mkdtempSync(join(tmpdir(), 'kanqiu-e2e-restart-')) };
  const fan = tokenOf('durable');
  const inviter = tokenOf('durable-inviter');
  let server = await startOwnServer(PORT, { ...store, REPLAY_START: `${FINAL}:-600` });
  try {
    await signIn(page, fan);
    await page.goto(`${server.origin}/#/pages/activity/home/home?match_id=${FINAL}`);
    await page.getByRole('button', { name: '为法国助威' }).click();
    await expect(page.getByTestId('mine-home')).toHaveText('我已助威 1 次');
    await page.getByRole('button', { name: '为克罗地亚助威' }).click();
    await expect(page.getByTestId('mine-away')).toHaveText('我已助威 1 次');

    const code = await userCall<{ data: { code: string } }>(
      page,
      inviter,
      `${server.origin}/api/invite/code`,
      {},
    );
    await page.goto(
      `${server.origin}/#/pages/platformInvite/platformInvite?code=${code.data.code}`,
    );
    await page.getByRole('button', { name: '接受邀请' }).click();
    await expect(page.getByTestId('invite-accepted')).toContainText('已接受邀请');

    // Killed at once after the answers: nothing was flushed by a graceful stop.
    await server.stop();
    server = await startOwnServer(PORT, { ...store, REPLAY_START: `${FINAL}:-600` });

    await page.goto(`${server.origin}/#/pages/activity/home/home?match_id=${FINAL}`);
    await expect(page.getByTestId('mine-home')).toHaveText('我已助威 1 次');
    await expect(page.getByTestId('mine-away')).toHaveText('我已助威 1 次');
    await expect(page.getByTestId('cheer-chances')).toContainText('今日剩余 1/3');
    await page.goto(`${server.origin}/#/pages/platformInvite/platformInvite`);
    await expect(page.getByTestId('invite-accepted')).toContainText('你已经接受过邀请');
    await expect(page.getByTestId('invite-accepted')).toContainText(code.data.code);
  } finally {
    await server.stop();
  }
});
