import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, API_SUCCESS_CODE } from '@kanqiu/core';
import { matchListCall } from '@kanqiu/core/contract';
import { createApi, createHttpClient, type KanqiuApi } from '@kanqiu/net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOME_LIST_REQUEST } from '../../pages/home/home-list-request';
import { EARLY_ANSWER_MAX_AGE_MS, type EarlyCall, earlyAnswerFetch } from '../early-answers';
import { nodeFetch } from './helpers/node-fetch';

/** What the local server received: one entry per list call, with its body and token. */
const received: Array<{ body: string; authorization: string }> = [];
let served = 0;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ body, authorization: request.headers.authorization ?? '' });
      served += 1;
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({
          code: API_SUCCESS_CODE,
          msg: '',
          data: { server_time: served, speed: 1, matches: [] },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

/** The home list call as the boot script sends it, with `response` as its answer. */
function earlyCall(
  response: Promise<Response | null>,
  options: { token?: string; sentAt?: number } = {},
): EarlyCall {
  return {
    path: `${origin}${API_PATHS.matchList}`,
    body: JSON.stringify(HOME_LIST_REQUEST),
    authorization: options.token ? `Bearer ${options.token}` : '',
    sentAt: options.sentAt ?? performance.now(),
    response,
  };
}

/** The home list call as the boot script sends it: over the network, to the local server. */
function sentEarly(options: { token?: string; sentAt?: number } = {}): EarlyCall {
  const call = earlyCall(Promise.resolve(null), options);
  call.response = nodeFetch(call.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(call.authorization ? { authorization: call.authorization } : {}),
    },
    body: call.body,
  });
  return call;
}

/** The app's API over `fetch`, with `token` as the host's stored token. */
function apiWith(fetch: typeof globalThis.fetch, token?: string): KanqiuApi {
  const stored = new Map(token ? [['token', token]] : []);
  return createApi(
    createHttpClient({
      baseUrl: origin,
      fetch,
      storage: { getItem: (key: string) => stored.get(key) ?? null },
    }),
  );
}

describe('earlyAnswerFetch', () => {
  it("gives the home list's first call the document's answer, and asks the server for the next", async () => {
    const early = sentEarly();
    const api = apiWith(earlyAnswerFetch(early, nodeFetch));
    const first = await api.call(matchListCall, HOME_LIST_REQUEST);
    // One request in all: the document's. The answer went through the contract like any other.
    expect(received).toEqual([{ body: '{}', authorization: '' }]);
    const second = await api.call(matchListCall, HOME_LIST_REQUEST);
    expect(received).toHaveLength(2);
    expect(second.server_time).toBeGreaterThan(first.server_time);
  });

  it('asks the server itself for another call, and keeps the answer for the same one', async () => {
    const early = sentEarly();
    const api = apiWith(earlyAnswerFetch(early, nodeFetch));
    await api.call(matchListCall, { sport: 'football' });
    expect(received.map((entry) => entry.body)).toEqual(['{}', '{"sport":"football"}']);
    await api.call(matchListCall, HOME_LIST_REQUEST);
    expect(received).toHaveLength(2);
  });

  it('does not give an answer sent with another token', async () => {
    const early = sentEarly({ token: 'before' });
    const api = apiWith(earlyAnswerFetch(early, nodeFetch), 'after');
    await api.call(matchListCall, HOME_LIST_REQUEST);
    expect(received).toEqual([
      { body: '{}', authorization: 'Bearer before' },
      { body: '{}', authorization: 'Bearer after' },
    ]);
  });

  it('asks the server itself when the early request failed', async () => {
    const failed = earlyCall(Promise.resolve(null));
    const api = apiWith(earlyAnswerFetch(failed, nodeFetch));
    const list = await api.call(matchListCall, HOME_LIST_REQUEST);
    expect(received).toHaveLength(1);
    expect(list.matches).toEqual([]);
  });

  it('asks the server itself when the early request rejected instead of answering null', async () => {
    const rejected = earlyCall(Promise.reject(new TypeError('offline')));
    const api = apiWith(earlyAnswerFetch(rejected, nodeFetch));
    await api.call(matchListCall, HOME_LIST_REQUEST);
    expect(received).toHaveLength(1);
  });

  it('does not give an answer older than the list keeps its scores', async () => {
    const stale = sentEarly({ sentAt: performance.now() - EARLY_ANSWER_MAX_AGE_MS - 1 });
    const api = apiWith(earlyAnswerFetch(stale, nodeFetch));
    await api.call(matchListCall, HOME_LIST_REQUEST);
    expect(received).toHaveLength(2);
  });

  it('rejects a call aborted while the early answer is on its way, as a request would', async () => {
    let answer: (response: Response | null) => void = () => undefined;
    const pending = earlyCall(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const api = apiWith(earlyAnswerFetch(pending, nodeFetch));
    const controller = new AbortController();
    const call = api.call(matchListCall, HOME_LIST_REQUEST, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(call).rejects.toThrow();
    answer(null);
    expect(received).toEqual([]);
  });
});
