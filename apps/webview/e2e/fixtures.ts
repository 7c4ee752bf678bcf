import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { MatchListEntry } from '@kanqiu/core/contract/match';
import { test as base, expect, type Page, type WebSocket } from '@playwright/test';
import { E2E_PORT } from './server-env';
import { startOwnServer } from './spawn-server';

/** Where the test run saves its screenshots (git-ignored); look at them after a run. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../e2e-screenshots/', import.meta.url));

/** A call the page made to the fake native host. */
export interface HostCall {
  name: string;
  args: unknown[];
}

/** Every WebSocket the page opened and every subscribe or scene load it sent, since it was made. */
export interface SocketLog {
  sockets: WebSocket[];
  /** Bodies of `POST /api/user/userScene`: with `client_id` a subscribe, without a scene load. */
  sceneCalls: Array<{ scene: string; client_id?: string }>;
  /** Sockets not closed yet. */
  open(): WebSocket[];
}

/** Helpers of a kanqiu browser test. */
export class Kanqiu {
  readonly #page: Page;
  readonly #allowed: RegExp[] = [];
  readonly #allowedViolations: RegExp[] = [];
  readonly errors: string[] = [];
  /** Content-Security-Policy violations the page reported (`securitypolicyviolation`). */
  readonly policyViolations: string[] = [];

