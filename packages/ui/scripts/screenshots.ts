/**
 * Serves storybook-static, opens every story in Chromium at 390 × 844 and saves one PNG per story in
 * screenshots/ (git-ignored), for a person to look at. Run `pnpm build-storybook` first.
 *
 *   node scripts/screenshots.ts [filter]
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../../scripts/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, 'storybook-static');
const outDir = path.join(root, 'screenshots');
const filter = process.argv[2] ?? '';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(staticDir, decodeURIComponent(url.pathname));
  if (!file.startsWith(staticDir)) {
    response.writeHead(403).end();
    return;
  }
  try {
    const target = (await stat(file)).isDirectory() ? path.join(file, 'index.html') : file;
    response.writeHead(200, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
    });
    createReadStream(target).pipe(response);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

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
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story`);
  await page.waitForSelector('#storybook-root > *, .kq-toast, .kq-notify', { timeout: 15_000 });
  // Let play functions, images, fonts and carousels settle.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(outDir, `${story.id}.png`) });
  console.log(`screenshots/${story.id}.png`);
}
await browser.close();
server.close();
