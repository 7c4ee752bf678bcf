import { CODE_COUNTDOWN_S } from '@kanqiu/core';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotBoth, signIn, tokenOf, userCall } from './user-helpers';

const INVITE = '/#/pages/invite/invite';
const ACCEPT = '/#/pages/platformInvite/platformInvite';

/** A second user: a page of its own with its own token, on the same server. */
async function otherUser(browser: Browser, baseURL: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, tokenOf(name));
  return page;
}

async function codeOf(page: Page): Promise<string> {
  await page.goto(INVITE);
  const code = page.getByTestId('invite-code');
  await expect(code).toHaveText(/\d{6}/);
  return (await code.locator('.kq-visually-hidden').textContent()) ?? '';
}

test.describe('invitation pages', () => {
  test('an invitation travels from the inviter’s link to the friend and back to the list', async ({
    page,
    kq,
    browser,
    baseURL,
  }) => {
    await signIn(page, tokenOf('inviter'));
    const code = await codeOf(page);
    await expect(page.getByTestId('invite-link')).toHaveText(
      new RegExp(`#/pages/platformInvite/platformInvite\\?code=${code}$`),
    );
    await expect(page.getByText('还没有好友接受邀请')).toBeVisible();
    await screenshotBoth(page, kq, 'invite');
    await page.goto('/#/pages/inviteNow/inviteNow');
    await expect(page.getByRole('heading', { name: '邀请新用户', level: 1 })).toBeVisible();
    await expect(page.getByTestId('invite-code')).toContainText(code);

    const friend = await otherUser(browser, baseURL ?? '', 'friend');
    const link = (await page.getByTestId('invite-link').textContent()) ?? '';
    await friend.goto(link);
    const field = friend.getByRole('textbox', { name: '好友的邀请码' });
    await expect(field).toHaveValue(code);
    await friend.getByRole('button', { name: '接受邀请' }).click();
    await expect(friend.getByTestId('invite-accepted')).toContainText('已接受邀请');
    await friend.close();

    await page.reload();
    await expect(page.getByTestId('invitations').locator('li')).toHaveCount(1);
    await expect(page.getByText('已邀请 1 人')).toBeVisible();
    await screenshotBoth(page, kq, 'invite-accepted-list');
  });

  test('a wrong code shows its error under the boxes and the button waits 60 s', async ({
    page,
    kq,
  }) => {
    await signIn(page, tokenOf('wrong'));
    await page.goto(ACCEPT);
    await screenshotBoth(page, kq, 'invite-accept');
    const field = page.getByRole('textbox', { name: '好友的邀请码' });
    await field.fill('000000');
    // Never issued codes are told apart from expired ones; 000000 is one of the former unless drawn.
    await page.getByRole('button', { name: '接受邀请' }).click();
    await expect(page.getByRole('alert')).toHaveText('邀请码不存在，请核对后重新输入');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const wait = page.getByRole('button', { name: /秒后可重新提交/ });
    await expect(wait).toBeDisabled();
    const seconds = Number((await wait.textContent())?.match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(CODE_COUNTDOWN_S - 5);
    expect(seconds).toBeLessThanOrEqual(CODE_COUNTDOWN_S);
    await screenshotBoth(page, kq, 'invite-accept-wrong');
  });

  test('the own code is refused with its reason', async ({ page }) => {
    const token = tokenOf('own');
    await signIn(page, token);
    const own = await userCall<{ data: { code: string } }>(page, token, '/api/invite/code', {});
    await page.goto(`${ACCEPT}?code=${own.data.code}`);
    await page.getByRole('button', { name: '接受邀请' }).click();
    await expect(page.getByRole('alert')).toHaveText('不能填写自己的邀请码');
    // Not a wrong code: no countdown.
    await expect(page.getByRole('button', { name: '接受邀请' })).toBeEnabled();
  });

  test('a user who accepted once sees that, not the form', async ({ page, kq }) => {
    const inviter = tokenOf('inviter2');
    const token = tokenOf('once');
    await signIn(page, token);
    const code = await userCall<{ data: { code: string } }>(page, inviter, '/api/invite/code', {});
    const accepted = await userCall<{ code: number }>(page, token, '/api/invite/accept', {
      code: code.data.code,
    });
    expect(accepted.code).toBe(1);
    await page.goto(ACCEPT);
    await expect(page.getByTestId('invite-accepted')).toContainText('你已经接受过邀请');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await screenshotBoth(page, kq, 'invite-accept-done');
  });

  test('without a token the invitation page asks to be opened in the app', async ({ page, kq }) => {
    await page.goto(INVITE);
    await expect(page.getByRole('heading', { name: '请在看球 App 内打开' })).toBeVisible();
    await screenshotBoth(page, kq, 'invite-no-token');
  });
});