  constructor(page: Page) {
    this.#page = page;
    page.on('console', (message) => {
      if (message.type() === 'error') this.#record(message.text());
    });
    page.on('pageerror', (error) => this.#record(`${error.name}: ${error.message}`));
  }

  #record(text: string): void {
    if (!this.#allowed.some((pattern) => pattern.test(text))) this.errors.push(text);
  }

  /** Console errors matching `pattern` are expected in this test (e.g. a server that was stopped). */
  allowConsoleErrors(pattern: RegExp): void {
    this.#allowed.push(pattern);
  }

  /**
   * Records every Content-Security-Policy violation of the page, in every frame and document it
   * loads; the fixture fails the test on any it did not expect. Called by the fixture before the test.
   */
  async recordPolicyViolations(): Promise<void> {
    await this.#page.exposeFunction('__kqPolicyViolation', (text: string) => {
      if (!this.#allowedViolations.some((pattern) => pattern.test(text))) {
        this.policyViolations.push(text);
      }
    });
    await this.#page.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { __kqPolicyViolation?: (text: string) => void })
            .__kqPolicyViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        },
        true,
      );
    });
  }

  /** A policy violation matching `pattern` is what this test provokes on purpose. */
  allowPolicyViolations(pattern: RegExp): void {
    this.#allowedViolations.push(pattern);
  }

  /** The server's matches, optionally of one sport. */
  async matches(sport?: 'football' | 'basketball'): Promise<MatchListEntry[]> {
    const response = await this.#page.request.get(`/api/matches${sport ? `?sport=${sport}` : ''}`);
    const body = (await response.json()) as { data: { matches: MatchListEntry[] } };
    return body.data.matches;
  }

  /** Starts recording the page's sockets and scene calls; call before `goto`. */
  watchSockets(): SocketLog {
    const log: SocketLog = {
      sockets: [],
      sceneCalls: [],
      open: () => log.sockets.filter((socket) => !socket.isClosed()),
    };
    this.#page.on('websocket', (socket) => log.sockets.push(socket));
    this.#page.on('request', (request) => {
      if (request.url().endsWith('/api/user/userScene'))
        log.sceneCalls.push(request.postDataJSON());
    });
    return log;
  }

  /** Calls one of the functions the native host may call on `window` (`refresh`, `closeSocket`, …). */
  async callHost(name: string, ...args: unknown[]): Promise<void> {
    await this.#page.evaluate(
      ([fn, rest]) =>
        (window as unknown as Record<string, (...a: unknown[]) => void>)[fn]?.(...rest),
      [name, args] as const,
    );
  }

  /** Puts a match at replay second `t` now (a new run); the change is pushed at once. */
  async seek(matchId: string, t: number, origin = ''): Promise<void> {
    const post = () =>
      this.#page.request.post(`${origin}/api/debug/replay`, { data: { match_id: matchId, t } });
    // A kept-alive connection the server closed as idle just as it was reused: the seek only sets
    // the replay, so sending it once more is the same seek.
    const response = await post().catch((error: Error) => {
      if (error.message.includes('ECONNRESET')) return post();
      throw error;
    });
    const body = (await response.json()) as { code: number; msg: string };
    expect(body, `seek ${matchId} to ${t}`).toMatchObject({ code: 1 });
  }

  /**
   * Puts the replayed 2018 World Cup's matches (all, or those `ids` names) just past their final
   * whistle, so pages that count only what the replay has played see them as played. A finished
   * match stays so for the replay's pause after it (40 s at the tests' speed).
   */
  async finishWorldCup(ids?: readonly string[]): Promise<void> {
    const matches = (await this.matches('football')).filter(
      (entry) => entry.competition_key === 'wc2018' && (!ids || ids.includes(entry.match_id)),
    );
    for (const match of matches) await this.seek(match.match_id, match.duration_sec + 1);
  }

  /** Configuration the app reads at start (`window.__KANQIU_CONFIG__`); call before `goto`. */
  async configure(config: Record<string, unknown>): Promise<void> {
    await this.#page.addInitScript((value) => {
      (window as unknown as { __KANQIU_CONFIG__: unknown }).__KANQIU_CONFIG__ = value;
    }, config);
  }

  /**
   * Installs a fake Android host (`window.android`) that records every call the page makes; call
   * before `goto`. Read the calls with {@link hostCalls}.
   */
  async installFakeHost(): Promise<void> {
    await this.#page.addInitScript(() => {
      const calls: { name: string; args: unknown[] }[] = [];
      const target = window as unknown as { android: unknown; __hostCalls: typeof calls };
      target.__hostCalls = calls;
      const record =
        (name: string) =>
        (...args: unknown[]) => {
          calls.push({ name, args });
        };
      target.android = {
        refreshEnd: record('refreshEnd'),
        getMatchId: record('getMatchId'),
        deliverPageHeight: record('deliverPageHeight'),
        closeAdv: record('closeAdv'),
        getAdvMsg: record('getAdvMsg'),
      };
    });
  }

  /** Calls the page made to the fake host so far. */
  async hostCalls(): Promise<HostCall[]> {
    return this.#page.evaluate(
      () => (window as unknown as { __hostCalls?: HostCall[] }).__hostCalls ?? [],
    );
  }

  /** Saves a screenshot of the viewport as `e2e-screenshots/<name>.png`. */
  async screenshot(name: string): Promise<void> {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await this.#page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png` });
  }
}

/** A loopback port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * The kanqiu test: every test fails if the page logged a console error it did not expect, or broke
 * the Content-Security-Policy the server sends (docs/reliability.md §2).
 *
 * Each worker has a server of its own (docs/testing.md): the first one the shared server the
 * configuration starts, every other one a server it starts on a free port. Tests move matches and
 * write to the user store, so two workers never share a server; within a worker they run one after
 * another, as on one server before.
 */
export const test = base.extend<{ kq: Kanqiu }, { serverOrigin: string }>({
  serverOrigin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first parameter.
    async ({}, use, workerInfo) => {
      if (workerInfo.parallelIndex === 0) return use(`http://127.0.0.1:${E2E_PORT}`);
      const server = await startOwnServer(await freePort());
      await use(server.origin);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ serverOrigin }, use) => use(`${serverOrigin}/`),
  kq: async ({ page }, use) => {
    const kq = new Kanqiu(page);
    await kq.recordPolicyViolations();
    await use(kq);
    expect(kq.errors, 'console errors on the page').toEqual([]);
    expect(kq.policyViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
