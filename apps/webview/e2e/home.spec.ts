import { expect, test } from './fixtures';
import { holdRequests } from './hold';

test.describe('entry page', () => {
  test('lists the replayed matches with live scores and opens a match', async ({ page, kq }) => {
    await kq.seek('2058017', 2500);
    await page.goto('/#/');
    const final = page.locator('.home-match[data-match-id="2058017"]');
    await expect(final).toContainText('法国');
    await expect(final).toContainText('克罗地亚');
    await expect(final.locator('.home-match__score')).toHaveText('2-1');
    await expect(final).toHaveClass(/home-match--live/);
    await expect(page.getByRole('heading', { name: /进行中/ })).toBeVisible();
    await kq.screenshot('home');

    // The sport filter keeps only that sport's matches.
    await page.getByRole('tab', { name: '篮球' }).click();
    await expect(page.locator('.home-match[data-match-id="2058017"]')).toHaveCount(0);
    await expect(page.locator('.home-match')).not.toHaveCount(0);
    await page.getByRole('tab', { name: '足球' }).click();

    await page.locator('.home-match[data-match-id="2058017"]').click();
    await expect(page).toHaveURL(/#\/pages\/soccer\/live\/live\?match_id=2058017$/);
    await expect(page.getByTestId('match-score')).toHaveText('2-1');
  });

  test('a day of the world at a time: live first, any day a tap away, shoot-outs and a kept filter', async ({
    page,
    kq,
  }) => {
    const matches = await kq.matches('football');
    const croDen = matches.find((match) => match.match_id === '2058005');
    await kq.seek('2058005', (croDen?.duration_sec ?? 0) + 1);
    await kq.seek('2058017', 2500);
    await page.goto('/#/');
    // The final (15 July 2018, Beijing) is the latest match that has kicked off: the world's today.
    const strip = page.getByRole('navigation', { name: '选择日期' });
    await expect(strip.locator('[aria-current="date"]')).toHaveAttribute('data-date', '2018-07-15');
    await expect(strip.locator('[aria-current="date"]')).toContainText('今天');
    await expect(page.locator('.home-match[data-match-id="2058017"]')).toBeVisible();
    await expect(
      page.locator('.home-group__title[data-competition="wc2018"]').first(),
    ).toBeVisible();

    // Croatia–Denmark, 2 July 2018 (Beijing): its day shows it, finished after the shoot-out.
    await strip.locator('[data-date="2018-07-02"]').click();
    await expect(strip.locator('[aria-current="date"]')).toHaveAttribute('data-date', '2018-07-02');
    const shootout = page.locator('.home-match[data-match-id="2058005"]');
    await expect(shootout.locator('.home-match__score')).toContainText('1-1');
    await expect(shootout.getByTestId('list-shootout')).toHaveText('点球 3-2');
    await expect(shootout.locator('.home-match__team--won')).toContainText('克罗地亚');
    await expect(page.locator('.home-match[data-match-id="2058017"]')).toHaveCount(0);

    // The competition filter is kept on the device.
    const filter = page.getByRole('group', { name: '赛事筛选' });
    await filter.getByRole('button', { name: 'NBA总决赛' }).click();
    await expect(page.locator('.home-match').first()).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('group', { name: '赛事筛选' }).getByRole('button', { name: 'NBA总决赛' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.home-match[data-match-id="2058017"]')).toHaveCount(0);
    await page
      .getByRole('group', { name: '赛事筛选' })
      .getByRole('button', { name: '全部赛事' })
      .click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: /数据库/ }).click();
    await expect(page).toHaveURL(/#\/pages\/leagueData\/leagueData$/);
  });

  test('the document asks for the list beside the entry, and the page shows that answer without asking again', async ({
    page,
  }) => {
    const listCalls: Array<string | null> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/matches') listCalls.push(request.postData());
    });
    // The entry's script is held until the list's call has been seen: it cannot have sent it.
    const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/#/', { waitUntil: 'commit' });
    await expect.poll(() => listCalls).toEqual(['{}']);
    release();
    await expect(page.locator('.home-match').first()).toBeVisible();
    // A short while for a second call to show itself: none came.
    await page.waitForTimeout(500);
    expect(listCalls).toEqual(['{}']);
  });

  test('the generic webview refuses anything but http(s) pages', async ({ page }) => {
    await page.goto(`/#/pages/webview/webview?url=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByRole('heading', { name: '无法打开这个链接' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a first visit is invited to follow while the list loads, and the teams join the same words', async ({
    page,
  }) => {
    // The list's answer is held (the document's early call and any call of the app's).
    const release = await holdRequests(page, /\/api\/matches$/);
    await page.goto('/#/');
    const waiting = page.getByTestId('follow-invite-waiting');
    await expect(waiting).toBeVisible();
    await expect(page.locator('#boot')).toHaveCount(0);
    await expect(waiting.locator('.follow-invite__text')).toHaveText(
      '关注你喜欢的球队，比赛开赛、进球、红牌和完场时第一时间提醒你',
    );
    await expect(page.getByRole('heading', { name: '我的关注' })).toBeVisible();
    const words = await waiting.locator('.follow-invite__text').boundingBox();
    await expect(page.locator('.home-days .match-skeleton')).toBeVisible();
    release();
    const invite = page.getByTestId('follow-invite');
    await expect(invite.locator('.follow-chip__name').first()).toBeVisible();
    await expect(waiting).toHaveCount(0);
    expect(await invite.locator('.follow-invite__text').boundingBox()).toEqual(words);
    await expect(page.locator('.home-match').first()).toBeVisible();

    // A fan who follows a team is not invited while the list loads: that section has other rows.
    await page.evaluate(() =>
      localStorage.setItem(
        'kq.follows',
        JSON.stringify({
          follows: [{ kind: 'team', id: '1', name: '法国', followed_at: '2018-07-15T00:00:00Z' }],
          alerts: null,
        }),
      ),
    );
    const releaseAgain = await holdRequests(page, /\/api\/matches$/);
    await page.reload();
    await expect(page.locator('.home-days .match-skeleton')).toBeVisible();
    await expect(page.getByTestId('follow-invite-waiting')).toHaveCount(0);
    releaseAgain();
    await expect(page.locator('.home-match').first()).toBeVisible();
    await expect(page.getByTestId('follow-invite')).toHaveCount(0);
  });

  test('the data sources and their licences are one tap away, below the list and never above it', async ({
    page,
  }) => {
    // The list waits for 我的关注's code; with the list's answer in and that code late, nothing that
    // belongs below the list may stand where the list goes (the list arriving would push it down).
    let releaseSection = () => {};
    const sectionHeld = new Promise<void>((resolve) => {
      releaseSection = resolve;
    });
    await page.route('**/assets/follow-section-*.js', async (route) => {
      await sectionHeld;
      await route.continue();
    });
    const listAnswered = page.waitForResponse((response) =>
      response.url().includes('/api/matches'),
    );
    await page.goto('/#/');
    await listAnswered;
    await expect(page.locator('.home-days .match-skeleton')).toBeVisible();
    await expect(page.locator('.home-sources')).toHaveCount(0);
    releaseSection();
    await expect(page.locator('.home-match').first()).toBeVisible();
    const listBottom = await page
      .locator('.home-rows')
      .evaluate((list) => list.getBoundingClientRect().bottom);
    const sourcesTop = await page
      .locator('.home-sources')
      .evaluate((sources) => sources.getBoundingClientRect().top);
    expect(sourcesTop).toBeGreaterThanOrEqual(listBottom);

    await page.getByText('数据来源与许可').click();
    await expect(page.getByText(/CC BY 4\.0/).first()).toBeVisible();
    await expect(page.getByText(/openfootball/)).toBeVisible();
  });
});
