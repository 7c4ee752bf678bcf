import type { ModelCount, ModelDay, ModelInit } from '@kanqiu/core/contract/match';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests } from './hold';

const MODEL = '/#/pages/soccer/model/model';

async function call<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const response = await request.post(path, { data: body });
  return ((await response.json()) as { data: T }).data;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

test.describe('model page', () => {
  test('opens on the day modInit names, with that day’s picks and the JS record', async ({
    page,
    kq,
  }) => {
    const init = await call<ModelInit>(page.request, '/api/mod/modInit', {});
    const day = await call<ModelDay>(page.request, '/api/ai2/yyModel2', {
      date: init.default_date,
    });
    const count = await call<ModelCount>(page.request, '/api/ai2/hzData', { sessions: 10 });
    await page.goto(MODEL);
    await expect(page.getByRole('tab', { name: '胜平负 JS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Named in Chinese for fans, the short code secondary.
    await expect(page.getByRole('tab')).toHaveText([
      '胜平负JS',
      '双重机会ZC',
      '让球PK',
      '大小球SQ',
      '双方进球GM',
    ]);
    await expect(page.getByRole('heading', { name: 'JS胜平负模型' })).toBeVisible();
    await expect(page.locator('.kq-date-strip__day[aria-current="date"]')).toHaveAttribute(
      'data-date',
      init.default_date,
    );
    await expect(page.locator('.pick-card')).toHaveCount(day.picks.length);
    await expect(page.locator('.pick-card__fact--pick dd')).toHaveText(
      day.picks.map((pick) => pick.pick_label),
    );

    // The record over the last 10 settled picks, then 20: chips newest first.
    await expect(page.getByTestId('model-record')).toContainText(`${count.win}中${count.lose}失`);
    await expect(page.getByTestId('model-record')).toContainText(percent(count.hit_rate));
    await expect(page.locator('.model-run__chip')).toHaveText(
      count.recent.map((outcome) => (outcome === 'win' ? '中' : '失')),
    );
    await page.getByRole('button', { name: '近20场' }).click();
    await expect(page.locator('.model-run__chip')).toHaveCount(20);
    await expect(page.locator('.model-record__rule')).toContainText('最近20场已结算');

    // Days with picks carry a dot; the arrows jump to the neighbouring days with picks.
    const earlier = init.dates.find((date) => date < init.default_date);
    await page.getByRole('button', { name: '上一个有推荐的日子' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${earlier}`));
    await expect(page.locator('.kq-date-strip__day[aria-current="date"]')).toHaveAttribute(
      'data-marked',
      'true',
    );
    await kq.screenshot('soccer-model');
    await page.setViewportSize({ width: 360, height: 780 });
    await kq.screenshot('soccer-model-360');
  });

  test('the 2018 final: JS picked France, 命中 4-2, and the card opens the replay', async ({
    page,
    kq,
  }) => {
    // The pick settles once the replay has played the final.
    await kq.finishWorldCup(['2058017']);
    await page.goto(`${MODEL}?date=2018-07-15`);
    const card = page.locator('.pick-card', { hasText: '克罗地亚' });
    await expect(card).toContainText('法国');
    await expect(card).toContainText('2018世界杯 决赛');
    // 15:00 UTC is 23:00 in Beijing.
    await expect(card.locator('time')).toHaveText('07-15 23:00');
    await expect(card.locator('.pick-card__fact--pick dd')).toHaveText('主胜');
    await expect(card.locator('.pick-result')).toHaveText('命中4-2');
    await expect(card).toHaveAttribute('data-replay-id', '2058017');
    await kq.screenshot('soccer-model-final');
    await card.click();
    await expect(page).toHaveURL(/\/pages\/soccer\/live\/live\?match_id=2058017/);
  });

  test('a pick whose match is not replayed opens the fixture’s overview', async ({ page }) => {
    const init = await call<ModelInit>(page.request, '/api/mod/modInit', {});
    await page.goto(`${MODEL}?model=zc&date=${init.default_date}`);
    await expect(page.getByRole('heading', { name: 'ZC双重机会模型' })).toBeVisible();
    const card = page.locator('a.pick-card:not([data-replay-id])').first();
    await expect(card).toContainText('比赛综合');
    const matchId = await card.getAttribute('data-match-id');
    const away = await card.locator('.pick-card__team').last().textContent();
    await card.click();
    await expect(page).toHaveURL(
      new RegExp(`/pages/soccer/gen/gen\\?match_id=${encodeURIComponent(matchId ?? '')}`),
    );
    await expect(page.getByText(away ?? '').first()).toBeVisible();
  });

  test('match_id opens the day of that match with its pick highlighted, settled at its final whistle in the replay', async ({
    page,
    kq,
  }) => {
    await kq.seek('2058003', -600);
    await page.goto(`${MODEL}?match_id=2058003&model=sq`);
    // France 4-3 Argentina, 30 June 2018, 22:00 in Beijing.
    await expect(page.locator('.kq-date-strip__day[aria-current="date"]')).toHaveAttribute(
      'data-date',
      '2018-06-30',
    );
    const card = page.locator('.pick-card--highlight');
    await expect(card).toContainText('阿根廷');
    // Not yet played in the replay: pending, no score (docs/behaviour.md, "Predictions that settle").
    await expect(card.locator('.pick-result__chip')).toHaveText('待开奖');
    await expect(card.locator('.pick-result__score')).toHaveCount(0);
    await kq.finishWorldCup(['2058003']);
    await page.reload();
    await expect(card.locator('.pick-result__chip')).toHaveText(/^(命中|未中)$/);
    await expect(card.locator('.pick-result__score')).toHaveText('4-3');
  });

  test('the record card keeps its place while the record loads: nothing below it moves', async ({
    page,
  }) => {
    // The record's calls are held until the card's loading state has been measured.
    const release = await holdRequests(page, '**/api/ai2/hzData');
    await page.goto(MODEL);
    const rule = page.locator('.model-record__rule');
    await expect(rule).toBeVisible();
    await expect(page.locator('.model-record__body')).toHaveAttribute('aria-busy', 'true');
    const waiting = await rule.boundingBox();
    release();
    await expect(page.getByTestId('model-record')).toBeVisible();
    const shown = await rule.boundingBox();
    expect(shown?.y).toBe(waiting?.y);
  });

  test('the document asks for the models beside the entry, and the page draws that answer without asking again', async ({
    page,
  }) => {
    const initCalls: Array<string | null> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/mod/modInit')
        initCalls.push(request.postData());
    });
    // The entry's script is held until the models' call has been seen: it cannot have sent it.
    const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(MODEL, { waitUntil: 'commit' });
    await expect.poll(() => initCalls).toEqual(['{}']);
    release();
    await expect(page.getByRole('heading', { name: 'JS胜平负模型' })).toBeVisible();
    await expect(page.locator('.model-intro__description')).not.toBeEmpty();
    // A short while for a second call to show itself: none came.
    await page.waitForTimeout(500);
    expect(initCalls).toEqual(['{}']);
  });

  test('the date picker is bound to ten years either side of this year', async ({ page }) => {
    await page.goto(MODEL);
    const year = new Date().getFullYear();
    const input = page.locator('.kq-date-strip__input');
    await expect(input).toHaveAttribute('min', `${year - 10}-01-01`);
    await expect(input).toHaveAttribute('max', `${year + 10}-12-31`);
    await input.fill('2018-07-15');
    await expect(page).toHaveURL(/date=2018-07-15/);
    await expect(page.locator('.pick-card')).toContainText(['克罗地亚']);
    // A day without picks says so.
    await page.locator('.kq-date-strip__day[data-date="2018-07-16"]').click();
    await expect(page.getByText('这一天没有推荐')).toBeVisible();
  });

  test('the match pages’ 五大模型 banner opens the model page in a browser', async ({
    page,
    kq,
  }) => {
    await kq.seek('2058017', 2400);
    await page.goto('/#/pages/soccer/facts/facts?match_id=2058017');
    const banner = page.getByRole('button', { name: '五大模型 每日推荐' }).first();
    await expect(banner).toBeAttached();
    await banner.dispatchEvent('click');
    await expect(page).toHaveURL(/\/pages\/soccer\/model\/model$/);
    await expect(page.getByRole('heading', { name: 'JS胜平负模型' })).toBeVisible();
  });
});
