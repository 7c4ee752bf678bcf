import { expect, test } from './fixtures';
import { holdRequests } from './hold';
import { screenshotBoth, signIn, tokenOf } from './user-helpers';

test.describe('states of the user pages', () => {
  test('without any network a page says the signal is lost, and reloads once it is back', async ({
    page,
    context,
    kq,
  }) => {
    kq.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    // Load the page's code once, then leave it: the second visit needs only its data.
    await page.goto('/#/pages/activity/regulation/regulation');
    await expect(page.getByRole('heading', { name: '助威活动规则' })).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '/pages/activity/allSchedule/allSchedule';
    });
    await expect(page.getByRole('heading', { name: '全部赛程', level: 1 })).toBeVisible();
    await context.setOffline(true);
    await page.evaluate(() => {
      window.location.hash = '/pages/activity/regulation/regulation';
    });
    await expect(page.getByText('网络信号丢失')).toBeVisible();
    await expect(page.getByText('请检查网络设置后重试')).toBeVisible();
    await screenshotBoth(page, kq, 'state-no-network');
    await context.setOffline(false);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('heading', { name: '助威活动规则' })).toBeVisible();
  });

  test('a failed request shows the request-fail view with its reload link', async ({
    page,
    kq,
  }) => {
    kq.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
    await signIn(page, tokenOf('fail'));
    await page.route('**/api/activity/ranking', (route) => route.abort('failed'));
    await page.goto('/#/pages/activity/rankingList/rankingList');
    await expect(page.getByRole('alert')).toHaveText('数据请求失败，请重新加载');
    await screenshotBoth(page, kq, 'state-request-fail');
    await page.unroute('**/api/activity/ranking');
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByTestId('ranking-me')).toBeVisible();
  });

  test('the loading skeleton holds the page while the data is on its way', async ({ page, kq }) => {
    await signIn(page, tokenOf('slow'));
    const release = await holdRequests(page, '**/api/invite/code');
    await page.goto('/#/pages/invite/invite');
    await expect(page.getByRole('status', { name: '正在加载邀请码…' })).toBeVisible();
    await screenshotBoth(page, kq, 'state-loading');
    release();
    await expect(page.getByTestId('invite-code')).toHaveText(/\d{6}/);
  });
});
