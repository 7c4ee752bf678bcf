import { expect, test } from './fixtures';
import { screenshotBoth } from './user-helpers';

interface Agreement {
  title: string;
  effective_at: string;
  sections: { heading: string; clauses: { number: string; text: string }[] }[];
}

const ROUTES = [
  { path: '/pages/TOS/TOS', alias: '/pages/TOS/index', type: 'tos', nav: 'custom' },
  { path: '/pages/privacy/privacy', alias: '/pages/privacy/index', type: 'privacy', nav: 'custom' },
  {
    path: '/pages/pay-agree/pay-agree',
    alias: '/pages/pay-agree/index',
    type: 'pay',
    nav: 'custom',
  },
  { path: '/pages/sdk-agree/sdk-agree', type: 'sdk', nav: 'custom' },
  { path: '/pages/platform/userAgreement', type: 'platform_user', nav: 'default' },
  { path: '/pages/platform/privacyAgreement', type: 'platform_privacy', nav: 'default' },
  { path: '/pages/platform/purchaseAgreement', type: 'platform_purchase', nav: 'custom' },
] as const;

test.describe('agreement pages', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows the ${route.type} text with numbered clauses`, async ({
      page,
      kq,
    }) => {
      const answer = (await (
        await page.request.post('/api/user/xy', { data: { type: route.type } })
      ).json()) as {
        data: Agreement;
      };
      const agreement = answer.data;
      await page.goto(`/#${route.path}`);
      await expect(page.getByRole('heading', { name: agreement.title, level: 2 })).toBeVisible();
      await expect(page.locator('.app-nav')).toHaveAttribute('data-nav-style', route.nav);
      await expect(page.locator('.agreement__meta')).toContainText(
        `生效日期 ${agreement.effective_at}`,
      );
      await expect(page.locator('.agreement__heading')).toHaveText(
        agreement.sections.map((s) => s.heading),
      );
      const first = agreement.sections[0]?.clauses[0];
      const clause = page.locator('.agreement__clause').first();
      await expect(clause.locator('.agreement__number')).toHaveText(first?.number ?? '');
      await expect(clause.locator('p')).toHaveText(first?.text ?? '');
      const toc = page.getByRole('navigation', { name: '目录' });
      await expect(toc).toHaveCount(agreement.sections.length >= 6 ? 1 : 0);
      await screenshotBoth(page, kq, `agreement-${route.type}`);
      if ('alias' in route) {
        await page.goto(`/#${route.alias}`);
        await expect(page.getByRole('heading', { name: agreement.title, level: 2 })).toBeVisible();
      }
    });
  }

  test('the table of contents scrolls to its section', async ({ page }) => {
    await page.goto('/#/pages/privacy/privacy');
    const toc = page.getByRole('navigation', { name: '目录' });
    const last = toc.getByRole('button').last();
    const title = (await last.textContent())?.replace(/^\d+/, '') ?? '';
    await last.click();
    await expect(page.locator('.agreement__heading').filter({ hasText: title })).toBeInViewport();
  });
});
