import { fileURLToPath } from 'node:url';
import { TOKEN_STORAGE_KEY } from '@kanqiu/core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH } from '../../../../../scripts/chromium';
import { SIMULATOR_TEXT } from '../../text';
import { SIMULATOR_ELEMENT_ID } from '../index';

// The fixture page on the Vite dev server in Debian Chromium at a 390 px phone width: the way the
// native team and designers meet the simulator.
const VIEWPORT = { width: 390, height: 844 };

let server: ViteDevServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  server = await createServer({
    root: fileURLToPath(new URL('./fixture', import.meta.url)),
    configFile: false,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', hmr: false },
  });
  await server.listen();
  url = server.resolvedUrls?.local[0] ?? '';
  browser = await chromium.launch(CHROMIUM_LAUNCH);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 2 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`${url}?match_id=3875`);
  await page.locator(`#${SIMULATOR_ELEMENT_ID} .badge`).waitFor();
  return { page, errors };
}

const logLines = (page: Page) =>
  page.locator(`#${SIMULATOR_ELEMENT_ID} .log code`).allTextContents();

describe('host simulator in a real browser', () => {
  it('starts as a small button in the corner that covers almost nothing', async () => {
    const { page, errors } = await openPage();
    const box = await page.locator(`#${SIMULATOR_ELEMENT_ID} .badge`).boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.width * box.height).toBeLessThanOrEqual(48 * 48);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
    expect(box.x).toBeGreaterThan(VIEWPORT.width - 64);
    expect(box.y).toBeGreaterThan(VIEWPORT.height - 80);
    expect(await page.locator(`#${SIMULATOR_ELEMENT_ID} .panel`).isVisible()).toBe(false);
    if (process.env.KANQIU_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.KANQIU_SCREENSHOTS}/simulator-collapsed.png` });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 30_000);

  it('logs the page calls and drives every host function from its buttons', async () => {
    const { page, errors } = await openPage();
    const panel = page.locator(`#${SIMULATOR_ELEMENT_ID}`);
    await panel.getByRole('button', { name: SIMULATOR_TEXT.expand }).click();
    expect(await panel.locator('.panel').isVisible()).toBe(true);
    expect(await logLines(page)).toEqual(['android.getMatchId("3875")']);

    await panel.getByRole('button', { name: SIMULATOR_TEXT.refresh, exact: true }).click();
    expect(await page.locator('#status').textContent()).toBe('已刷新');

    await panel.getByLabel(SIMULATOR_TEXT.tokenLabel).fill('dev-token-1');
    await panel.getByRole('button', { name: SIMULATOR_TEXT.sendToken }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBe(
      'Bearer dev-token-1',
    );
    expect(await page.locator('#token').textContent()).toBe('Bearer dev-token-1');

    await panel.getByRole('button', { name: SIMULATOR_TEXT.getPageHeight }).click();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);

    await panel.getByRole('button', { name: SIMULATOR_TEXT.closeSocket }).click();
    expect(await page.locator('#status').textContent()).toBe('连接已关闭');

    await page.getByRole('button', { name: '世界杯经典回顾' }).click();
    await panel.getByRole('button', { name: SIMULATOR_TEXT.unshowAdv }).click();
    expect(await page.locator('#advert').isVisible()).toBe(false);

    expect((await logLines(page)).reverse()).toEqual([
      'android.getMatchId("3875")',
      'window.refresh()',
      'android.refreshEnd()',
      'window.sendToken("dev-token-1")',
      `${SIMULATOR_TEXT.storedToken}Bearer dev-token-1`,
      'window.getPageHeight()',
      `android.deliverPageHeight("${height}")`,
      'window.closeSocket()',
      'android.getAdvMsg("{\\"jump_url\\":\\"kanqiu://match/2058017\\",\\"jump_url_type\\":1}")',
      'window.unshowAdv()',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  }, 30_000);

  it('plays the iOS host after a switch', async () => {
    const { page, errors } = await openPage();
    const panel = page.locator(`#${SIMULATOR_ELEMENT_ID}`);
    await panel.getByRole('button', { name: SIMULATOR_TEXT.expand }).click();
    await panel.getByRole('button', { name: SIMULATOR_TEXT.ios, exact: true }).click();
    await page.getByRole('button', { name: '关闭广告' }).click();
    await panel.getByRole('button', { name: SIMULATOR_TEXT.refresh, exact: true }).click();
    expect((await logLines(page)).slice(0, 3)).toEqual([
      'webkit.messageHandlers.refreshEnd.postMessage(null)',
      'window.refresh()',
      'webkit.messageHandlers.closeAdv.postMessage(null)',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  }, 30_000);

  it('shows hostile text as text in the panel and in the page', async () => {
    const { page, errors } = await openPage();
    const panel = page.locator(`#${SIMULATOR_ELEMENT_ID}`);
    await panel.getByRole('button', { name: SIMULATOR_TEXT.expand }).click();
    const hostile = '<img src=x onerror="alert(1)"><b>粗体</b>';
    await panel.getByLabel(SIMULATOR_TEXT.toastLabel).fill(hostile);
    await panel.getByRole('button', { name: SIMULATOR_TEXT.testToast }).click();
    expect(await page.locator('#toast').textContent()).toBe(hostile);
    expect(await logLines(page)).toContain(`window.testToast(${JSON.stringify(hostile)})`);
    expect(await panel.locator('.log img, .log b').count()).toBe(0);
    if (process.env.KANQIU_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.KANQIU_SCREENSHOTS}/simulator-expanded.png` });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 30_000);
});
