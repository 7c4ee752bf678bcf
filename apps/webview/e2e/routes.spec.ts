import { allRoutePaths, findRoute } from '../src/routing/routes';
import { expect, test } from './fixtures';

test.describe('every route of docs/behaviour.md §2', () => {
  for (const path of allRoutePaths()) {
    test(`opens ${path} without a console error`, async ({ page, kq }) => {
      const route = findRoute(path);
      const params = route?.query?.includes('match_id') ? '?match_id=2058017' : '';
      await page.goto(`/#${path}${params}`);
      await expect(page.locator('.app-nav__title')).toHaveText(/[\u4e00-\u9fff]/);
      await expect(page.locator('.app-nav')).toHaveAttribute(
        'data-nav-style',
        route?.navStyle ?? 'custom',
      );
      // The page's own content shows: never a blank screen.
      await expect(page.locator('.app-page__body')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(kq.errors).toEqual([]);
    });
  }

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/#/pages/nowhere/nowhere');
    await expect(page.getByRole('heading', { name: '页面不存在' }).first()).toBeVisible();
    await page.getByRole('button', { name: '回到首页' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });
});
