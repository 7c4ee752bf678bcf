import type { ModelRecords } from '@kanqiu/core/contract/football';
import type { ModelCount, ModelInit } from '@kanqiu/core/contract/match';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

async function call<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const response = await request.post(path, { data: body });
  return ((await response.json()) as { data: T }).data;
}

test.describe('the page that explains the models', () => {
  test('explains all five, with their records over 20 and 100 settled picks', async ({
    page,
    kq,
  }) => {
    const records = await call<ModelRecords>(page.request, '/api/football/model/records', {});
    const js = await call<ModelCount>(page.request, '/api/ai2/hzData', { sessions: 20 });
    await page.goto('/#/pages/extend-model/extend-model');
    await expect(page.locator('.extend-model__body')).toHaveCount(5);
    for (const entry of records.models) {
      const card = page.locator(`.extend-model__body[data-model="${entry.model}"]`);
      await expect(card.locator('dd')).toHaveCount(2);
      for (const record of entry.records) {
        const line = card.locator(`li[data-sessions="${record.sessions}"]`);
        await expect(line).toContainText(`近${record.sessions}场：${record.win}中${record.lose}失`);
        await expect(line).toContainText(`命中率 ${(record.hit_rate * 100).toFixed(1)}%`);
      }
      await expect(card).toContainText(`已结算${entry.settled}场，待赛${entry.pending}场`);
    }
    // The 20-pick record is the model page's own (hzData).
    await expect(
      page.locator('.extend-model__body[data-model="js"] li[data-sessions="20"]'),
    ).toContainText(`${js.win}中${js.lose}失`);
    await expect(page.getByRole('region', { name: '请理性看待' })).toContainText(
      '过去的命中率不代表未来',
    );
    await expect(page.getByRole('region', { name: '请理性看待' })).toContainText('只用比赛结果');
    await kq.screenshot('extend-model');
    await page.setViewportSize({ width: 360, height: 780 });
    await kq.screenshot('extend-model-360');
  });

  test('names the rating model the picks come from, with its backtest figures', async ({
    page,
  }) => {
    const init = await call<ModelInit>(page.request, '/api/mod/modInit', {});
    expect(init.forecaster).toBe('dixon-coles');
    await page.goto('/#/pages/extend-model/extend-model');
    const card = page.getByRole('region', { name: '评分模型' });
    await expect(card).toContainText('Dixon–Coles 进球模型');
    await expect(card.locator(`[data-forecaster="${init.forecaster}"]`)).toBeVisible();
    await expect(card.locator('dt')).toHaveText([
      '回测场次',
      'RPS（越低越准）',
      '英超、德甲2024-26',
      '与收盘赔率相比',
    ]);
    await expect(card).toContainText('2016场');
    await expect(card).toContainText('0.2021');
    await expect(card).toContainText('仍不如博彩公司的收盘赔率准确');
    // The card comes before the five models.
    await expect(page.locator('.match-card').first()).toHaveAttribute('aria-label', '评分模型');
  });

  test('a model named in the URL comes first and links to its picks', async ({ page }) => {
    await page.goto('/#/pages/extend-model/extend-model?model=sq');
    await expect(page.locator('.extend-model__body').first()).toHaveAttribute('data-model', 'sq');
    await expect(page.locator('.extend-model').first()).toContainText('SQ大小球模型');
    await page.getByRole('link', { name: '查看每日推荐' }).first().click();
    await expect(page).toHaveURL(/\/pages\/soccer\/model\/model\?model=sq/);
    await expect(page.getByRole('tab', { name: 'SQ' })).toHaveAttribute('aria-selected', 'true');
  });
});
