import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { OWN_SERVER_PORTS } from './server-env';
import { startOwnServer } from './spawn-server';
import { tokenOf, userCall } from './user-helpers';

const PORT = OWN_SERVER_PORTS.follows;
const FINAL = '2058017';
const FRANCE = '4418';
const GOALLESS = 600;
/** France's first goal (Mandžukić's own goal, 18') comes at replay second 1079. */
const BEFORE_FIRST_GOAL = 1070;
/** How soon a goal of a followed match must show on another page. */
const ALERT_WITHIN_MS = 2_000;

interface FollowList {
  data: { follows: { kind: string; id: string; name: string }[] };
}

test('a follow made without a token stays on the device, joins the account with the host token and survives a SIGKILL', async ({
  page,
  kq,
}) => {
  kq.allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  const store = { KANQIU_STORE_DIR: mkdtempSync(join(tmpdir(), 'kanqiu-e2e-follow-')) };
  const fan = tokenOf('follower');
  let server = await startOwnServer(PORT, store);
  const teamPage = () => `${server.origin}/#/pages/soccer/team/detail?team_id=${FRANCE}`;
  try {
    await page.goto(teamPage());
    await page.getByRole('button', { name: '关注法国' }).click();
    await expect(page.getByRole('button', { name: '取消关注法国' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(page.getByRole('button', { name: '取消关注法国' })).toBeVisible();
    await kq.screenshot('follow-team-390');

    await kq.callHost('sendToken', fan);
    await expect
      .poll(
        async () =>
          (await userCall<FollowList>(page, fan, `${server.origin}/api/follow/list`, {})).data
            .follows,
      )
      .toEqual([expect.objectContaining({ kind: 'team', id: FRANCE, name: '法国' })]);
    expect(await page.evaluate(() => window.localStorage.getItem('kq.follows'))).toBeNull();

    // Killed at once after the answer: nothing was flushed by a graceful stop.
    await server.stop();
    server = await startOwnServer(PORT, store);
    const after = await userCall<FollowList>(page, fan, `${server.origin}/api/follow/list`, {});
    expect(after.data.follows.map((follow) => follow.id)).toEqual([FRANCE]);
    await page.goto(teamPage());
    await expect(page.getByRole('button', { name: '取消关注法国' })).toBeVisible();
  } finally {
    await server.stop();
  }
});

test("with France followed, France's goal shows a banner on another match's odds page, and the banner opens the final", async ({
  page,
  kq,
}) => {
  await page.addInitScript(
    ([team]) => {
      if (window.localStorage.getItem('kq.follows')) return;
      window.localStorage.setItem(
        'kq.follows',
        JSON.stringify({
          follows: [{ kind: 'team', id: team, name: '法国', followed_at: '2026-11-22T00:00:00Z' }],
          alerts: null,
        }),
      );
    },
    [FRANCE] as const,
  );
  // The moment the banner appears, read in the page: the test's own polling adds its own delay.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const shown = window as unknown as { __alertAt?: number };
      if (shown.__alertAt === undefined && document.querySelector('.kq-alert')) {
        shown.__alertAt = Date.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const sockets = kq.watchSockets();
  const other = (await kq.matches('football')).find((match) => match.match_id !== FINAL);
  if (!other) throw new Error('the replay has only one football match');
  await kq.seek(FINAL, GOALLESS);
  await page.goto(`/#/pages/soccer/exponent/exponent?match_id=${other.match_id}`);
  await expect
    .poll(() =>
      sockets.sceneCalls.some(
        (call) => call.scene === `detail_football_match_id_${FINAL}` && call.client_id,
      ),
    )
    .toBe(true);
  expect(sockets.open()).toHaveLength(1);

  await kq.seek(FINAL, BEFORE_FIRST_GOAL);
  const sought = Date.now();
  const banner = page.getByRole('status', { name: '关注比赛提醒' });
  await expect(banner).toContainText('进球', { timeout: ALERT_WITHIN_MS + 2_000 });
  const shownAt = await page.evaluate(() => (window as unknown as { __alertAt: number }).__alertAt);
  expect(shownAt - sought).toBeLessThan(ALERT_WITHIN_MS);
  await expect(banner).toContainText('法国 1-0 克罗地亚');
  await kq.screenshot('follow-alert-390');
  expect(sockets.open()).toHaveLength(1);

  await banner.getByRole('button', { name: /查看比赛/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/soccer/live/live\\?match_id=${FINAL}`));
});

test('a first visit loads no alert watcher until a team is followed, then is alerted without a reload', async ({
  page,
  kq,
}) => {
  const asked = { gate: 0, watcher: 0 };
  page.on('request', (request) => {
    if (/\/assets\/follows-known-empty-[\w-]+\.js$/.test(request.url())) asked.gate++;
    if (/\/assets\/alert-watcher-[\w-]+\.js$/.test(request.url())) asked.watcher++;
  });
  await kq.seek(FINAL, GOALLESS);
  await page.goto(`/#/pages/soccer/team/detail?team_id=${FRANCE}`);
  const follow = page.getByRole('button', { name: '关注法国' });
  await expect(follow).toBeVisible();
  // The watcher's gate comes once the page is idle (at most 2 s): nothing followed, nothing to
  // watch, so the watcher's code is not asked for.
  await expect.poll(() => asked.gate, { timeout: 10_000 }).toBeGreaterThan(0);
  // Time for the gate to run and, were it to, ask for the watcher.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  expect(asked.watcher).toBe(0);

  await follow.click();
  await expect(page.getByRole('button', { name: '取消关注法国' })).toBeVisible();
  await expect.poll(() => asked.watcher).toBe(1);
  await kq.seek(FINAL, BEFORE_FIRST_GOAL);
  const banner = page.getByRole('status', { name: '关注比赛提醒' });
  await expect(banner).toContainText('法国 1-0 克罗地亚', { timeout: 10_000 });
});

/** Kylian Mbappé's player id; he scores France's fourth goal of the final (65'). */
const MBAPPE = '353833';
/** After Pogba's goal (59') and before Mbappé's. */
const AFTER_POGBA = 4_700;
/** Replay second just before Mbappé's goal (it falls between 4935 and 4940). */
const BEFORE_MBAPPE = 4_920;

test("with only Mbappé followed, his team's final is watched and his goal shows a banner with his name", async ({
  page,
  kq,
}) => {
  await page.addInitScript(
    ([player]) => {
      if (window.localStorage.getItem('kq.follows')) return;
      window.localStorage.setItem(
        'kq.follows',
        JSON.stringify({
          follows: [
            { kind: 'player', id: player, name: '姆巴佩', followed_at: '2026-11-22T00:00:00Z' },
          ],
          alerts: null,
        }),
      );
    },
    [MBAPPE] as const,
  );
  const sockets = kq.watchSockets();
  const other = (await kq.matches('football')).find((match) => match.match_id !== FINAL);
  if (!other) throw new Error('the replay has only one football match');
  await kq.seek(FINAL, AFTER_POGBA);
  await page.goto(`/#/pages/soccer/exponent/exponent?match_id=${other.match_id}`);
  await expect
    .poll(() =>
      sockets.sceneCalls.some(
        (call) => call.scene === `detail_football_match_id_${FINAL}` && call.client_id,
      ),
    )
    .toBe(true);

  await kq.seek(FINAL, BEFORE_MBAPPE);
  const banner = page.getByRole('status', { name: '关注比赛提醒' });
  await expect(banner).toContainText('姆巴佩 进球！', { timeout: 10_000 });
  await expect(banner).toContainText('法国 4-1 克罗地亚');
  expect(sockets.open()).toHaveLength(1);
});
