import { expect, test } from './fixtures';
import { beijingDay } from './home-day';

/** Past the fixed top bar (and the follow section's sticky title), where a touch reaches the list. */
const TOP_BAR_CLEAR_PX = 120;

import { swipeSideways } from './touch';

test.describe('home day navigation', () => {
  test('the date strip moves to yesterday and back; live-only shows only live matches', async ({
    page,
    kq,
  }) => {
    // Spain–Russia is live; Croatia–Denmark, the day after (Beijing), has finished.
    const croDen = (await kq.matches('football')).find((m) => m.match_id === '2058005');
    await kq.seek('2058005', (croDen?.duration_sec ?? 0) + 1);
    await kq.seek('2058004', 1200);
    await page.goto('/#/');
    const strip = page.getByRole('navigation', { name: '选择日期' });
    const selected = strip.locator('[aria-current="date"]');
    const today = (await selected.getAttribute('data-date')) ?? '';
    await expect(selected).toContainText('今天');
    await expect(page.locator('.home-match[data-match-id="2058004"]')).toBeVisible();

    // Yesterday: the previous day with matches, drawn without the live ones (they belong to today).
    const days = await strip
      .locator('[data-date]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-date') ?? ''));
    const yesterday = days[days.indexOf(today) - 1] ?? '';
    await strip.getByRole('button', { name: '前一天' }).click();
    await expect(selected).toHaveAttribute('data-date', yesterday);
    const shown = (await kq.matches()).filter(
      (m) => m.state !== 'live' && beijingDay(m.original_kickoff) === yesterday,
    );
    expect(shown.length).toBeGreaterThan(0);
    await expect(page.locator('.home-match')).toHaveCount(shown.length);
    for (const match of shown) {
      await expect(page.locator(`.home-match[data-match-id="${match.match_id}"]`)).toBeVisible();
    }
    await kq.screenshot('home-yesterday');

    await strip.getByRole('button', { name: '后一天' }).click();
    await expect(selected).toHaveAttribute('data-date', today);
    // A swipe to the right over the list turns to the day before, to the left back again. The
    // swipe lands on the list's area wherever the sections above it (我的关注, the passes) put it.
    const swipeOverList = async (distance: number) => {
      const list = page.locator('.home-days');
      await list.scrollIntoViewIfNeeded();
      const box = await list.boundingBox();
      // Below the page's top bar, inside the list, on the screen.
      const y = Math.min(Math.max(box?.y ?? 0, TOP_BAR_CLEAR_PX) + 60, 780);
      await swipeSideways(page, { y, distance });
    };
    // The swipe's touch listeners are passive: a finger on the list scrolls the page without
    // waiting for the main thread.
    const cdp = await page.context().newCDPSession(page);
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: "document.querySelector('.home-days')",
    });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId ?? '',
    });
    const touch = listeners.filter((listener) => listener.type.startsWith('touch'));
    expect(touch.map((listener) => listener.type).sort()).toEqual(['touchend', 'touchstart']);
    expect(touch.every((listener) => listener.passive)).toBe(true);
    await swipeOverList(160);
    await expect(selected).toHaveAttribute('data-date', yesterday);
    await swipeOverList(-160);
    await expect(selected).toHaveAttribute('data-date', today);
    await expect(page.locator('.home-match[data-match-id="2058004"]')).toBeVisible();

    // Live-only: every row is a live match, the live one is there and the finished one is not.
    await page.getByRole('button', { name: /只看进行中/ }).click();
    await expect(page.getByRole('button', { name: /只看进行中/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.home-match[data-match-id="2058004"]')).toBeVisible();
    await expect(page.locator('.home-match[data-match-id="2058005"]')).toHaveCount(0);
    const states = await page
      .locator('.home-match')
      .evaluateAll((rows) => rows.map((row) => row.classList.contains('home-match--live')));
    expect(states.length).toBeGreaterThan(0);
    expect(states.every(Boolean)).toBe(true);
    await kq.screenshot('home-live-only');

    // The calendar loads when opened and picks any day.
    await strip.getByRole('button', { name: '打开日历' }).click();
    const calendar = page.getByRole('dialog', { name: '选择日期' });
    await expect(calendar.getByRole('heading', { name: '2018年7月' })).toBeVisible();
    await calendar.getByRole('button', { name: '上个月' }).click();
    await calendar.getByRole('button', { name: /^6月20日/ }).click();
    await expect(selected).toHaveAttribute('data-date', '2018-06-20');
    const june20 = (await kq.matches()).filter(
      (m) => m.state !== 'live' && beijingDay(m.original_kickoff) === '2018-06-20',
    );
    await expect(page.locator('.home-match')).toHaveCount(june20.length);
  });
});
