import type { Kanqiu } from './fixtures';
import { expect, test } from './fixtures';

/**
 * The football overview (综合). Denmark–France, the last round of group C: Poulsen, booked against
 * Peru and Australia, missed it (the rule is stated on the page); 0-0 at the Luzhniki. The 2022
 * final is a match of the results history the server does not replay: Argentina–France 3-3, 4-2 on
 * penalties.
 */
const DEN_FRA = '2057970';
/** Group C's first two rounds: France–Australia, Peru–Denmark, Denmark–Australia, France–Peru. */
const GROUP_C_EARLIER = ['2057966', '2057967', '2057969', '2057968'];
const FINAL = '2058017';
const AFTER_OWN_GOAL = 1200;
const AFTER_EQUALISER = 1720;
const genPage = (matchId: string) => `/#/pages/soccer/gen/gen?match_id=${matchId}`;

async function duration(kq: Kanqiu, matchId: string): Promise<number> {
  const match = (await kq.matches('football')).find((entry) => entry.match_id === matchId);
  return match?.duration_sec ?? 0;
}

test.describe('football overview page', () => {
  test('before kick-off: where, when, form, table, picks and a real suspension', async ({
    page,
    kq,
  }) => {
    // The overview counts only what the replay has played: the group's earlier rounds are over.
    await kq.finishWorldCup(GROUP_C_EARLIER);
    await kq.seek(DEN_FRA, -600);
    await page.goto(genPage(DEN_FRA));
    const info = page.getByRole('region', { name: '比赛信息' });
    await expect(info.locator('[data-item="stage"] dd')).toHaveText('C组 第3轮');
    await expect(info.locator('[data-item="kickoff"] dd')).toHaveText(
      '2018-06-26 22:00（北京时间）',
    );
    await expect(info.locator('[data-item="venue"] dd')).toHaveText('卢日尼基体育场');
    await expect(info.locator('[data-item="city"] dd')).toHaveText('莫斯科');
    await expect(info.locator('[data-item="capacity"] dd')).toHaveText('78,011 人');

    const bans = page.getByRole('region', { name: '停赛球员' });
    const poulsen = bans.locator('.gen-ban', { hasText: '波尔森' });
    await expect(poulsen).toContainText('累计两张黄牌（对秘鲁、对澳大利亚）');
    await expect(bans.getByTestId('suspension-rule')).toContainText('两场不同的比赛中各得一张黄牌');
    await expect(bans).toContainText('无停赛球员');

    // France had won both group matches, Denmark beaten Peru and drawn with Australia.
    await expect(page.getByTestId('position-FRA')).toHaveText(
      'C组积分榜 第1名（共4队） · 2场 6分 净胜+2',
    );
    await expect(page.getByTestId('position-DEN')).toHaveText(
      'C组积分榜 第2名（共4队） · 2场 4分 净胜+1',
    );
    await expect(page.locator('.gen-pick')).toHaveCount(5);
    await expect(page.locator('.gen-pick__result[data-result="pending"]')).toHaveCount(5);
    await expect(page.getByRole('region', { name: '比赛关键事件' })).toContainText(
      '开球后这里实时显示进球与红黄牌',
    );
    await expect(page.getByRole('tab', { name: '综合' })).toHaveAttribute('aria-selected', 'true');
    await kq.screenshot('soccer-gen');
  });

  test('after the match: the final score and its card, and no man of the match', async ({
    page,
    kq,
  }) => {
    await kq.seek(DEN_FRA, (await duration(kq, DEN_FRA)) + 1);
    await page.goto(genPage(DEN_FRA));
    const facts = page.getByRole('region', { name: '比赛关键事件' });
    await expect(facts.getByTestId('final-score')).toContainText('0-0');
    const card = facts.locator('.gen-fact[data-kind="yellow"]');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('马蒂亚斯·约尔根森');
    await expect(card).toContainText("45+2'");
    await expect(page.getByTestId('gen-note')).toContainText('没有全场最佳球员');
    await expect(page.locator('.gen-pick__result[data-result="pending"]')).toHaveCount(0);
  });

  test('while the match plays: the score and its goals so far, following the match', async ({
    page,
    kq,
  }) => {
    // The 2018 final: Mandžukić's own goal in the 18th minute, Perišić's equaliser in the 28th.
    await kq.seek(FINAL, AFTER_OWN_GOAL);
    await page.goto(genPage(FINAL));
    const facts = page.getByTestId('live-facts');
    await expect(facts).toContainText('当前比分1-0');
    await expect(facts.locator('.gen-fact[data-kind="own_goal"]')).toContainText('曼朱基奇');
    await kq.screenshot('gen-live-facts');

    await kq.seek(FINAL, AFTER_EQUALISER);
    await expect(facts).toContainText('当前比分1-1', { timeout: 15_000 });
    await expect(facts.locator('.gen-fact[data-kind="goal"]')).toContainText('佩里西奇');
  });

  test('a match of the history: the 2022 final with its goals and shoot-out', async ({ page }) => {
    await page.goto(genPage('wc2022-064'));
    await expect(page.getByTestId('match-score')).toHaveText('3-3');
    await expect(page.getByTestId('match-shootout')).toHaveText('点球 4-2');
    const facts = page.getByRole('region', { name: '比赛关键事件' });
    await expect(facts.getByTestId('final-score')).toContainText('90分钟 2-2 · 点球 4-2');
    await expect(facts.locator('.gen-fact', { hasText: '姆巴佩' })).toHaveCount(3);
    await expect(page.getByRole('region', { name: '停赛球员' })).toContainText(
      '没有这项赛事的红黄牌记录',
    );
    // No replay: no tabs to live pages that do not exist.
    await expect(page.getByRole('navigation', { name: '比赛页面' })).toHaveCount(0);
    await expect(page.getByTestId('gen-note')).toContainText('不在回放中');
  });

  test('explains an unknown match', async ({ page, kq }) => {
    kq.allowConsoleErrors(/Failed to load resource/);
    await page.goto(genPage('wc2030-001'));
    await expect(page.getByText('比赛不存在').first()).toBeVisible();
  });
});
