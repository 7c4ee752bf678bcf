import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests } from './hold';
import { pullDown, recordPullStatuses } from './touch';

/** France–Croatia, the 2018 final; its data board counts the results before 15 July 2018. */
const FINAL = '2058017';
/** Portugal–Spain, both teams' first match of the 2018 World Cup. */
const OPENER = '2057960';
/**
 * Every match the final's board counts: groups C and D, and France's and Croatia's knockout
 * matches before the final. The board counts only what the replay has finished, so they are
 * finished first.
 */
const BEFORE_FINAL = [
  ...['2057966', '2057972', '2057967', '2057973', '2057969', '2057968', '2057974', '2057975'],
  ...['2057971', '2057970', '2057976', '2057977', '2058003', '2058005', '2058010', '2058012'],
  ...['2058014', '2058015'],
];
const dataPage = (matchId: string) => `/#/pages/soccer/data/data?match_id=${matchId}`;
const ANALYSIS = '**/api/match/analysis';

const board = (page: Page) => page.getByRole('region', { name: '近期战绩' });
const rows = (page: Page, team?: 'home' | 'away') =>
  board(page).locator(team ? `.kq-board__match[data-team="${team}"]` : '.kq-board__match');
const rowWith = (page: Page, team: 'home' | 'away', opponent: string) =>
  rows(page, team).filter({ hasText: opponent });

interface RecentMatchJson {
  match_id: string;
  kickoff: string;
  competition: string;
  home_team: { id: string; name: string; code: string };
  away_team: { id: string; name: string; code: string };
  home_score: number;
  away_score: number;
  half_score: string | null;
  regular_score: string | null;
  penalty_score: string | null;
  result: 'win' | 'draw' | 'lose';
  is_home: boolean;
}

/**
 * Serves the real analysis of the match with `change` applied: the replayed World Cup matches have at
 * most six earlier results a team and no meeting of the two teams, so the longer lists the 10 / 20
 * filter and the head-to-head card are for are made here, on top of the server's real answer.
 */
