import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:18950/';
const pages = JSON.parse(process.env.PAGES);
const width = Number(process.env.W ?? 390), height = Number(process.env.H ?? 844);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', colorScheme: 'dark' });
for (const [name, path, full] of pages) {
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.screenshot({ path: `/tmp/wcp-shots/${name}-${width}.png`, fullPage: !!full });
  console.log(name, 'overflow', overflow, errors.join(' | '));
  await page.close();
}
await browser.close();
