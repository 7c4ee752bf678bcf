import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Fault injection (docs/reliability.md §7): the lineup call of the 2018 final answers as a broken
 * backend or network would. What the page does is fixed by docs/behaviour.md §7–§8: a code other
 * than 1 is web-logged and toasted; an HTTP error, a body that is not JSON and a network failure or
 * timeout are none of those, but the page shows the request-failure view; in every case the reload
 * link recovers once the backend is well again.
 */
const FINAL = '2058017';
const LINEUP = `/#/pages/soccer/lineup/lineup?match_id=${FINAL}`;
const LINEUP_CALL = '**/api/match/lineup';

interface Fault {
  name: string;
  answer: (route: Route) => Promise<void>;
  /** The toast the user sees, or null for none. */
  toast: string | null;
  /** Whether the app reports it with `POST /api/web/webLog`. */
  webLog: boolean;
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const FAULTS: Fault[] = [
  {
    name: 'HTTP 500 with the server-fault envelope',
    answer: json(500, { code: 5000, msg: '服务器开小差了，请稍后重试', data: null }),
    toast: null,
    webLog: false,
  },
  {
    name: 'HTTP 502 with a gateway page',
    answer: (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    toast: null,
    webLog: false,
  },
  {
    name: 'HTTP 200 with a body that is not JSON',
    answer: (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>维护中</html>' }),
    toast: null,
    webLog: false,
  },
  {
    name: 'HTTP 200 with a business error',
    answer: json(200, { code: 4004, msg: '比赛不存在', data: null }),
    toast: '比赛不存在',
    webLog: true,
  },
  {
    name: 'a network timeout',
    answer: (route) => route.abort('timedout'),
    toast: null,
    webLog: false,
  },
];

function webLogs(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/web/webLog')) sent.push(request);
  });
  return sent;
}

test.describe('HTTP faults on a page', () => {
  for (const fault of FAULTS) {
    test(`${fault.name}: the failure view, ${fault.toast ? 'a toast and a web-log' : 'no toast, no web-log'}, and reload recovers`, async ({
      page,
      kq,
    }) => {
      kq.allowConsoleErrors(/Failed to load resource|ERR_TIMED_OUT|ERR_FAILED/);
      await kq.seek(FINAL, 4400);
      const logs = webLogs(page);
      await page.route(LINEUP_CALL, fault.answer);
      await page.goto(LINEUP);
      const failure = page.getByRole('alert').filter({ hasText: '数据请求失败' });
      await expect(failure).toBeVisible();
      await expect(page.locator('.lineup-field')).toHaveCount(0);
      if (fault.toast) {
        await expect(page.locator('.kq-toast__text')).toHaveText(fault.toast);
      } else {
        await page.waitForTimeout(500);
        await expect(page.locator('.kq-toast')).toHaveCount(0);
      }
      if (fault.webLog) {
        await expect.poll(() => logs.length).toBe(1);
        const body = logs[0]?.postDataJSON() as { type: string; content: string };
        expect(body.type).toBe(fault.toast);
        const content = JSON.parse(body.content) as {
          url: string;
          method: string;
          data: unknown;
          headers: Record<string, string>;
        };
        expect(content).toMatchObject({ method: 'POST', data: { match_id: FINAL } });
        expect(content.url).toMatch(/\/api\/match\/lineup$/);
        expect(content.headers['content-type']).toContain('application/json');
      } else {
        expect(logs).toHaveLength(0);
      }

      await page.unroute(LINEUP_CALL);
      await failure.getByRole('button', { name: '重新加载' }).click();
      await expect(page.getByRole('list', { name: '法国首发' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('a backend that never answers: the client gives up at its timeout and shows the failure view', async ({
    page,
    kq,
  }) => {
    kq.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
    await kq.seek(FINAL, 4400);
    await kq.configure({ requestTimeoutMs: 1_500 });
    const logs = webLogs(page);
    const held: Route[] = [];
    await page.route(LINEUP_CALL, (route) => {
      held.push(route);
    });
    const started = Date.now();
    await page.goto(LINEUP);
    const failure = page.getByRole('alert').filter({ hasText: '数据请求失败' });
    await expect(failure).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    await expect(page.locator('.kq-toast')).toHaveCount(0);
    expect(logs).toHaveLength(0);

    await page.unroute(LINEUP_CALL);
    await failure.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('list', { name: '法国首发' })).toBeVisible();
    for (const route of held) await route.abort().catch(() => undefined);
  });

  test('a body that is the envelope as a JSON string is read like the envelope itself', async ({
    page,
    kq,
  }) => {
    await kq.seek(FINAL, 4400);
    await page.route(LINEUP_CALL, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: JSON.stringify(await response.text()) });
    });
    await page.goto(LINEUP);
    await expect(page.getByRole('list', { name: '法国首发' })).toBeVisible();
  });
});
