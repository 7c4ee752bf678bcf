import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { serveStatic } from '../../../scripts/static-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = path.resolve(here, '../storybook-static');
const baselineDir = path.join(here, 'baselines');
const UPDATE_COMMAND = 'pnpm --filter @kanqiu/ui visual:update';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
}

/** `data-table-box-score--narrow-360.png`: the stories file and the story, in ASCII. */
function baselineName(story: IndexEntry): string {
  const file = path.basename(story.importPath).replace(/\.stories\.tsx?$/, '');
  return `${file}--${story.id.split('--').pop()}.png`;
}

/** Every story of the build, from Storybook's own index: a new story is covered without a word. */
function readStories(): IndexEntry[] {
  const file = path.join(staticDir, 'index.json');
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: build Storybook first (pnpm --filter @kanqiu/ui build-storybook)`,
    );
  }
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const stories = readStories();

/** The page every story opens in, and the origin of the served build. */
interface StoryBrowser {
  page: Page;
  origin: string;
}

/**
 * One server and one page per worker, shared by every story: the Storybook bundles load from the
 * browser's cache after the first story instead of once per story.
 */
const test = base.extend<object, { storybook: StoryBrowser }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const site = await serveStatic(staticDir, { maxAgeSeconds: 600 });
      const {
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        colorScheme,
        reducedMotion,
      } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        colorScheme,
        reducedMotion,
      });
      await use({ page: await context.newPage(), origin: site.origin });
      await context.close();
      await site.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * A story's own snapshot settings, `parameters.visual`: `mask` lists selectors of parts that change
 * on their own (a value ticking on a timer); they are painted over, the rest is compared.
 */
interface VisualParameters {
  mask?: string[];
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { parameters?: { visual?: VisualParameters } };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

/**
 * Shows a story and waits until it has rendered, played and settled. The first story loads
 * `iframe.html`; the next ones are switched to in the same page through Storybook's channel, as the
 * Storybook UI does, which skips reloading the preview for every story.
 */
async function openStory(page: Page, origin: string, id: string): Promise<void> {
  const switched = await page.evaluate((storyId) => {
    const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
    if (!location.pathname.endsWith('/iframe.html') || !channel) return false;
    window.scrollTo(0, 0);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    return true;
  }, id);
  if (!switched) {
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  }
  await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && render.phase === 'finished';
    },
    id,
    { timeout: 20_000 },
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'error')
      : null,
  );
  if (error) throw new Error(`the story ${id} failed to render: ${error}`);
  // Fonts and the images on screen (a lazy image below the fold never loads, so it is not awaited).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const eager = [...document.images].filter(
      (image) => !image.complete && image.loading !== 'lazy',
    );
    await Promise.all(eager.map((image) => image.decode().catch(() => null)));
  });
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storybook: { page, origin } }, testInfo) => {
    const name = baselineName(story);
    if (testInfo.config.updateSnapshots === 'none' && !existsSync(path.join(baselineDir, name))) {
      throw new Error(
        `The story "${story.title} › ${story.name}" (${story.id}) has no visual baseline. A new story needs one: run \`${UPDATE_COMMAND}\`, look at visual/baselines/${name} and commit it.`,
      );
    }
    await openStory(page, origin, story.id);
    const visual = await page.evaluate(
      () =>
        (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.visual,
    );
    await expect(page).toHaveScreenshot(name, {
      mask: (visual?.mask ?? []).map((selector) => page.locator(selector)),
    });
  });
}

test('every baseline belongs to a story', () => {
  const ids = new Set(stories.map(baselineName));
  const orphans = existsSync(baselineDir)
    ? readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !ids.has(file))
    : [];
  expect(
    orphans,
    `baselines of stories that no longer exist; delete them from visual/baselines/`,
  ).toEqual([]);
});
