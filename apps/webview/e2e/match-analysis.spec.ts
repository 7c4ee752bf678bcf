import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FINAL = '2058017';
/** Replay second just after the final whistle of the final (it ends at 6811). */
const FINAL_OVER = 6_830;
/** Replay second of the final's 66th minute: the second half starts at 3807, Mbappé scores at 65'. */
const FINAL_66TH_MINUTE = 3_807 + 21 * 60;
/** Luka Modrić's Wyscout id, and Croatia's seven World Cup 2018 matches (Wyscout match ids). */
const MODRIC = '8287';
const CROATIA_MATCHES = ['2057973', '2057974', '2057977', '2058005', '2058012', '2058015', FINAL];
/** Game 1 of the 2024 NBA Finals. */
const NBA_GAME = '401656359';

const FACTS = `/#/pages/soccer/facts/facts?match_id=${FINAL}`;

/** Puts a match just past its end, so every page shows it finished. */
async function finish(
  page: Page,
  kq: { seek: (id: string, t: number) => Promise<void> },
  id: string,
) {
  const response = await page.request.get('/api/matches');
  const body = (await response.json()) as {
    data: { matches: { match_id: string; duration_sec: number }[] };
  };
  const match = body.data.matches.find((entry) => entry.match_id === id);
  expect(match, `match ${id} is served`).toBeDefined();
  await kq.seek(id, (match?.duration_sec ?? 0) + 5);
}

