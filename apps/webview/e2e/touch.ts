import type { Page } from '@playwright/test';

/**
 * Drags a finger down the page from `(x, fromY)` by `distance` px in small steps, as a pull-to-refresh
 * gesture: real touch events through the DevTools protocol (Playwright's touchscreen only taps).
 */
export async function pullDown(
  page: Page,
  { x = 195, fromY = 220, distance = 220, steps = 12 } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  const point = (y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(fromY) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(fromY + (distance * i) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Starts recording every state the page's pull-to-refresh goes through, as it happens (the loading
 * state lasts a second; a busy machine could check too late to see it). Returns the reader.
 */
export async function recordPullStatuses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __pullStatuses: string[] }).__pullStatuses = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        const status = target.getAttribute('data-status');
        if (target.classList.contains('kq-pull-refresh') && status) seen.push(status);
      }
    }).observe(document.body, {
      attributes: true,
      attributeFilter: ['data-status'],
      subtree: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __pullStatuses: string[] }).__pullStatuses);
}

/**
 * Swipes a finger sideways across the page at height `y`, `distance` px (positive: to the right), in
 * small steps: real touch events through the DevTools protocol.
 */
export async function swipeSideways(
  page: Page,
  { y = 600, fromX = 195, distance = 160, steps = 8 } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const startX = fromX - distance / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(startX) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(startX + (distance * i) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
