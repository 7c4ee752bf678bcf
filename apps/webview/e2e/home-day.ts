import { expect, type Page } from '@playwright/test';
import type { Kanqiu } from './fixtures';

/** The Beijing day of an ISO instant, as the home page's date strip names days. */
export const beijingDay = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3600 * 1000).toISOString().slice(0, 10);

/** Opens home on one day of its date strip (home lists one day at a time). */
export async function openHomeOn(page: Page, day: string): Promise<void> {
  await page.goto('/');
  const strip = page.getByRole('navigation', { name: '选择日期' });
  await strip.locator(`[data-date="${day}"]`).click();
  await expect(strip.locator('[aria-current="date"]')).toHaveAttribute('data-date', day);
}

/** The Beijing day the home page lists a match under (its real kick-off's day). */
export async function matchDay(kq: Kanqiu, matchId: string): Promise<string> {
  const match = (await kq.matches()).find((entry) => entry.match_id === matchId);
  if (!match) throw new Error(`no match ${matchId} in the list`);
  return beijingDay(match.original_kickoff);
}
