/**
 * Serves storybook-static, opens every story in Chromium at 390 × 844 and saves one PNG per story in
 * screenshots/ (git-ignored), for a person to look at. Run `pnpm build-storybook` first.
 *
 *   node scripts/screenshots.ts [filter]
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';
import { serveStatic } from '../../../scripts/static-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, 'storybook-static');
const outDir = path.join(root, 'screenshots');
const filter = process.argv[2] ?? '';

const site = await serveStatic(staticDir, { maxAgeSeconds: 600 });

const index = JSON.parse(await readFile(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.id.includes(filter),
);

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
  locale: 'zh-CN',
  colorScheme: 'dark',
});
await mkdir(outDir, { recursive: true });
for (const story of stories) {
  await page.goto(`${site.origin}/iframe.html?id=${story.id}&viewMode=story`);
  await page.waitForSelector('#storybook-root > *, .kq-toast, .kq-notify', { timeout: 15_000 });
  // Let play functions, images, fonts and carousels settle.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(outDir, `${story.id}.png`) });
  console.log(`screenshots/${story.id}.png`);
}
await browser.close();
await site.close();
