import type { BrowserContext, Page } from '@playwright/test';
import { STATISTICS_REFETCH_INTERVAL_MS } from '../src/pages/basketball/statistics/statistics-refresh';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

/** France–Croatia, the 2018 final. */
const FINAL = '2058017';
const FOOTBALL_LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;
const FOOTBALL_FACTS = `/#/pages/soccer/facts/facts?match_id=${FINAL}`;
const FOOTBALL_DATA = `/#/pages/soccer/data/data?match_id=${FINAL}`;
/** Some six seconds of the test clock before Perišić’s equaliser (28′): it lands while the top is watched. */
const BEFORE_EQUALISER = 1500;
/** Game 5 of the 2024 NBA Finals, Boston 106–88 Dallas. */
const GAME_5 = '401656363';
const BASKETBALL_LIVE = `/#/pages/basketball/live/live?match_id=${GAME_5}`;
const BASKETBALL_FACTS = `/#/pages/basketball/facts/facts?match_id=${GAME_5}`;
const BASKETBALL_STATISTICS = `/#/pages/basketball/statistics/statistics?match_id=${GAME_5}`;
/**
 * The last minute of the 1st quarter: the quarter ends and the 2nd starts while the top is watched,
 * and the 2nd quarter's scoring comes while the page is scrolled into its content.
 */
const END_OF_FIRST = 1440;
/** The 60th minute: the feed is long and new lines keep coming. */
const SECOND_HALF = 3600;
/** Four match minutes before kick-off (8 s at the test clock): the countdown shows, then the match starts. */
const BEFORE_KICKOFF = -240;
/** Three match minutes (six seconds of the test clock's 30×) of pushes are watched each time. */
const WATCHED_MATCH_SECONDS = 180;
/** Layout-shift entries reach the observer after the frame that shifted. */
const SHIFT_REPORTED_MS = 500;
/** Several pages loaded and watched at once take longer than one on a busy machine. */
const TWO_WINDOWS_TIMEOUT_MS = 90_000;
/**
 * How long the basketball statistics page may take to show a new score: it keeps no socket and
 * reloads once per interval, plus the reload itself.
 */
const STATISTICS_RELOAD_WAIT_MS = STATISTICS_REFETCH_INTERVAL_MS + 5_000;
/** The bound of issue 24: cumulative layout shift while the match plays. */
const MAX_CLS = 0.01;

/** Starts summing the layout shifts of the page (those a fan's own input caused are not counted). */
async function observeShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as {
      __kqShift: number;
      __kqShiftSources: string[];
      __kqShiftObserver?: PerformanceObserver;
    };
    state.__kqShiftObserver?.disconnect();
    state.__kqShift = 0;
    state.__kqShiftSources = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{
          node?: Node;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }>;
      }>) {
        if (entry.hadRecentInput) continue;
        state.__kqShift += entry.value;
        // What moved, and from where to where, for the failure message.
        for (const source of entry.sources) {
          const node =
            source.node instanceof Element ? source.node.className : source.node?.nodeName;
          state.__kqShiftSources.push(
            `${entry.value.toFixed(4)} at scroll ${Math.round(window.scrollY)}: ${node} ` +
              `y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}, ` +
              `height ${Math.round(source.previousRect.height)} → ${Math.round(source.currentRect.height)}`,
          );
        }
      }
    });
    observer.observe({ type: 'layout-shift', buffered: false });
    state.__kqShiftObserver = observer;
  });
}

async function shifted(page: Page): Promise<number> {
  const { shift, sources } = await page.evaluate(() => {
    const state = window as unknown as { __kqShift: number; __kqShiftSources: string[] };
    return { shift: state.__kqShift, sources: state.__kqShiftSources };
  });
  if (shift > MAX_CLS) {
    test.info().annotations.push({ type: 'shifted', description: sources.join('\n') });
    console.log(`[layout-shift] ${page.url()}\n${sources.join('\n')}`);
  }
  return shift;
}

/** The newest line the feed draws. */
async function firstLineId(page: Page): Promise<string | null> {
  return page.locator('.tlive [data-line-id]').first().getAttribute('data-line-id');
}

/** Watches three match minutes of pushes and returns how far the page shifted meanwhile. */
async function shiftOverThreeMinutes(page: Page): Promise<number> {
  await observeShifts(page);
  await page.waitForTimeout((WATCHED_MATCH_SECONDS / 30) * 1000);
  return shifted(page);
}

