import type { Locator, Page } from '@playwright/test';
import { LINEUP_REFETCH_INTERVAL_MS } from '../src/pages/football/lineup/lineup-refresh';
import { expect, test } from './fixtures';
import { pullDown } from './touch';

/**
 * France–Croatia, the 2018 final, on the replay clock: Mandžukić's own goal falls at replay second
 * 1079 (18'), N'Zonzi comes on for Kanté at 55' (replay second ~4380), the match ends 4-2 at 6811.
 */
const FINAL = '2058017';
const KICK_OFF = 0;
const AFTER_OWN_GOAL = 1100;
const AFTER_FIRST_CHANGE = 4400;
const FULL_TIME = 6811;
/** France–Argentina: Argentina's back five makes the most crowded row. */
const ARGENTINA = '2058003';
const LINEUP = `/#/pages/soccer/lineup/lineup?match_id=${FINAL}`;
const LINEUP_CALL = '**/api/match/lineup';

function homeEleven(page: Page): Locator {
  return page.getByRole('list', { name: '法国首发' });
}

function awayEleven(page: Page): Locator {
  return page.getByRole('list', { name: '克罗地亚首发' });
}

/** A starter's button on the pitch, found by his accessible name (`10号 姆巴佩 前锋…`). */
function starter(team: Locator, shirt: number, name: string): Locator {
  return team.getByRole('button', { name: new RegExp(`：${shirt}号 ${name} `) });
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('football lineup page', () => {
  test('shows both elevens of the final on the pitch by formation, then the benches', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, KICK_OFF);
    await page.goto(LINEUP);
    const home = homeEleven(page);
    const away = awayEleven(page);
    await expect(home.getByRole('button')).toHaveCount(11);
    await expect(away.getByRole('button')).toHaveCount(11);
    await expect(page.getByTestId('formation-home')).toHaveText('阵型 4-3-3');
    await expect(page.getByTestId('formation-away')).toHaveText('阵型 4-4-2');

    // Lloris in goal with 1; Griezmann, Mbappé and Pogba in France's eleven; Modrić in Croatia's.
    const lloris = starter(home, 1, '洛里斯');
    await expect(lloris).toHaveAccessibleName(/守门员/);
    await expect(lloris.getByTestId('shirt-number')).toHaveText('1');
    await expect(lloris.locator('.lineup-player__name')).toHaveText('洛里斯');
    await expect(lloris.locator('..')).toHaveAttribute('data-row', '0');
    for (const [shirt, name] of [
      [7, '格列兹曼'],
      [10, '姆巴佩'],
      [6, '博格巴'],
    ] as const) {
      await expect(starter(home, shirt, name)).toBeVisible();
    }
    await expect(starter(away, 10, '莫德里奇')).toBeVisible();
    // A long name is shortened to the surname on the pitch; the full name stays in its label.
    await expect(starter(home, 21, '卢卡斯·埃尔南德斯').locator('.lineup-player__name')).toHaveText(
      '埃尔南德斯',
    );

    // Home attacks up from the bottom, away down from the top; each team's left back on its left.
    const llorisAt = await centre(lloris);
    const griezmannAt = await centre(starter(home, 7, '格列兹曼'));
    const subasicAt = await centre(starter(away, 23, '苏巴西奇'));
    expect(llorisAt.y).toBeGreaterThan(griezmannAt.y);
    expect(griezmannAt.y).toBeGreaterThan(subasicAt.y);
    expect((await centre(starter(home, 21, '卢卡斯·埃尔南德斯'))).x).toBeLessThan(
      (await centre(starter(home, 2, '帕瓦尔'))).x,
    );
    expect((await centre(starter(away, 3, '斯特里尼奇'))).x).toBeGreaterThan(
      (await centre(starter(away, 2, '弗尔萨利科'))).x,
    );

    // At kick-off nobody has a mark, and nobody has been changed.
    await expect(page.locator('.lineup-field [data-mark]')).toHaveCount(0);
    await expect(page.getByTestId('bench-home').getByRole('listitem')).toHaveCount(12);
    await expect(page.getByTestId('bench-away').getByRole('listitem')).toHaveCount(11);
    await expect(page.getByText('暂无换人')).toBeVisible();

    // Tapping a starter shows who he is; the close button hides it again.
    await starter(home, 10, '姆巴佩').click();
    const detail = page.getByTestId('player-detail');
    await expect(detail).toContainText('姆巴佩');
    await expect(detail).toContainText('K. Mbappé');
    await expect(detail).toContainText('法国 · 前锋 · 10号');
    await detail.getByRole('button', { name: '关闭' }).click();
    await expect(detail).toHaveCount(0);
  });

  test('marks goals and substitutions as the match goes on, on pull-to-refresh and the host’s refresh', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, KICK_OFF);
    await page.goto(LINEUP);
    const mandzukic = starter(awayEleven(page), 17, '曼朱基奇');
    await expect(mandzukic).toBeVisible();
    await expect(mandzukic.locator('[data-mark]')).toHaveCount(0);

    // Mandžukić's own goal: pulled in by pull-to-refresh.
    await kq.seek(FINAL, AFTER_OWN_GOAL);
    await pullDown(page, { fromY: 560 });
    await expect(mandzukic.locator('[data-mark="own-goal"]')).toBeVisible();
    await expect(mandzukic).toHaveAccessibleName(/乌龙球 1/);
    await expect(page.getByTestId('match-score')).toHaveText('1-0');

    // Kanté off for N'Zonzi at 55': pulled in by the native host's refresh.
    await kq.seek(FINAL, AFTER_FIRST_CHANGE);
    await page.evaluate(() => (window as unknown as { refresh: () => void }).refresh());
    const kante = starter(homeEleven(page), 13, '坎特');
    await expect(kante.locator('[data-mark="off"]')).toHaveText("55'");
    await expect(kante.locator('[data-mark="card-3"]')).toBeVisible();
    const nzonzi = page.getByTestId('bench-home').getByRole('listitem').first();
    await expect(nzonzi).toContainText('恩宗齐');
    await expect(nzonzi.locator('[data-mark="on"]')).toHaveText("55'");
    const first = page.getByTestId('substitutions').getByRole('listitem').first();
    await expect(first).toHaveAttribute('data-side', 'home');
    await expect(first).toContainText("55'");
    await expect(first.locator('.lineup-subs__in')).toContainText('恩宗齐');
    await expect(first.locator('.lineup-subs__out')).toContainText('坎特');

    await kante.click();
    await expect(page.getByTestId('player-detail')).toContainText("55' 被换下");
    await expect(page.getByTestId('player-detail')).toContainText('换上 恩宗齐');
  });

  test('re-fetches on its own every interval while the match is live', async ({ page, kq }) => {
    await page.clock.install();
    await kq.seek(FINAL, KICK_OFF);
    await page.goto(LINEUP);
    const mandzukic = starter(awayEleven(page), 17, '曼朱基奇');
    await expect(mandzukic).toBeVisible();
    await expect(mandzukic.locator('[data-mark]')).toHaveCount(0);

    await kq.seek(FINAL, AFTER_OWN_GOAL);
    const refetched = page.waitForResponse(
      (response) => response.url().endsWith('/api/match/lineup'),
      { timeout: 10_000 },
    );
    await page.clock.fastForward(LINEUP_REFETCH_INTERVAL_MS);
    await refetched;
    await expect(mandzukic.locator('[data-mark="own-goal"]')).toBeVisible();
  });

  test('shows every mark of the finished match and stops re-fetching', async ({ page, kq }) => {
    await page.clock.install();
    await kq.seek(FINAL, FULL_TIME);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/match/lineup')) calls++;
    });
    await page.goto(LINEUP);
    await expect(page.getByTestId('match-score')).toHaveText('4-2');
    const home = homeEleven(page);
    const away = awayEleven(page);
    await expect(starter(home, 10, '姆巴佩').locator('[data-mark="goal"]')).toBeVisible();
    await expect(starter(home, 6, '博格巴').locator('[data-mark="goal"]')).toBeVisible();
    await expect(starter(home, 7, '格列兹曼')).toHaveAccessibleName(/进球 1（点球 1）/);
    await expect(starter(away, 4, '佩里西奇').locator('[data-mark="goal"]')).toBeVisible();
    const mandzukic = starter(away, 17, '曼朱基奇');
    await expect(mandzukic.locator('[data-mark="goal"]')).toBeVisible();
    await expect(mandzukic.locator('[data-mark="own-goal"]')).toBeVisible();
    await expect(page.getByTestId('substitutions').locator('.lineup-subs__minute')).toHaveText([
      "55'",
      "71'",
      "73'",
      "81'",
      "81'",
    ]);
    await kq.screenshot('soccer-lineup');

    const before = calls;
    await page.clock.fastForward(LINEUP_REFETCH_INTERVAL_MS * 3);
    await page.waitForTimeout(500);
    expect(calls).toBe(before);
  });

  test('fits a 360 px screen: no sideways scroll, no name touching another', async ({
    page,
    kq,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    // France–Argentina at full time: Argentina's back four with Mascherano, listed as a defender,
    // in the midfield row (docs/data.md), and marks all over the pitch.
    const match = (await kq.matches('football')).find((m) => m.match_id === ARGENTINA);
    await kq.seek(ARGENTINA, match?.duration_sec ?? FULL_TIME);
    await page.goto(`/#/pages/soccer/lineup/lineup?match_id=${ARGENTINA}`);
    await expect(page.getByTestId('formation-away')).toHaveText('阵型 4-4-2');
    await expect(page.getByTestId('match-status')).toHaveText('完场');
    const boxes = await page
      .locator('.lineup-player__disc, .lineup-player__name')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
        }),
      );
    expect(boxes).toHaveLength(44);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap =
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, JSON.stringify([a, b])).toBe(false);
      }
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('shows the request-failure view when the call fails, and its reload link recovers', async ({
    page,
    kq,
  }) => {
    kq.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
    await kq.seek(FINAL, AFTER_FIRST_CHANGE);
    await page.route(LINEUP_CALL, (route) => route.abort('failed'));
    await page.goto(LINEUP);
    await expect(page.getByRole('alert')).toContainText('数据请求失败，请');
    await expect(page.locator('.lineup-field')).toHaveCount(0);
    await kq.screenshot('soccer-lineup-failed');

    await page.unroute(LINEUP_CALL);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(starter(homeEleven(page), 1, '洛里斯')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('shows a pitch-shaped skeleton while loading and the empty state without elevens', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, KICK_OFF);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(LINEUP_CALL, async (route) => {
      await held;
      const response = await route.fetch();
      const body = await response.json();
      for (const side of ['home', 'away']) {
        body.data[side].starters = [];
        body.data[side].bench = [];
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto(LINEUP);
    const skeleton = page.getByRole('status', { name: '正在加载阵容…' });
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('.lineup-skeleton__field')).toBeVisible();
    await expect(skeleton.locator('.match-skeleton__bar').first()).not.toHaveCSS(
      'background-image',
      'none',
    );
    release();
    await expect(page.getByText('阵容尚未公布')).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    await expect(page.locator('.lineup-field')).toHaveCount(0);
  });

  test('renders player names from the server as text, never as markup', async ({ page, kq }) => {
    const hostile = '<img src=x onerror="window.__lineupInjected=1">';
    await kq.seek(FINAL, KICK_OFF);
    await page.route(LINEUP_CALL, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.home.starters[0].name = hostile;
      body.data.home.bench[0].name = hostile;
      await route.fulfill({ response, json: body });
    });
    await page.goto(LINEUP);
    await expect(homeEleven(page).getByText(hostile)).toHaveCount(1);
    await expect(page.getByTestId('bench-home').getByText(hostile)).toHaveCount(1);
    await expect(page.locator('.lineup-stack img')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __lineupInjected?: number }).__lineupInjected),
    ).toBeUndefined();
  });
});
