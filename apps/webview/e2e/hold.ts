import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` (a route's URL pattern) until the returned `release` is called,
 * then lets them go to the server as they are: a test reads a loading state for as long as it needs,
 * however slow the machine, instead of delaying the answer by a fixed time.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
