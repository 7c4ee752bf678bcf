import { expect, test } from './fixtures';

const FINAL = '2058017';
const FACTS = `/#/pages/soccer/facts/facts?match_id=${FINAL}`;

function stat(page: import('@playwright/test').Page, type: number) {
  return page.locator(`.stats__row[data-type="${type}"]`);
}

test.describe('football facts page', () => {
  test('shows the real incidents and statistics and takes new ones live', async ({ page, kq }) => {
    // 20th minute of the 2018 final: France lead through Mandžukić's own goal; Perišić levels at 28'.
    // At 30× that leaves about 16 s before the equaliser, however slowly the page loads.
    await kq.seek(FINAL, 1200);
    await page.goto(FACTS);
    await expect(page.getByTestId('match-score')).toHaveText('1-0');
    const ownGoal = page.locator('.timeline__item--home[data-type="17"]');
    await expect(ownGoal).toContainText('曼朱基奇');
    await expect(ownGoal.locator('.timeline__minute')).toHaveText("18'");
    const shotsBefore = Number(await stat(page, 21).locator('.stats__value--away').textContent());

    await kq.seek(FINAL, 1660);
    // With the top of the timeline in view, new incidents wait in the slot above it until asked for.
    const held = page.locator('.held-slot__button');
    await expect(held).toContainText('佩里西奇', { timeout: 15_000 });
    await held.click();
    const equaliser = page.locator('.timeline__item--away[data-type="1"]').first();
    await expect(equaliser).toContainText('佩里西奇', { timeout: 15_000 });
    await expect(equaliser.locator('.timeline__score')).toHaveText('1-1');
    await expect(page.getByTestId('match-score')).toHaveText('1-1');
    await expect
      .poll(async () => Number(await stat(page, 21).locator('.stats__value--away').textContent()))
      .toBeGreaterThan(shotsBefore);

    // Possession is a share: both sides add up to 100 % (read together, so no push lands between).
    const shares = await stat(page, 25).evaluate((row) =>
      ['home', 'away'].map((side) =>
        Number(row.querySelector(`.stats__value--${side}`)?.textContent?.replace('%', '')),
      ),
    );
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    await kq.screenshot('soccer-facts');
  });

  test('marks half time and full time across the middle', async ({ page, kq }) => {
    await kq.seek(FINAL, 6811 - 3);
    await page.goto(FACTS);
    await expect(page.getByTestId('match-status')).toHaveText('完场', { timeout: 15_000 });
    await expect(page.locator('.timeline__mark[data-type="11"]')).toContainText('2-1');
    await expect(page.locator('.timeline__mark[data-type="12"]')).toContainText('4-2');
    await expect(
      page.locator(
        '.timeline__item[data-type="1"], .timeline__item[data-type="8"], .timeline__item[data-type="17"]',
      ),
    ).toHaveCount(6);
    await kq.screenshot('soccer-facts-finished');
  });
});

test('offers to reload when the socket opens but no data arrives, and reload recovers', async ({
  page,
  kq,
}) => {
  // France lead 1-0 and the equaliser is 16 s of replay away at 30×, however slow the machine.
  await kq.seek(FINAL, 1200);
  // The page's time moves only when the test moves it, so the 10 s patience is counted exactly.
  await page.clock.install({ time: new Date('2026-06-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-01T12:00:01Z'));
  // The subscribe call is lost on the way: the socket is open, but no page ever comes.
  let answer = false;
  await page.route('**/api/user/userScene', (route) => (answer ? route.continue() : undefined));
  await page.goto(FACTS);
  // The page mounts (and starts its patience) once its code has arrived and a task after it has
  // run: the page's time is moved on in small steps until it shows, so the patience is counted from
  // within one step of its start, however long the code took to arrive.
  const loading = page.getByRole('status', { name: '正在加载比赛数据…' });
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(loading).toBeVisible({ timeout: 100 });
  }).toPass();
  await page.clock.runFor(8_700);
  await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
  await page.clock.runFor(1_500);
  const reload = page.getByRole('button', { name: '重新加载' });
  await expect(reload).toBeVisible();

  answer = true;
  await reload.click();
  await expect(page.getByTestId('match-score')).toHaveText('1-0');
});