/** Opens each path in a page of its own (the first in `page`) at once; resolves when each shows `ready`. */
async function openPages(
  page: Page,
  context: BrowserContext,
  targets: ReadonlyArray<{ path: string; ready: string }>,
): Promise<Page[]> {
  const pages = [page];
  for (let i = 1; i < targets.length; i += 1) pages.push(await context.newPage());
  await Promise.all(
    targets.map(async (target, i) => {
      const opened = pages[i] as Page;
      await opened.goto(target.path);
      await expect(opened.locator(target.ready).first()).toBeVisible();
    }),
  );
  return pages;
}

/**
 * Watches three match minutes of pushes on every page at once and returns each page's shift;
 * `meanwhile` runs on each page once the watch has begun (a scroll is no shift), and the watch lasts
 * until `until` has resolved too (an awaited push, however slow the machine).
 */
async function shiftsOverThreeMinutes(
  pages: Page[],
  meanwhile?: (page: Page) => Promise<unknown>,
  until?: () => Promise<unknown>,
): Promise<number[]> {
  await Promise.all(pages.map(observeShifts));
  if (meanwhile) await Promise.all(pages.map(meanwhile));
  await Promise.all([
    pages[0]?.waitForTimeout((WATCHED_MATCH_SECONDS / 30) * 1000),
    until?.().then(() => pages[0]?.waitForTimeout(SHIFT_REPORTED_MS)),
  ]);
  return Promise.all(pages.map(shifted));
}

/** Scrolls to the middle of the page: into the feed or the content below the header. */
async function scrollIntoContent(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight / 2 - window.innerHeight / 2),
  );
}

/** Notes a measured shift in the test's report (docs/performance.md lists them). */
function report(where: string, shift: number | undefined): void {
  test.info().annotations.push({ type: 'cls', description: `${where}: ${shift?.toFixed(4)}` });
}

const scoreOf = (page: Page) => page.getByTestId('match-score').textContent();

