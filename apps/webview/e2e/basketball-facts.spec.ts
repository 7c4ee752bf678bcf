import { expect, test } from './fixtures';

/** Game 5 of the 2024 NBA Finals, Boston 106–88 Dallas; ESPN's final team box score and leaders. */
const GAME_5 = '401656363';
const GAME_5_DURATION = 8484;
const SECOND_QUARTER = 2000;
const FACTS = `/#/pages/basketball/facts/facts?match_id=${GAME_5}`;

const row = (page: import('@playwright/test').Page, key: string) =>
  page.locator(`.kq-compare__row[data-key="${key}"]`);

test.describe('basketball facts page', () => {
  test('shows the final team statistics and leaders of the real game', async ({ page, kq }) => {
    await kq.seek(GAME_5, GAME_5_DURATION - 3);
    await page.goto(FACTS);
    await expect(page.getByTestId('match-status')).toHaveText('完场', { timeout: 15_000 });
    await expect(row(page, 'fg').locator('.kq-compare__value--home')).toHaveText('38-89 42.7%');
    await expect(row(page, 'fg').locator('.kq-compare__value--away')).toHaveText('35-78 44.9%');
    await expect(row(page, 'fg3').locator('.kq-compare__value--home')).toHaveText('13-39 33.3%');
    await expect(row(page, 'ft').locator('.kq-compare__value--away')).toHaveText('7-13 53.8%');
    await expect(row(page, 'rebounds').locator('.kq-compare__value')).toHaveText(['51', '35']);
    // Points in the paint and on the break exist only in ESPN's final box score.
    await expect(row(page, 'points_in_paint').locator('.kq-compare__value')).toHaveText([
      '42',
      '42',
    ]);
    await expect(row(page, 'fast_break_points').locator('.kq-compare__value')).toHaveText([
      '16',
      '9',
    ]);
    // Fewer turnovers is the better side: Boston's 9 against Dallas's 13.
    await expect(row(page, 'turnovers')).toHaveAttribute('data-lead', 'home');

    const leader = (category: string, side: 'home' | 'away') =>
      page.locator(`.bb-leaders__row[data-category="${category}"] .bb-leader--${side}`);
    await expect(leader('points', 'home')).toHaveText('31塔图姆');
    await expect(leader('points', 'away')).toHaveText('28东契奇');
    await expect(leader('rebounds', 'home')).toHaveText('11霍勒迪');
    await expect(leader('rebounds', 'away')).toHaveText('12东契奇');
    await expect(leader('assists', 'home')).toHaveText('11塔图姆');
    await expect(leader('assists', 'away')).toHaveText('9欧文');
    await kq.screenshot('basketball-facts-finished');
  });

  test('updates the statistics while the game goes on, over the socket', async ({ page, kq }) => {
    await kq.seek(GAME_5, SECOND_QUARTER);
    const log = kq.watchSockets();
    await page.goto(FACTS);
    const attempts = row(page, 'fg').locator('.kq-compare__value--home');
    await expect(attempts).toHaveText(/^\d+-\d+ /);
    const before = await attempts.textContent();
    await expect(attempts).not.toHaveText(before ?? '', { timeout: 20_000 });
    expect(log.open()).toHaveLength(1);
    expect(log.sceneCalls.at(-1)?.scene).toBe(`detail_basketball_match_id_${GAME_5}`);
    // During the game the paint and fast-break points are not known: the page says so.
    await expect(row(page, 'points_in_paint')).toHaveCount(0);
    await expect(page.getByText('内线得分和快攻得分只在终场后的技术统计中提供')).toBeVisible();
    await expect(page.getByTestId('win-probability')).toContainText('ESPN');
  });
});