test.describe('match analysis', () => {
  test("the final's shot map shows every shot of each team: France 8, Croatia 14", async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, FINAL_OVER);
    await page.goto(FACTS);
    const map = page.locator('.kq-shot-map');
    const shots = (side: 'home' | 'away') =>
      map.locator(`.kq-shot-map__mark--${side}:not(.kq-shot-map__mark--own-goal)`);
    await expect(shots('home')).toHaveCount(8);
    await expect(shots('away')).toHaveCount(14);
    // Mandžukić's own goal counts for France, drawn apart from the shots.
    await expect(map.locator('.kq-shot-map__mark--own-goal')).toHaveCount(1);
    // The full statistics rows say the same.
    const shotsRow = page.locator('.stats__row[data-type="shots"]');
    await expect(shotsRow.locator('.stats__value--home')).toHaveText('8');
    await expect(shotsRow.locator('.stats__value--away')).toHaveText('14');

    // Tapping a goal shows the shooter (a link to his page), the minute, xG and the factors.
    await map.locator('.kq-shot-map__mark--goal').first().click();
    const detail = map.locator('.kq-shot-map__detail');
    await expect(detail.locator('a.kq-shot-map__player')).toHaveAttribute(
      'href',
      /pages\/soccer\/player\/player\?player_id=\d+/,
    );
    await map.scrollIntoViewIfNeeded();
    await kq.screenshot('analysis-shot-map');
    await page.locator('.stats__row[data-type="possession"]').scrollIntoViewIfNeeded();
    await kq.screenshot('analysis-full-stats');
    // The timeline names link too: Mbappé's goal, and the assist of a goal.
    await expect(page.locator('a.timeline__player', { hasText: '姆巴佩' })).toHaveAttribute(
      'href',
      /player_id=\d+$/,
    );
    await expect(page.locator('.timeline__detail a.kq-player-name--link').first()).toBeVisible();
  });

  test("after the 65th minute the xG race includes Mbappé's goal, and moves on live", async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, FINAL_66TH_MINUTE);
    await page.goto(FACTS);
    const race = page.locator('.kq-xg-race');
    await expect(race.locator('title', { hasText: "65' 姆巴佩" })).toHaveCount(1);
    await race.scrollIntoViewIfNeeded();
    await kq.screenshot('analysis-xg-race');
    // At 30× Mandžukić's 69th-minute goal comes a few seconds later, with the pushes of the match.
    await expect(race.locator('title', { hasText: "69' 曼朱基奇" })).toHaveCount(1, {
      timeout: 20_000,
    });
  });

  test('the lineup shows a rating on each starter, the player of the match starred', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, FINAL_OVER);
    await page.goto(`/#/pages/soccer/lineup/lineup?match_id=${FINAL}`);
    await expect(page.locator('.lineup-player__rating .kq-rating')).toHaveCount(22);
    await expect(page.locator('.lineup-player__rating .kq-rating__star')).toHaveCount(1);
    // Each starter's read-out name starts with what his button shows, the rating included, in the
    // order shown (a reader who says what they see reaches the same button).
    const names = await page.locator('.lineup-player').evaluateAll((buttons) =>
      buttons.map((button) => ({
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, parts apart, is what a reader sees and says
        shown: (button as HTMLElement).innerText.split(/\s+/).filter(Boolean).join(' '),
        label: button.getAttribute('aria-label') ?? '',
      })),
    );
    expect(names).toHaveLength(22);
    for (const { shown, label } of names) {
      expect(shown).toMatch(/^\d+ .*\d\.\d /);
      expect(label.startsWith(`${shown}：`), `${label} starts with ${shown}`).toBe(true);
    }
    await kq.screenshot('analysis-lineup-ratings');
    // Every bench name leads to that player's page.
    const bench = page.getByTestId('bench-away');
    await expect(bench.locator('a.lineup-bench__name')).toHaveCount(
      await bench.locator('.lineup-bench__player').count(),
    );
    await expect(bench.locator('a.lineup-bench__name').first()).toHaveAttribute(
      'href',
      /pages\/soccer\/player\/player\?player_id=\d+$/,
    );
    await bench.scrollIntoViewIfNeeded();
    await kq.screenshot('analysis-lineup-bench-links');
    // The tapped player's name leads to his page.
    await page.locator('.lineup-player[data-player-id="8287"]').click();
    await page.locator('.lineup-detail__link').click();
    await expect(page).toHaveURL(/player_id=8287/);
    await expect(page.locator('.player-head__name')).toHaveText('莫德里奇');
  });

  test("Modrić's player page lists his seven matches once the replay has played them", async ({
    page,
    kq,
  }) => {
    for (const id of CROATIA_MATCHES) await finish(page, kq, id);
    await page.goto(`/#/pages/soccer/player/player?player_id=${MODRIC}`);
    const rows = page.locator('.player-matches tbody tr');
    await expect(rows).toHaveCount(7);
    await expect(rows.last()).toContainText('法国');
    await expect(rows.last()).toContainText('2-4');
    await expect(page.locator('.player-matches .kq-rating')).toHaveCount(7);
    await kq.screenshot('analysis-player');
    await page.locator('.kq-shot-map').scrollIntoViewIfNeeded();
    await kq.screenshot('analysis-player-shots');
  });

  test('the basketball statistics page charts made and missed shots', async ({ page, kq }) => {
    await finish(page, kq, NBA_GAME);
    await page.goto(`/#/pages/basketball/statistics/statistics?match_id=${NBA_GAME}`);
    const chart = page.locator('.kq-shot-chart');
    await expect(chart.locator('.kq-shot-chart__made').first()).toBeVisible();
    expect(await chart.locator('.kq-shot-chart__made').count()).toBeGreaterThan(10);
    expect(await chart.locator('.kq-shot-chart__missed').count()).toBeGreaterThan(10);
    await chart.scrollIntoViewIfNeeded();
    await kq.screenshot('analysis-basketball-shot-chart');
  });

  test("a basketball team's page charts its shots against its opponents' over the replayed games", async ({
    page,
    kq,
  }) => {
    await finish(page, kq, NBA_GAME);
    // Boston, home in Game 1.
    await page.goto('/#/pages/basketball/team/detail?team_id=2');
    const chart = page.locator('.kq-shot-chart');
    await expect(chart.locator('.kq-shot-chart__made').first()).toBeVisible();
    expect(await chart.locator('.kq-shot-chart__mark--home').count()).toBeGreaterThan(10);
    expect(await chart.locator('.kq-shot-chart__mark--away').count()).toBeGreaterThan(10);
    expect(await chart.locator('.kq-shot-chart__missed').count()).toBeGreaterThan(10);
    await chart.getByRole('button', { name: '对手' }).click();
    await expect(chart.locator('.kq-shot-chart__mark--home')).toHaveCount(0);
    await chart.scrollIntoViewIfNeeded();
    await kq.screenshot('analysis-basketball-team-shot-chart');
  });
});
