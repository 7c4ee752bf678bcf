import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_URL_POLICY } from '@kanqiu/core';
import { appLinksCall } from '@kanqiu/core/contract/base';
import { leagueListCall } from '@kanqiu/core/contract/football';
import { cheerScheduleCall } from '@kanqiu/core/contract/user';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { type AppServices, createServices } from '../services';
import { ServicesProvider } from '../services-context';
import { useCall } from '../use-call';
import { nodeFetch } from './helpers/node-fetch';

/** Requests the local API server received, by path. */
const received = new Map<string, number>();
/** Bodies of the league-list calls the local API server received, in order. */
const leagueBodies: string[] = [];

/** Answers of the local API server: empty but valid `data` for the calls the probes make. */
const ANSWERS: Record<string, unknown> = {
  [appLinksCall.path]: { apk_url: null, app_store_url: null },
  [cheerScheduleCall.path]: { days: [] },
  [leagueListCall.path]: [],
};

function answer(request: IncomingMessage, response: ServerResponse): void {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  request.on('end', () => {
    const path = request.url ?? '';
    received.set(path, (received.get(path) ?? 0) + 1);
    if (path === leagueListCall.path) leagueBodies.push(body);
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ code: 0, msg: 'ok', data: ANSWERS[path] ?? null }));
  });
}

let server: Server;
let origin: string;
const pageFetch = globalThis.fetch;

beforeAll(async () => {
  globalThis.fetch = nodeFetch;
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  globalThis.fetch = pageFetch;
  await new Promise((resolve) => server.close(resolve));
});

function config(): AppConfig {
  return {
    apiBase: origin,
    socketUrl: `${origin.replace('http', 'ws')}/ws`,
    requestTimeoutMs: 5_000,
    socketReconnectDelayMs: 30_000,
    socketReconnectJitterMs: 0,
    socketPingIntervalMs: 10_000,
    urlPolicy: { ...DEFAULT_URL_POLICY, httpHosts: [], imageHosts: [], ownOrigins: [origin] },
  };
}

/** Waits until `check` holds, letting the page's requests and renders run. */
async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !check(); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(check()).toBe(true);
}

function Links() {
  const links = useCall(appLinksCall, {});
  return <p data-state={links.loading ? 'loading' : 'done'}>links</p>;
}

function Schedule() {
  useCall(cheerScheduleCall, {});
  return null;
}

function Leagues({ on }: { on: boolean }) {
  useCall(leagueListCall, on ? {} : null);
  return null;
}

function Lookup() {
  useCall(leagueListCall, {}, { refresh: false });
  return null;
}

describe('useCall', () => {
  let root: Root;
  let services: AppServices;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    received.clear();
    leagueBodies.length = 0;
    services = createServices(config());
    root = createRoot(document.createElement('div'));
  });

  afterEach(() => {
    act(() => root.unmount());
  });

  function render(node: React.ReactNode) {
    act(() => root.render(<ServicesProvider services={services}>{node}</ServicesProvider>));
  }

  const count = (path: string) => received.get(path) ?? 0;

  it('makes its call on mount, and again once per refresh for every call mounted', async () => {
    render(
      <>
        <Links />
        <Schedule />
      </>,
    );
    await until(() => count(appLinksCall.path) === 1 && count(cheerScheduleCall.path) === 1);
    expect(services.reloads.size).toBe(2);

    await act(() => services.refresh());
    expect(count(appLinksCall.path)).toBe(2);
    expect(count(cheerScheduleCall.path)).toBe(2);
  });

  it("answers the host's refresh (window.refresh) and a new token with one reload each", async () => {
    render(<Links />);
    await until(() => count(appLinksCall.path) === 1);
    const host = window as unknown as { refresh: () => void; sendToken: (token: string) => void };

    act(() => host.refresh());
    await until(() => count(appLinksCall.path) === 2);
    act(() => host.sendToken('Bearer next'));
    await until(() => count(appLinksCall.path) === 3);
  });

  it('leaves the refresh when its component unmounts', async () => {
    render(<Links />);
    await until(() => count(appLinksCall.path) === 1);
    render(<Schedule />);
    await until(() => count(cheerScheduleCall.path) === 1);
    expect(services.reloads.size).toBe(1);

    await act(() => services.refresh());
    expect(count(appLinksCall.path)).toBe(1);
    expect(count(cheerScheduleCall.path)).toBe(2);
  });

  it('loads nothing for a null body, and loads once the body is given', async () => {
    render(<Leagues on={false} />);
    await act(() => services.refresh());
    expect(count(leagueListCall.path)).toBe(0);

    render(<Leagues on />);
    await until(() => count(leagueListCall.path) === 1);
    expect(leagueBodies).toEqual(['{}']);
  });

  it('keeps a call made with refresh: false out of the refresh', async () => {
    render(<Lookup />);
    await until(() => count(leagueListCall.path) === 1);
    await act(() => services.refresh());
    expect(count(leagueListCall.path)).toBe(1);
  });
});
