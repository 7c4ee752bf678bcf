import { expect, test } from './fixtures';

test.describe('search', () => {
  test('finds France by its pinyin initials and Mbappé by his Latin name, and keeps the search', async ({
    page,
    kq,
  }) => {
    await page.goto('/#/');
    await page.getByRole('link', { name: '搜索球队、球员、比赛' }).click();
    await expect(page).toHaveURL(/#\/search$/);
    const box = page.getByRole('searchbox', { name: '搜索' });
    await expect(box).toBeFocused();

    await box.fill('fg');
    const teams = page.getByRole('region', { name: '球队' });
    await expect(teams.getByRole('link').first()).toContainText('法国');
    await expect(
      page.getByRole('region', { name: '比赛' }).getByRole('link', { name: /法国 vs 克罗地亚/ }),
    ).toBeVisible();
    await kq.screenshot('search-fg');

    await box.fill('mbappe');
    const player = page.getByRole('region', { name: '球员' }).getByRole('link', { name: /姆巴佩/ });
    await expect(player).toContainText('法国 · 前锋');
    await box.press('Enter');
    await player.click();
    await expect(page).toHaveURL(/#\/pages\/soccer\/player\/player\?player_id=353833$/);

    // Recent searches stay on the device.
    await page.goto('/#/search');
    const recent = page.getByRole('region', { name: '最近搜索' });
    await recent.getByRole('button', { name: 'mbappe' }).click();
    await expect(page.getByRole('searchbox', { name: '搜索' })).toHaveValue('mbappe');
    await page.getByRole('searchbox', { name: '搜索' }).fill('zzzqqq');
    await expect(page.getByText('没有找到“zzzqqq”相关的结果')).toBeVisible();
  });
});
