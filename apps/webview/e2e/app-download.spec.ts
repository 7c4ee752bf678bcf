import { OPEN_APP_FALLBACK_MS } from '@kanqiu/core';
import { expect, test } from './fixtures';
import { screenshotBoth } from './user-helpers';

const DOWNLOAD = '/#/pages/downloadApk/downloadApk';
const LIVE = '/pages/soccer/live/live?match_id=2058017';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

test.describe('download page', () => {
  test('a desktop browser gets a QR code of the page and an honest word that nothing is published', async ({
    page,
    kq,
  }) => {
    await page.goto(DOWNLOAD);
    // kanqiu's own server publishes no app: both links are null.
    const links = (await (await page.request.post('/api/app/links', { data: {} })).json()) as {
      data: { apk_url: string | null; app_store_url: string | null };
    };
    expect(links.data).toMatchObject({ apk_url: null, app_store_url: null });
    await expect(page.getByText('看球 App 暂未提供公开下载')).toBeVisible();
    const qr = page.getByRole('img', { name: '本页二维码' });
    await expect(qr).toBeVisible();
    await expect(qr.locator('path')).toHaveAttribute('d', /^M4 4h7v1h-7z/);
    await expect(page.getByRole('link', { name: /下载 Android|App Store/ })).toHaveCount(0);
    await screenshotBoth(page, kq, 'download-desktop');
  });

  test.describe('on an Android phone', () => {
    test.use({ userAgent: ANDROID_UA });

    test('gets the APK link the server names, and no QR code', async ({ page, kq }) => {
      await page.route('**/api/app/links', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.apk_url = 'https://downloads.kanqiu.example/kanqiu-1.0.0.apk';
        await route.fulfill({ response, json: body });
      });
      await page.goto(DOWNLOAD);
      await expect(page.getByText('检测到你在使用 Android 手机')).toBeVisible();
      await expect(page.getByRole('link', { name: '下载 Android 安装包' })).toHaveAttribute(
        'href',
        'https://downloads.kanqiu.example/kanqiu-1.0.0.apk',
      );
      await expect(page.getByRole('img', { name: '本页二维码' })).toHaveCount(0);
      await screenshotBoth(page, kq, 'download-android');
    });
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_UA });

    test('says plainly that the iOS app is not published yet', async ({ page, kq }) => {
      await page.goto(DOWNLOAD);
      await expect(page.getByText('检测到你在使用 iPhone / iPad')).toBeVisible();
      await expect(page.getByText('看球 App 暂未提供公开下载')).toBeVisible();
      await screenshotBoth(page, kq, 'download-ios');
    });
  });
});

test.describe('open-in-app page', () => {
  const openApp = `/#/pages/openApp/openApp?path=${encodeURIComponent(LIVE)}`;

  test('tries the deep link of the page and offers the ways on when no app takes it', async ({
    page,
    kq,
  }) => {
    const launched: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('kanqiu:')) launched.push(request.url());
    });
    await page.goto('/#/');
    await page.goto(openApp);
    await expect(page.getByRole('heading', { name: '正在打开看球App…' })).toBeVisible();
    await kq.screenshot('open-app-trying-390');
    await expect(page.getByRole('heading', { name: '没有打开看球App？' })).toBeVisible({
      timeout: OPEN_APP_FALLBACK_MS + 5_000,
    });
    expect(launched).toEqual([`kanqiu://open?path=${encodeURIComponent(LIVE)}`]);
    await expect(page.getByRole('link', { name: '再试一次' })).toHaveAttribute(
      'href',
      launched[0] ?? '',
    );
    // Headless Chromium holds the tab's input behind its "open external app" prompt after the
    // launch, so the screenshots and the taps below happen in a tab that already tried.
    kq.allowConsoleErrors(/kanqiu:|scheme/);
  });

  test('a tab that already tried offers download, retry and the web page, without trying again', async ({
    page,
    kq,
  }) => {
    const launched: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('kanqiu:')) launched.push(request.url());
    });
    await page.addInitScript((path) => sessionStorage.setItem('kanqiu:open-app-tried', path), LIVE);
    await page.goto('/#/');
    await page.goto(openApp);
    await expect(page.getByRole('heading', { name: '没有打开看球App？' })).toBeVisible();
    await screenshotBoth(page, kq, 'open-app-fallback');
    await page.getByRole('button', { name: '下载看球App' }).click();
    await expect(page).toHaveURL(/downloadApk/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: '没有打开看球App？' })).toBeVisible();
    await page.getByRole('button', { name: '继续在网页中查看' }).click();
    await expect(page).toHaveURL(/soccer\/live\/live\?match_id=2058017$/);
    expect(launched).toEqual([]);
  });

  test('refuses a path that is not a page of the app', async ({ page, kq }) => {
    await page.goto(`/#/pages/openApp/openApp?path=${encodeURIComponent('//evil.example/x')}`);
    await expect(page.getByRole('heading', { name: '链接中没有要打开的页面' })).toBeVisible();
    await screenshotBoth(page, kq, 'open-app-bad-path');
  });
});