test.describe('layout shift while the match plays', () => {
  test('the football live page moves nothing at the top or scrolled into the feed', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, SECOND_HALF);
    await page.goto(FOOTBALL_LIVE);
    await expect(page.locator('.tlive [data-line-id]').nth(12)).toBeVisible();
    // Adverts and fonts settle; the page's own load is not what is measured.
    await page.waitForTimeout(1500);

    const atTop = await shiftOverThreeMinutes(page);
    // The lines that came meanwhile wait above the feed, the newest one shown, until asked for.
    const held = page.locator('.tlive__held');
    await expect(held).toContainText(/\d+ 条新直播/);
    await kq.screenshot('live-top-lines-held');
    const drawn = await firstLineId(page);
    await held.click();
    await expect.poll(() => firstLineId(page)).not.toBe(drawn);

    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight / 2 - window.innerHeight / 2),
    );
    await page.waitForTimeout(300);
    const before = await firstLineId(page);
    const inFeed = await shiftOverThreeMinutes(page);
    // Scrolled into the feed, lines go in above the reader at once.
    expect(await firstLineId(page)).not.toBe(before);
    await kq.screenshot('live-feed-after-pushes');

    report('football live, top', atTop);
    report('football live, scrolled down', inFeed);
    expect(atTop, 'CLS at the top').toBeLessThanOrEqual(MAX_CLS);
    expect(inFeed, 'CLS scrolled into the feed').toBeLessThanOrEqual(MAX_CLS);
  });

  test('across kick-off the header keeps its lines and the trend waits in the chart’s place', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, BEFORE_KICKOFF);
    await page.goto(FOOTBALL_LIVE);
    const waiting = page.getByTestId('trend-waiting');
    await expect(waiting).toContainText('比赛开始后显示双方攻势');
    await expect(waiting).toContainText(/北京时间 \d\d-\d\d \d\d:\d\d 开赛/);
    await kq.screenshot('live-pre-match-trend');
    await page.waitForTimeout(500);
    await observeShifts(page);
    await expect(page.locator('.trend__svg')).toBeVisible({ timeout: 15_000 });
    await expect(waiting).toHaveCount(0);
    expect(await shifted(page), 'CLS across kick-off').toBeLessThanOrEqual(MAX_CLS);
  });

  test('the football facts and data pages move nothing through a goal, at the top or scrolled down', async ({
    page,
    context,
    kq,
  }) => {
    // Two pages watched at once, for the same two windows of three match minutes.
    test.setTimeout(TWO_WINDOWS_TIMEOUT_MS);
    await kq.seek(FINAL, BEFORE_EQUALISER - 60);
    const [facts, data] = await openPages(page, context, [
      { path: FOOTBALL_FACTS, ready: '.timeline__item' },
      { path: FOOTBALL_DATA, ready: '.kq-board__match' },
    ]);
    if (!facts || !data) throw new Error('pages not opened');
    // The watch starts at a known moment however long the pages took to load.
    await kq.seek(FINAL, BEFORE_EQUALISER);
    await expect(facts.getByTestId('match-score')).toHaveText('1-0');
    await page.waitForTimeout(500);

    const [factsTop, dataTop] = await shiftsOverThreeMinutes(
      [facts, data],
      async (watched) => {
        // The watch began before the equaliser.
        if (watched === facts) expect(await scoreOf(facts)).toBe('1-0');
      },
      () => expect(facts.getByTestId('match-score')).toHaveText('1-1', { timeout: 15_000 }),
    );
    // The equaliser came while the fans watched the top: it waits in the slot above the timeline.
    // (The data page keeps no socket: it shows the board as loaded, and must not move either.)
    await expect(facts.getByTestId('match-score')).toHaveText('1-1');
    await expect(facts.locator('.held-slot__button')).toContainText('佩里西奇');
    await kq.screenshot('facts-top-incident-held');

    const [factsInContent, dataInContent] = await shiftsOverThreeMinutes(
      [facts, data],
      scrollIntoContent,
    );
    // Scrolled down, the held equaliser goes in above the reader.
    await expect(facts.locator('.timeline__item--away[data-type="1"]')).toContainText('佩里西奇');
    await data.screenshot({ path: `${SCREENSHOT_DIR}data-content-after-pushes.png` });

    report('football facts, top', factsTop);
    report('football facts, scrolled down', factsInContent);
    report('football data, top', dataTop);
    report('football data, scrolled down', dataInContent);
    expect(factsTop, 'facts: CLS at the top').toBeLessThanOrEqual(MAX_CLS);
    expect(factsInContent, 'facts: CLS scrolled down').toBeLessThanOrEqual(MAX_CLS);
    expect(dataTop, 'data: CLS at the top').toBeLessThanOrEqual(MAX_CLS);
    expect(dataInContent, 'data: CLS scrolled down').toBeLessThanOrEqual(MAX_CLS);
  });

  test('the basketball live, facts and statistics pages move nothing across a quarter, at the top or scrolled down', async ({
    page,
    context,
    kq,
  }) => {
    test.setTimeout(TWO_WINDOWS_TIMEOUT_MS);
    await kq.seek(GAME_5, END_OF_FIRST - 60);
    const pages = await openPages(page, context, [
      { path: BASKETBALL_LIVE, ready: '.bb-tlive__line' },
      { path: BASKETBALL_FACTS, ready: '.kq-compare__row' },
      { path: BASKETBALL_STATISTICS, ready: '.bb-box__name' },
    ]);
    const [live, facts, statistics] = pages;
    if (!live || !facts || !statistics) throw new Error('pages not opened');
    await kq.seek(GAME_5, END_OF_FIRST);
    await page.waitForTimeout(1000);

    const scores = await Promise.all(pages.map(scoreOf));
    const atTop = await shiftsOverThreeMinutes(pages);
    // The quarter changed while the top was watched.
    for (const watched of pages) {
      await expect(watched.getByTestId('match-status')).toContainText('第2节');
    }
    await expect(live.locator('.bb-tlive .held-slot__button')).toContainText(/\d+ 条新直播/);
    await kq.screenshot('basketball-live-top-plays-held');

    const newest = await live.locator('.bb-tlive__line').first().getAttribute('data-line-key');
    const inContent = await shiftsOverThreeMinutes(pages, scrollIntoContent);
    // Scrolled into the feed, plays go in above the reader at once; every page took the points.
    expect(await live.locator('.bb-tlive__line').first().getAttribute('data-line-key')).not.toBe(
      newest,
    );
    // The statistics page takes them with its next reload, which two windows on a fast clock may
    // not yet have reached.
    for (const [i, watched] of pages.entries()) {
      await expect(watched.getByTestId('match-score')).not.toHaveText(scores[i] ?? '', {
        timeout: STATISTICS_RELOAD_WAIT_MS,
      });
    }
    await facts.screenshot({ path: `${SCREENSHOT_DIR}basketball-facts-after-pushes.png` });
    await statistics.screenshot({
      path: `${SCREENSHOT_DIR}basketball-statistics-after-pushes.png`,
    });

    const names = ['live', 'facts', 'statistics'];
    for (const [i, name] of names.entries()) {
      report(`basketball ${name}, top`, atTop[i]);
      report(`basketball ${name}, scrolled down`, inContent[i]);
      expect(atTop[i], `${name}: CLS at the top`).toBeLessThanOrEqual(MAX_CLS);
      expect(inContent[i], `${name}: CLS scrolled down`).toBeLessThanOrEqual(MAX_CLS);
    }
  });
});
