import { expect, test } from './fixtures';
import { screenshotBoth, signIn, tokenOf } from './user-helpers';

test.describe('location pages', () => {
  test('finds a city by pinyin, stores it for the user, and shows it after a reload', async ({
    page,
    kq,
  }) => {
    await signIn(page, tokenOf('city'));
    await page.goto('/#/choose-location');
    await expect(page.getByTestId('current-city')).toContainText('还没有选择城市');
    const cities = (await (
      await page.request.post('/api/location/cities', { data: {} })
    ).json()) as {
      data: { total: number };
    };
    await expect(page.getByText(`共 ${cities.data.total} 个城市`)).toBeVisible();
    await screenshotBoth(page, kq, 'choose-location');

    await page.getByRole('searchbox').fill('mosike');
    await expect(page.getByText('找到 1 个城市')).toBeVisible();
    await page.getByRole('button', { name: /莫斯科/ }).click();
    await expect(page.getByTestId('current-city')).toContainText('莫斯科');
    await expect(page.getByRole('button', { name: /莫斯科/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('searchbox').fill('巴黎');
    await expect(page.getByText('没有找到“巴黎”')).toBeVisible();
    await screenshotBoth(page, kq, 'choose-location-none');

    await page.reload();
    await expect(page.getByTestId('current-city')).toContainText('莫斯科');
    await expect(page.getByTestId('current-city')).toContainText('俄罗斯');
  });

  test('the letter index jumps to a group', async ({ page }) => {
    await page.goto('/#/choose-location');
    await page
      .getByRole('navigation', { name: '按首字母跳转' })
      .getByRole('button', { name: 'X' })
      .click();
    await expect(page.getByRole('heading', { name: 'X', exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: /厦门/ })).toBeInViewport();
  });

  test('without a token the list is there, and choosing says why it cannot be stored', async ({
    page,
    kq,
  }) => {
    await page.goto('/#/choose-location');
    await expect(page.getByRole('region', { name: '请在看球 App 内打开' })).toContainText(
      '在浏览器中打开时，可以浏览城市，但不能保存选择。',
    );
    await page.getByRole('button', { name: /北京/ }).click();
    await expect(page.getByRole('alert')).toHaveText('在看球 App 内打开后，才能保存所选城市。');
    await screenshotBoth(page, kq, 'choose-location-no-token');
  });

  test('shows the final’s venue with its openfootball coordinates and a map link', async ({
    page,
    kq,
  }) => {
    await page.goto('/#/open-location?match_id=2058017');
    const card = page.getByTestId('venue-card');
    await expect(card.getByRole('heading', { name: '卢日尼基体育场' })).toBeVisible();
    await expect(card).toContainText('Luzhniki Stadium');
    await expect(card).toContainText('莫斯科，俄罗斯');
    await expect(card).toContainText('可容纳 78,011 人');
    await expect(page.getByTestId('venue-coordinates')).toHaveText('55.7158° N, 37.5536° E');
    await expect(card.getByRole('link', { name: '在地图中打开' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=55.715833&mlon=37.553611#map=16/55.715833/37.553611',
    );
    await screenshotBoth(page, kq, 'open-location');
  });

  test('says there is no map position for a venue the data does not place', async ({
    page,
    kq,
  }) => {
    await page.goto('/#/open-location?match_id=401656363');
    await expect(page.getByTestId('venue-unknown')).toContainText('波士顿TD花园球馆');
    await expect(page.getByTestId('venue-unknown')).toContainText('暂时无法在地图中显示');
    await screenshotBoth(page, kq, 'open-location-unknown');
  });

  test('lists every venue without a parameter', async ({ page, kq }) => {
    await page.goto('/#/open-location');
    await expect(page.locator('.venue-row')).toHaveCount(20);
    await page.locator('.venue-row').filter({ hasText: '卢日尼基体育场' }).click();
    await expect(page.getByTestId('venue-coordinates')).toHaveText('55.7158° N, 37.5536° E');
    await screenshotBoth(page, kq, 'open-location-venue');
  });
});
