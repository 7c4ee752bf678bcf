import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Fault injection (docs/reliability.md §7): frames no honest server sends — not JSON, without a
 * type, binary, failing the scene's schema, stale, out of order, or taking the score back — are
 * slipped into the real server's socket. The page keeps the right score, logs each drop as a
 * warning (never an error), and the socket stays open; a page marked as a correction (a higher
 * revision) is taken even though it goes back.
 */
const FINAL = '2058017';
const LIVE = `/#/pages/soccer/live/live?match_id=${FINAL}`;

interface PushedPage {
  up_time: number;
  revision?: number;
  home_team: { score: number };
  away_team: { score: number };
}

test('malformed, stale, out-of-order and backwards frames are dropped; a correction is taken', async ({
  page,
  kq,
}) => {
  // 42nd minute, France 2-1 up; the next goal (Pogba, 59') is half a minute of test time away.
  await kq.seek(FINAL, 2500);
  let toPage: WebSocketRoute | null = null;
  let held: PushedPage | null = null;
  await page.routeWebSocket(/\/ws(\?.*)?$/, (ws) => {
    toPage = ws;
    const server = ws.connectToServer();
    server.onMessage((message) => {
      ws.send(message);
      const frame = JSON.parse(String(message)) as { type: string; content: PushedPage };
      if (frame.type === 'page_data') held = frame.content;
    });
  });
  const drops: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('丢弃无效的实时消息')) drops.push(message.type());
  });
  const socketsOpened: unknown[] = [];
  page.on('websocket', (socket) => socketsOpened.push(socket));

  await page.goto(LIVE);
  const score = page.getByTestId('match-score');
  await expect(score).toHaveText('2-1');
  await expect.poll(() => held !== null).toBe(true);
  const base = held as unknown as PushedPage;
  const route = toPage as unknown as WebSocketRoute;
  const push = (upTime: number, home: number, away: number, revision = base.revision) =>
    route.send(
      JSON.stringify({
        type: 'page_data',
        content: {
          ...base,
          up_time: upTime,
          revision,
          home_team: { ...base.home_team, score: home },
          away_team: { ...base.away_team, score: away },
        },
      }),
    );

  // Malformed: not JSON, no type, binary, a page that breaks the scene's schema.
  route.send('{"type":"page_data","content":');
  route.send(JSON.stringify({ content: { up_time: base.up_time + 10 } }));
  route.send(Buffer.from([0, 159, 146, 150]));
  route.send(JSON.stringify({ type: 'page_data', content: { ...base, up_time: 'soon' } }));
  // Stale: older than what the page holds.
  push(base.up_time - 60_000, 9, 9);
  // Out of order: the newer arrives first, then the older.
  push(base.up_time + 2_000, 3, 1);
  push(base.up_time + 1_000, 2, 1);
  await expect(score).toHaveText('3-1');
  // Newer, but the score goes back in the same revision.
  push(base.up_time + 3_000, 2, 1);
  await page.waitForTimeout(500);
  await expect(score).toHaveText('3-1');
  expect(drops.length).toBeGreaterThanOrEqual(5);
  expect(drops.every((type) => type === 'warning')).toBe(true);

  // A correction: a higher revision may take the score back.
  push(base.up_time + 4_000, 2, 1, (base.revision ?? 0) + 1);
  await expect(score).toHaveText('2-1');
  await expect(page.locator('.match-header__conn')).toHaveText('实时');
  expect(socketsOpened).toHaveLength(1);
});
