import { TOKEN_STORAGE_KEY } from '@kanqiu/core';
import type { Page } from '@playwright/test';
import { expect, type Kanqiu } from './fixtures';

/** A token the user calls accept (8+ visible characters), different for each name. */
export function tokenOf(name: string): string {
  return `e2e-${name}-${Date.now().toString(36)}`;
}

/** Stores a host token before the app starts, as the bridge's `sendToken` would; call before `goto`. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, `Bearer ${value}`), [
    TOKEN_STORAGE_KEY,
    token,
  ] as const);
}

/** Records the text of every toast that ever shows on the page; call before `goto`. */
export async function watchToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('.kq-toast')
            ? [node]
            : [...node.querySelectorAll('.kq-toast')];
          for (const toast of toasts) seen.push(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Every toast text the page showed since {@link watchToasts}. */
export async function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}

/** A user call made by the test itself (as another device of the same user would). */
export async function userCall<T>(
  page: Page,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await page.request.post(path, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as T;
}

/**
 * Screenshots the page at 390×844 and at 360×780 (`<name>-390.png`, `<name>-360.png`), and checks
 * that nothing is wider than the 360 px screen.
 */
export async function screenshotBoth(page: Page, kq: Kanqiu, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await kq.screenshot(`${name}-390`);
  await page.setViewportSize({ width: 360, height: 780 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} fits 360 px`).toBeLessThanOrEqual(360);
  await kq.screenshot(`${name}-360`);
  await page.setViewportSize({ width: 390, height: 844 });
}
