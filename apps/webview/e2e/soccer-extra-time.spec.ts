import type { Kanqiu } from './fixtures';
import { expect, test } from './fixtures';

/**
 * Extra time and shoot-outs on the football pages, on real ties of the 2018 World Cup:
 * Croatia–Denmark (1-1 after 120 minutes, Croatia through 3-2 on penalties, Subašić saving three)
 * and Croatia–England (1-1 after 90, Mandžukić's 109th-minute winner).
 */
const CRO_DEN = '2058005';
const RUS_CRO = '2058012';
const CRO_ENG = '2058015';

/** Puts a match just past its final whistle: the replay's finished phase. */
async function finish(kq: Kanqiu, matchId: string): Promise<void> {
  const match = (await kq.matches('football')).find((entry) => entry.match_id === matchId);
  expect(match, `match ${matchId} is replayed`).toBeDefined();
  await kq.seek(matchId, (match?.duration_sec ?? 0) + 1);
}

test.describe('extra time and shoot-outs', () => {
  test('the header runs the minute through extra time', async ({ page, kq }) => {
    // 7,300 s into Croatia–England is the 98th minute, in the first half of extra time.
    await kq.seek(CRO_ENG, 7300);
    await page.goto(`/#/pages/soccer/live/live?match_id=${CRO_ENG}`);
    await expect(page.getByTestId('match-score')).toHaveText('1-1');
    const status = page.getByTestId('match-status');
    await expect(status).toHaveText(/^(9[89]|10\d)'$/);
    await expect(status).toHaveClass(/match-header__status--live/);
    await expect(page.getByTestId('match-shootout')).toHaveCount(0);
  });

  test('the trend chart marks the goals of the 90 minutes and none of extra time', async ({
    page,
    kq,
  }) => {
    // Trippier 5', Perišić 68', Mandžukić 109': two marks, the winner falls after the chart.
    await finish(kq, CRO_ENG);
    await page.goto(`/#/pages/soccer/live/live?match_id=${CRO_ENG}`);
    await expect(page.getByTestId('match-score')).toHaveText('2-1');
    await expect(page.locator('.trend__goal')).toHaveCount(2);
    await expect(page.locator('.trend__goal--away')).toHaveCount(1);
    await expect(page.locator('.trend__goal--home')).toHaveCount(1);
  });

  test('header and facts show Croatia–Denmark’s shoot-out, kick by kick', async ({ page, kq }) => {
    await finish(kq, CRO_DEN);
    await page.goto(`/#/pages/soccer/facts/facts?match_id=${CRO_DEN}`);
    await expect(page.getByTestId('match-score')).toHaveText('1-1');
    await expect(page.getByTestId('match-shootout')).toHaveText('点球 3-2');
    await expect(page.getByTestId('match-status')).toHaveText('完场');

    await expect(page.locator('.timeline__mark[data-type="26"]')).toHaveText('加时赛结束 1-1');
    await expect(page.locator('.timeline__mark[data-type="27"]')).toHaveText('点球大战结束 3-2');
    await expect(page.locator('.timeline__mark[data-type="12"]')).toHaveText(
      '比赛结束 1-1（点球 3-2）',
    );
    // Ten kicks: Rakitić's last one made it 3-2; Schöne's saved kick left it 2-2.
    await expect(
      page.locator('.timeline__item[data-type="29"], .timeline__item[data-type="30"]'),
    ).toHaveCount(10);
    const rakitic = page.locator('.timeline__item--home[data-type="29"]', { hasText: '拉基蒂奇' });
    await expect(rakitic.locator('.timeline__score')).toHaveText('3-2');
    const schone = page.locator('.timeline__item--away[data-type="30"]', { hasText: '舍内' });
    await expect(schone.locator('.timeline__score')).toHaveText('2-2');
    await expect(page.getByRole('list', { name: '图例' })).toContainText('点球大战罚失');
    await kq.screenshot('soccer-facts-shootout');
  });

  test('the data board shows the shoot-out in the form and in the header', async ({ page, kq }) => {
    await finish(kq, CRO_DEN);
    await page.goto(`/#/pages/soccer/data/data?match_id=${CRO_DEN}`);
    await expect(page.getByTestId('match-shootout')).toHaveText('点球 3-2');

    // Before Russia–Croatia, Croatia's last match was the shoot-out against Denmark.
    await page.goto(`/#/pages/soccer/data/data?match_id=${RUS_CRO}`);
    const board = page.getByRole('region', { name: '近期战绩' });
    await board
      .getByRole('group', { name: '球队筛选' })
      .getByRole('button', { name: '客队' })
      .click();
    const denmark = board.locator('.kq-board__match[data-team="away"]').filter({ hasText: '丹麦' });
    await expect(denmark.locator('.kq-board__score')).toHaveText('1:1');
    await expect(denmark.locator('.kq-board__score-note')).toHaveText('点球 3:2');
  });
});