async function serveChanged(
  page: Page,
  change: (data: Record<string, unknown> & { home: { matches: RecentMatchJson[] } }) => void,
) {
  await page.route(ANALYSIS, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.json();
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}

/** An older France match for the stretched list: France at home, 1-0, in 2017. */
function olderFranceMatch(index: number, template: RecentMatchJson): RecentMatchJson {
  return {
    ...template,
    match_id: `older-${index}`,
    kickoff: `2017-0${9 - index}-10T19:00:00.000Z`,
    competition: '国际友谊赛',
    home_team: template.is_home ? template.home_team : template.away_team,
    away_team: { id: `opp-${index}`, name: `对手${index}`, code: `O${index}` },
    home_score: 1,
    away_score: 0,
    half_score: '0-0',
    regular_score: null,
    penalty_score: null,
    result: 'win',
    is_home: true,
  };
}

test.describe('football data page', () => {
  test.beforeEach(async ({ kq }) => {
    await kq.finishWorldCup(BEFORE_FINAL);
  });

  test('shows the real recent form, group tables and data note of the 2018 final', async ({
    page,
    kq,
  }) => {
    // Which points tables each render added: a MutationObserver's callback gets all the changes
    // made since its last call, and each staged step renders in a task of its own.
    await page.addInitScript(() => {
      const w = window as unknown as { __kqTables: string[][] };
      w.__kqTables = [];
      new MutationObserver((records) => {
        const added = records.flatMap((record) =>
          [...record.addedNodes].flatMap((node) =>
            node instanceof Element
              ? [...node.querySelectorAll('.data-standings'), node]
                  .filter((element) => element.matches('.data-standings'))
                  .map((element) => element.getAttribute('aria-label') ?? '')
              : [],
          ),
        );
        if (added.length > 0) w.__kqTables.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(dataPage(FINAL));
    await expect(page.locator('.match-header__name').first()).toHaveText('法国');
    await expect(page.locator('.match-header__name').last()).toHaveText('克罗地亚');
    await expect(page.locator('.data-as-of')).toHaveText('数据截至 2018-07-15 赛前');

    // France's World Cup before the final: the 4-3 over Argentina and the 1-0 semi-final over Belgium.
    const argentina = rowWith(page, 'home', '阿根廷');
    await expect(argentina.locator('.kq-board__score')).toHaveText('4:3');
    await expect(argentina.locator('.kq-board__chip')).toHaveText('胜');
    await expect(argentina.locator('.kq-board__date')).toHaveText('06-30');
    const belgium = rowWith(page, 'home', '比利时');
    await expect(belgium.locator('.kq-board__score')).toHaveText('1:0');
    await expect(belgium.locator('.kq-board__chip')).toHaveText('胜');
    const denmark = rowWith(page, 'home', '丹麦');
    await expect(denmark.locator('.kq-board__score')).toHaveText('0:0');
    await expect(denmark.locator('.kq-board__chip')).toHaveText('平');
    await expect(rows(page, 'home')).toHaveCount(6);
    await expect(
      board(page).locator('.kq-board__summary[data-side="home"] .kq-board__record'),
    ).toHaveText('5胜1平0负');

    // Croatia's 3-0 over Argentina in group D.
    const croatiaArgentina = rowWith(page, 'away', '阿根廷');
    await expect(croatiaArgentina.locator('.kq-board__score')).toHaveText('0:3');
    await expect(croatiaArgentina.locator('.kq-board__chip')).toHaveText('胜');
    await expect(rows(page, 'away')).toHaveCount(6);
    await expect(page.getByTestId('form-shortfall')).toHaveText(
      '数据中可查的赛前比赛：法国 6 场，克罗地亚 6 场',
    );

    // The two never met in the data the server holds; its note says what that data covers.
    const h2h = page.getByRole('region', { name: '历史交锋' });
    await expect(h2h).toContainText('两队暂无交锋记录');
    await expect(page.getByTestId('data-note')).toContainText('两队在此范围内暂无交锋记录');

    const groupC = page.getByRole('region', { name: 'C组积分榜（赛前）' });
    await expect(page.locator('.data-standings')).toHaveCount(2);
    // Each table is drawn in a task of its own, so a slow phone draws the page in short tasks.
    expect(
      await page.evaluate(() => (window as unknown as { __kqTables: string[][] }).__kqTables),
    ).toEqual([['C组积分榜（赛前）'], ['D组积分榜（赛前）']]);
    const france = groupC.locator('.kq-table__row').filter({ hasText: '法国' });
    await expect(france.locator('td')).toHaveText([
      '1',
      '法国',
      '3',
      '2',
      '1',
      '0',
      '3/1',
      '+2',
      '7',
    ]);
    await expect(france.locator('.data-standings__team')).toHaveAttribute('data-side', 'home');
    await expect(
      groupC.locator('.kq-table__row').filter({ hasText: '丹麦' }).locator('.data-standings__team'),
    ).not.toHaveAttribute('data-highlight');
    const groupD = page.getByRole('region', { name: 'D组积分榜（赛前）' });
    const croatia = groupD.locator('.kq-table__row').filter({ hasText: '克罗地亚' });
    await expect(croatia.locator('td')).toHaveText([
      '1',
      '克罗地亚',
      '3',
      '3',
      '0',
      '0',
      '7/1',
      '+6',
      '9',
    ]);
    await expect(croatia.locator('.data-standings__team')).toHaveAttribute('data-side', 'away');

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await kq.screenshot('soccer-data');
  });

  test('the team filter shows one team or both, the number filter keeps its word', async ({
    page,
  }) => {
    await page.goto(dataPage(FINAL));
    await expect(rows(page)).toHaveCount(12);
    const teams = board(page).getByRole('group', { name: '球队筛选' });

    await teams.getByRole('button', { name: '主队' }).click();
    await expect(rows(page, 'home')).toHaveCount(6);
    await expect(rows(page, 'away')).toHaveCount(0);
    await expect(page.getByTestId('form-shortfall')).toHaveText('数据中可查的赛前比赛：法国 6 场');

    await teams.getByRole('button', { name: '客队' }).click();
    await expect(rows(page, 'away')).toHaveCount(6);
    await expect(rows(page, 'home')).toHaveCount(0);
    // Knockout ties read by their final score, with how they were decided under it.
    const russia = rowWith(page, 'away', '俄罗斯');
    await expect(russia.locator('.kq-board__score')).toHaveText('2:2');
    await expect(russia.locator('.kq-board__score-note')).toHaveText('点球 3:4');
    const england = rowWith(page, 'away', '英格兰');
    await expect(england.locator('.kq-board__score')).toHaveText('2:1');
    await expect(england.locator('.kq-board__score-note')).toHaveText('加时');
    await expect(england).toContainText('胜');

    await teams.getByRole('button', { name: '全部' }).click();
    await expect(rows(page)).toHaveCount(12);

    // The data holds six earlier matches a team: 近20场 lists the same six and says so.
    const sessions = board(page).getByRole('group', { name: '场次筛选' });
    await sessions.getByRole('button', { name: '近20场' }).click();
    await expect(sessions.getByRole('button', { name: '近20场' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows(page)).toHaveCount(12);
    await expect(page.getByTestId('form-shortfall')).toContainText('法国 6 场');
  });

  test('the 10 / 20 filter cuts a longer history at 10', async ({ page }) => {
    await serveChanged(page, (data) => {
      const template = data.home.matches[0];
      if (!template) throw new Error('France has no recent match');
      for (let i = 0; i < 8; i++) data.home.matches.push(olderFranceMatch(i, template));
    });
    await page.goto(dataPage(FINAL));
    const sessions = board(page).getByRole('group', { name: '场次筛选' });
    await expect(sessions.getByRole('button', { name: '近10场' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows(page, 'home')).toHaveCount(10);
    // Newest first: the real World Cup matches lead, the cut falls in the older ones.
    await expect(rows(page, 'home').first()).toContainText('比利时');
    await expect(rows(page, 'home').filter({ hasText: '对手' })).toHaveCount(4);
    await expect(page.getByTestId('form-shortfall')).toHaveText(
      '数据中可查的赛前比赛：克罗地亚 6 场',
    );

    await sessions.getByRole('button', { name: '近20场' }).click();
    await expect(rows(page, 'home')).toHaveCount(14);
    await expect(rows(page, 'home').filter({ hasText: '对手' })).toHaveCount(8);
    await expect(page.getByTestId('form-shortfall')).toHaveText(
      '数据中可查的赛前比赛：法国 14 场，克罗地亚 6 场',
    );
  });

  test('lists earlier meetings under a summary, server text shown as text', async ({
    page,
    kq,
  }) => {
    const hostile = '<img src=x onerror="window.__kqInjected=1">欧洲杯';
    await serveChanged(page, (data) => {
      const france = { id: '4418', name: '法国', code: 'FRA' };
      const croatia = { id: '9598', name: '克罗地亚', code: 'CRO' };
      data.head_to_head = [
        {
          match_id: 'h2h-1',
          kickoff: '2011-03-29T19:00:00.000Z',
          competition: '国际友谊赛',
          home_team: france,
          away_team: croatia,
          home_score: 0,
          away_score: 0,
          half_score: '0-0',
          regular_score: null,
          penalty_score: null,
          result: 'draw',
          is_home: true,
        },
        {
          match_id: 'h2h-2',
          kickoff: '2004-06-17T16:00:00.000Z',
          competition: hostile,
          home_team: croatia,
          away_team: france,
          home_score: 2,
          away_score: 2,
          half_score: null,
          regular_score: null,
          penalty_score: null,
          result: 'draw',
          is_home: false,
        },
        {
          match_id: 'h2h-3',
          kickoff: '1998-07-08T19:00:00.000Z',
          competition: '世界杯 半决赛',
          home_team: france,
          away_team: croatia,
          home_score: 2,
          away_score: 1,
          half_score: '0-0',
          regular_score: null,
          penalty_score: null,
          result: 'win',
          is_home: true,
        },
      ];
    });
    await page.goto(dataPage(FINAL));
    const h2h = page.getByRole('region', { name: '历史交锋' });
    await expect(h2h.getByTestId('h2h-summary')).toContainText('法国 1胜 2平 0负 进 4 失 3');
    await expect(h2h.locator('.match-card__aside')).toHaveText('共 3 场');
    const meetings = h2h.locator('.data-h2h__meeting');
    await expect(meetings).toHaveCount(3);
    await expect(meetings.nth(0).locator('.data-h2h__date')).toHaveText('2011-03-30');
    await expect(meetings.nth(0).locator('.data-h2h__ht')).toHaveText('半场 0-0');
    await expect(meetings.nth(1).locator('.data-h2h__competition')).toHaveText(hostile);
    await expect(meetings.nth(1).locator('.data-h2h__ht')).toHaveText('半场 -');
    // 1998: France 2-1 Croatia — France emphasised as the winner.
    await expect(meetings.nth(2).locator('.data-h2h__ft')).toHaveText('2:1');
    await expect(meetings.nth(2).locator('.data-h2h__team--won')).toHaveText('法国');
    await expect(meetings.nth(2).locator('.data-h2h__team--lost')).toHaveText('克罗地亚');
    await expect(meetings.nth(2).locator('.data-h2h__chip')).toHaveText('胜');
    await expect(meetings.nth(0).locator('.data-h2h__team--won')).toHaveCount(0);
    expect(await page.evaluate(() => '__kqInjected' in window)).toBe(false);
    await expect(h2h.locator('img')).toHaveCount(0);
    await h2h.scrollIntoViewIfNeeded();
    await kq.screenshot('soccer-data-h2h');
  });

  test('shows the request-failure view when the call fails, and reload recovers', async ({
    page,
    kq,
  }) => {
    kq.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
    await page.route(ANALYSIS, (route) => route.abort());
    await page.goto(dataPage(FINAL));
    const failure = page.getByRole('alert').filter({ hasText: '数据请求失败' });
    await expect(failure).toBeVisible();
    await expect(board(page)).toHaveCount(0);
    await kq.screenshot('soccer-data-failed');

    await page.unroute(ANALYSIS);
    await failure.getByRole('button', { name: '重新加载' }).click();
    await expect(rowWith(page, 'home', '阿根廷').locator('.kq-board__score')).toHaveText('4:3');
    await expect(failure).toHaveCount(0);
  });

  test('shows a skeleton while loading, then the board in its place', async ({ page }) => {
    // The shimmer is an animation: this test looks at it with motion on.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The call is held until the skeleton has been read, however slow the machine.
    const release = await holdRequests(page, ANALYSIS);
    await page.goto(dataPage(FINAL));
    const skeleton = page.getByRole('status', { name: '正在加载数据…' });
    await expect(skeleton).toBeVisible();
    // The placeholder bars are drawn, not just laid out: the theme's shimmer paints them.
    const bar = skeleton.locator('.match-skeleton__bar').first();
    await expect(bar).toHaveCSS('animation-name', 'kq-shimmer');
    await expect(bar).not.toHaveCSS('background-image', 'none');
    release();
    await expect(rows(page)).toHaveCount(12);
    await expect(page.getByRole('status', { name: '正在加载数据…' })).toHaveCount(0);
  });

  test('says so when neither team has an earlier match, and marks both in their group', async ({
    page,
  }) => {
    await page.goto(dataPage(OPENER));
    const form = page.getByRole('region', { name: '近期战绩' });
    await expect(form).toContainText('暂无近期比赛');
    await expect(page.locator('.data-as-of')).toHaveText('数据截至 2018-06-16 赛前');
    const groupB = page.getByRole('region', { name: 'B组积分榜（赛前）' });
    await expect(groupB.locator('[data-side="home"]')).toHaveText('葡萄牙');
    await expect(groupB.locator('[data-side="away"]')).toHaveText('西班牙');
  });

  test('pull-to-refresh and the host refresh load it again, keeping the filters', async ({
    page,
    kq,
  }) => {
    await kq.installFakeHost();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/match/analysis')) calls++;
    });
    await page.goto(dataPage(FINAL));
    await expect(rows(page)).toHaveCount(12);
    expect((await kq.hostCalls()).find((call) => call.name === 'getMatchId')?.args).toEqual([
      FINAL,
    ]);
    expect(calls).toBe(1);
    await board(page).getByRole('button', { name: '客队' }).click();
    await expect(rows(page, 'home')).toHaveCount(0);

    // Pull once the page has settled (advert and header in), from the middle of the board.
    await page.waitForLoadState('networkidle');
    const pullStatuses = await recordPullStatuses(page);
    await pullDown(page, { fromY: 520 });
    await expect.poll(pullStatuses).toContain('loading');
    await expect.poll(() => calls).toBe(2);
    await expect(page.locator('.kq-pull-refresh[data-status="idle"]')).toBeVisible();

    await page.evaluate(() => (window as unknown as { refresh: () => void }).refresh());
    await expect.poll(() => calls).toBe(3);
    await expect
      .poll(async () => (await kq.hostCalls()).map((call) => call.name))
      .toContain('refreshEnd');
    await expect(rows(page, 'away')).toHaveCount(6);
    await expect(rows(page, 'home')).toHaveCount(0);
    // The data page keeps no live socket (docs/behaviour.md §2: only live, exponent and facts pages open one).
    expect(sockets).toEqual([]);
  });

  test('fits phones from 360 to 430 px wide without sideways scrolling', async ({ page }) => {
    for (const width of [360, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(dataPage(FINAL));
      await expect(rows(page)).toHaveCount(12);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `overflow at ${width} px`).toBe(0);
    }
  });
});
