import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_STORAGE_KEY } from '@kanqiu/core';
import { matchListCall } from '@kanqiu/core/contract';
import { modelInitCall } from '@kanqiu/core/contract/match';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootConstants } from '../../../boot-constants.config';
import { matchSceneOf } from '../../app/early-match-check';
import { DEVICE_FOLLOWS_KEY } from '../../follow/device-follows-key';
import { followsKnownEmpty } from '../../follow/follows-known-empty';
import { MODEL_INIT_REQUEST } from '../../model/model-init-request';
import { HOME_LIST_REQUEST } from '../../pages/home/home-list-request';
import { ROUTES } from '../../routing/routes';

/**
 * src/shell/boot.js, run as the browser runs it: a classic script, once per document, with the
 * app's constants the build writes in (first-paint.config.ts).
 */
const BOOT_SCRIPT = readFileSync(join(import.meta.dirname, '../boot.js'), 'utf8').replace(
  'const APP = {};',
  () => `const APP = ${JSON.stringify(bootConstants())};`,
);

function skeletonFor(hash: string): string | null {
  window.location.hash = hash;
  new Function(BOOT_SCRIPT)();
  return document.documentElement.getAttribute('data-boot');
}

/**
 * Runs the script at `hash` with `fetch` answering `answer()`; returns what it sent and what it left
 * for the app: the question about the opened match and the early list call.
 */
function runWithFetch(hash: string, answer: () => Promise<Response>) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  });
  skeletonFor(hash);
  const question = window.__KANQIU_MATCH_QUESTION__;
  const call = window.__KANQIU_EARLY_CALL__;
  delete window.__KANQIU_MATCH_QUESTION__;
  delete window.__KANQIU_EARLY_CALL__;
  return { question, call, sent };
}

describe('boot.js', () => {
  beforeEach(() => {
    // A match page asks the server about its match: answered here, never sent.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"code":1,"data":{}}')));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__KANQIU_MATCH_QUESTION__;
    delete window.__KANQIU_EARLY_CALL__;
    document.documentElement.removeAttribute('data-boot');
  });

  it('gives the entry page the list skeleton, with or without a hash', () => {
    expect(skeletonFor('')).toBe('list');
    expect(skeletonFor('#/')).toBe('list');
    expect(skeletonFor('#/?tab=1')).toBe('list');
  });

  it('gives each match page the height of the score header it holds while loading', () => {
    expect(skeletonFor('#/pages/soccer/live/live?match_id=1')).toBe('match match-football');
    expect(skeletonFor('#/pages/soccer/facts/facts?match_id=1')).toBe('match match-football');
    expect(skeletonFor('#/pages/basketball/live/live?match_id=1')).toBe('match match-basketball');
    expect(skeletonFor('#/pages/basketball/statistics/statistics?match_id=1')).toBe(
      'match match-crests',
    );
    expect(skeletonFor('#/pages/soccer/exponent/exponent?match_id=1')).toBe('match match-odds');
    expect(skeletonFor('#/pages/basketball/exponent/detail?match_id=1')).toBe('match match-odds');
    expect(skeletonFor('#/pages/soccer/data/data?match_id=1')).toBe('match match-crests');
    expect(skeletonFor('#/pages/soccer/lineup/lineup?match_id=1')).toBe('match match-crests');
    expect(skeletonFor('#/pages/soccer/gen/gen?match_id=1')).toBe('match match-compact');
  });

  it("asks for the opened route's own files from the table the build writes in", () => {
    const table = {
      files: ['live-page-A1.js', 'score-B2.js', 'live-page-C3.css', 'home-page-D4.js'],
      routes: { '/pages/soccer/live/live': [0, 1, 2], '/': [3] },
    };
    const script = BOOT_SCRIPT.replace(
      'const ROUTE_FILES = { files: [], routes: {} };',
      `const ROUTE_FILES = ${JSON.stringify(table)};`,
    );
    window.location.hash = '#/pages/soccer/live/live?match_id=1';
    new Function(script)();
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.crossOrigin,
    }));
    document.head.replaceChildren();
    expect(links).toEqual([
      { rel: 'modulepreload', as: null, href: './assets/live-page-A1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: './assets/score-B2.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: './assets/live-page-C3.css', crossOrigin: '' },
    ]);
  });

  it("asks for the entry's imports after the advert image and before the route's own files", () => {
    const script = BOOT_SCRIPT.replace(
      'const ROUTE_FILES = { files: [], routes: {} };',
      `const ROUTE_FILES = ${JSON.stringify({ files: ['live-page-A1.js'], routes: { '/pages/soccer/live/live': [0] } })};`,
    ).replace('const ENTRY_FILES = [];', 'const ENTRY_FILES = ["preact-E1.js", "net-E2.js"];');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'kq-boot-adverts';
    block.textContent = JSON.stringify({ 2: '/static/banners/models.svg' });
    document.head.replaceChildren(block);
    window.location.hash = '#/pages/soccer/live/live?match_id=1';
    new Function(script)();
    const asked = [...document.head.querySelectorAll('link')].map(
      (link) => `${link.rel} ${link.getAttribute('href')}`,
    );
    document.head.replaceChildren();
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-boot-advert');
    expect(asked).toEqual([
      `preload ${new URL('/static/banners/models.svg', window.location.href).href}`,
      'modulepreload ./assets/preact-E1.js',
      'modulepreload ./assets/net-E2.js',
      'modulepreload ./assets/live-page-A1.js',
    ]);
  });

  describe('the first advert image, named by the document', () => {
    const LIVE = '#/pages/soccer/live/live?match_id=1';
    const IMAGE = '/static/banners/models.svg?v=635864e52b';

    /** Runs the script under a document that names `table`; returns what it asked for and drew. */
    function openWith(table: unknown, hash = LIVE) {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = 'kq-boot-adverts';
      block.textContent = JSON.stringify(table);
      document.head.replaceChildren(block);
      skeletonFor(hash);
      const links = [...document.head.querySelectorAll('link[as="image"]')].map((link) => ({
        href: link.getAttribute('href'),
        priority: (link as HTMLLinkElement).fetchPriority ?? link.getAttribute('fetchpriority'),
      }));
      const drawn = document.documentElement.style.getPropertyValue('--boot-advert-image');
      const marked = document.documentElement.hasAttribute('data-boot-advert');
      document.head.replaceChildren();
      document.documentElement.removeAttribute('style');
      document.documentElement.removeAttribute('data-boot-advert');
      return { links, drawn, marked };
    }

    afterEach(() => {
      localStorage.clear();
      delete (window as { __KANQIU_CONFIG__?: unknown }).__KANQIU_CONFIG__;
    });

    it("asks for a match page's first advert image with high priority and draws it in the skeleton", () => {
      const href = new URL(IMAGE, window.location.href).href;
      expect(openWith({ 1: '/static/banners/home.svg', 2: IMAGE })).toEqual({
        links: [{ href, priority: 'high' }],
        drawn: `url("${href}")`,
        marked: true,
      });
    });

    it('draws nothing on other pages, without a table, or for an image of another site', () => {
      const nothing = { links: [], drawn: '', marked: false };
      expect(openWith({ 1: IMAGE, 2: IMAGE }, '#/')).toEqual(nothing);
      expect(openWith({ 2: IMAGE }, '#/pages/soccer/team/detail?team_id=1')).toEqual(nothing);
      expect(openWith({})).toEqual(nothing);
      expect(openWith({ 2: 'https://ads.example.com/a.svg' })).toEqual(nothing);
      document.head.replaceChildren();
      skeletonFor(LIVE);
      expect(document.documentElement.hasAttribute('data-boot-advert')).toBe(false);
    });

    it('draws no advert the reader closed today, nor the banners of a server the app does not use', () => {
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      localStorage.setItem('kanqiu.matchAdvertClosedOn', today);
      expect(openWith({ 2: IMAGE }).marked).toBe(false);
      localStorage.setItem('kanqiu.matchAdvertClosedOn', '2020-01-01');
      expect(openWith({ 2: IMAGE }).marked).toBe(true);
      (window as { __KANQIU_CONFIG__?: unknown }).__KANQIU_CONFIG__ = {
        apiBase: 'https://api.example.com',
      };
      expect(openWith({ 2: IMAGE }).marked).toBe(false);
    });
  });

  describe('the question whether the opened match exists', () => {
    const askedAt = (hash: string) =>
      runWithFetch(hash, () =>
        Promise.resolve(new Response('{"code":4004,"msg":"比赛不存在","data":null}')),
      );

    afterEach(() => {
      localStorage.clear();
      delete (window as { __KANQIU_CONFIG__?: unknown }).__KANQIU_CONFIG__;
    });

    it('asks on exactly the pages the app asks about, with the scene the app names', () => {
      for (const route of Object.values(ROUTES)) {
        const { question } = askedAt(`#${route.path}?match_id=2058017`);
        expect([route.path, question?.scene ?? null]).toEqual([
          route.path,
          matchSceneOf(route, 'match_id=2058017'),
        ]);
      }
      expect(askedAt('#/pages/soccer/live/live').question).toBeUndefined();
      expect(askedAt('#/pages/soccer/live/live?match_id=a%20b').question).toBeUndefined();
    });

    it("sends the app's scene load, with the stored token, and keeps whether it said 4004", async () => {
      localStorage.setItem('token', 'abc');
      const hash = '#/pages/basketball/data/data?match_id=401656359';
      const { question, sent } = askedAt(hash);
      expect(sent).toEqual([
        {
          url: '/api/user/userScene',
          init: {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: 'Bearer abc' },
            body: '{"scene":"detail_basketball_match_id_401656359"}',
          },
        },
      ]);
      expect(question?.location).toBe(hash);
      expect(await question?.missing).toBe(true);
    });

    it('asks nothing when the app asks another server', () => {
      (window as { __KANQIU_CONFIG__?: unknown }).__KANQIU_CONFIG__ = {
        apiBase: 'https://api.example.com',
      };
      expect(askedAt('#/pages/soccer/live/live?match_id=1')).toEqual({
        question: undefined,
        call: undefined,
        sent: [],
      });
    });
  });

  describe("the home page's list and the model pages' models, asked by the document", () => {
    const sentAt = (hash: string) =>
      runWithFetch(hash, () => Promise.reject(new TypeError('offline')));

    afterEach(() => {
      localStorage.clear();
      delete (window as { __KANQIU_CONFIG__?: unknown }).__KANQIU_CONFIG__;
    });

    /** Opens `hash` with the token `abc` stored; expects one call of `path` and `body`, left for the app. */
    const expectEarlyCall = (hash: string, path: string, body: string) => {
      localStorage.setItem('token', 'abc');
      const { call, sent } = sentAt(hash);
      const headers = { 'content-type': 'application/json', authorization: 'Bearer abc' };
      expect(sent).toEqual([{ url: path, init: { method: 'POST', headers, body } }]);
      expect(call).toMatchObject({ path, body, authorization: 'Bearer abc' });
      return call;
    };

    it("sends the page's own list call, with the stored token, and leaves it for the app", async () => {
      const call = expectEarlyCall('#/', matchListCall.path, JSON.stringify(HOME_LIST_REQUEST));
      // A request that failed leaves the app to ask itself, with no unhandled rejection.
      expect(await call?.response).toBeNull();
    });

    it('asks without a token when none is stored, and only on the pages that open with it', () => {
      expect(sentAt('').call).toMatchObject({ authorization: '' });
      expect(sentAt('#/?url=https%3A%2F%2Fexample.com').sent).toEqual([]);
      expect(sentAt('#/pages/soccer/team/detail?team_id=1').call).toBeUndefined();
      expect(sentAt('#/pages/soccer/live/live?match_id=1').call).toBeUndefined();
    });

    it("sends the model pages' own first call (the models), which draws their largest paint", () => {
      const body = JSON.stringify(MODEL_INIT_REQUEST);
      for (const route of [ROUTES.footballModel, ROUTES.footballModelTable, ROUTES.extendModel]) {
        expectEarlyCall(`#${route.path}?model=1x2&date=2018-07-15`, modelInitCall.path, body);
      }
    });

    it('asks nothing when the app asks another server', () => {
      (window as { __KANQIU_CONFIG__?: unknown }).__KANQIU_CONFIG__ = {
        apiBase: 'https://api.example.com',
      };
      expect(sentAt('#/')).toEqual({ question: undefined, call: undefined, sent: [] });
    });
  });

  describe("a first visit's invitation to follow, shown by the document", () => {
    const FOLLOW = { kind: 'team', id: '1', name: '法国', followed_at: '2018-07-15T00:00:00Z' };
    /** The device's storage in each case, and whether the invitation is drawn. */
    const CASES: Array<[string, Record<string, string>, boolean]> = [
      ['nothing kept', {}, true],
      [
        'no follow kept',
        { [DEVICE_FOLLOWS_KEY]: JSON.stringify({ follows: [], alerts: null }) },
        true,
      ],
      ['a follow kept', { [DEVICE_FOLLOWS_KEY]: JSON.stringify({ follows: [FOLLOW] }) }, false],
      ['a token', { [TOKEN_STORAGE_KEY]: 'Bearer abc' }, false],
      ['an unreadable token', { [TOKEN_STORAGE_KEY]: 'not a bearer' }, false],
      ['a blank token', { [TOKEN_STORAGE_KEY]: '   ' }, true],
      ['unreadable follows', { [DEVICE_FOLLOWS_KEY]: '{not json' }, false],
    ];
    const invited = (hash: string) => {
      skeletonFor(hash);
      return document.documentElement.hasAttribute('data-boot-invite');
    };
    afterEach(() => {
      localStorage.clear();
      document.documentElement.removeAttribute('data-boot-invite');
    });

    it('draws it on the home page exactly when the page itself would (followsKnownEmpty)', () => {
      for (const [name, kept, expected] of CASES) {
        localStorage.clear();
        for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
        document.documentElement.removeAttribute('data-boot-invite');
        expect(invited('#/'), name).toBe(expected);
        expect(followsKnownEmpty(), name).toBe(expected);
      }
    });

    it('never on another page, nor when the entry page shows a web page', () => {
      expect(invited('#/?url=https%3A%2F%2Fexample.com')).toBe(false);
      expect(invited('#/pages/soccer/live/live?match_id=1')).toBe(false);
      expect(invited('#/pages/soccer/model/model')).toBe(false);
    });
  });

  describe("the model page's intro from the document", () => {
    const MODELS = [
      { key: 'js', name: 'JS胜平负模型', market: '1x2', description: '甲的说明' },
      { key: 'pk', name: 'PK让球模型', market: 'handicap', description: '乙的说明' },
    ];

    /** Runs the script under a document that names `models`; returns the skeleton and the words kept. */
    function openWith(models: unknown, hash: string) {
      if (models !== undefined) {
        const block = document.createElement('script');
        block.type = 'application/json';
        block.id = 'kq-boot-models';
        block.textContent = typeof models === 'string' ? models : JSON.stringify(models);
        document.head.replaceChildren(block);
      }
      const kind = skeletonFor(hash);
      const held = document.documentElement.getAttribute('data-boot-held');
      const global = window as { __KANQIU_BOOT_MODEL__?: unknown };
      const words = global.__KANQIU_BOOT_MODEL__;
      delete global.__KANQIU_BOOT_MODEL__;
      document.head.replaceChildren();
      document.documentElement.removeAttribute('data-boot-held');
      return { kind, held, words };
    }

    afterEach(() => {
      delete (window as { __KANQIU_CONFIG__?: unknown }).__KANQIU_CONFIG__;
    });

    it('draws the model the URL names, or the first, and holds the skeleton for the page', () => {
      const path = ROUTES.footballModel.path;
      expect(openWith(MODELS, `#${path}`)).toEqual({
        kind: 'model',
        held: path,
        words: { name: 'JS胜平负模型', market: '胜平负', description: '甲的说明' },
      });
      expect(openWith(MODELS, `#${path}?model=pk&date=2018-07-01`).words).toEqual({
        name: 'PK让球模型',
        market: '让球',
        description: '乙的说明',
      });
      expect(openWith(MODELS, `#${path}?model=nope`).words).toMatchObject({ name: 'JS胜平负模型' });
    });

    it('draws the top bar only without models, with broken ones, elsewhere, or for another API', () => {
      const page = { kind: 'page', held: null, words: undefined };
      const path = ROUTES.footballModel.path;
      expect(openWith(undefined, `#${path}`)).toEqual(page);
      expect(openWith('{not json', `#${path}`)).toEqual(page);
      expect(openWith([], `#${path}`)).toEqual(page);
      expect(
        openWith([{ key: 'js', name: 1, market: '1x2', description: 'x' }], `#${path}`),
      ).toEqual(page);
      expect(openWith([{ ...MODELS[0], market: 'unknown' }], `#${path}`)).toEqual(page);
      expect(openWith(MODELS, `#${ROUTES.footballModelTable.path}`)).toEqual(page);
      (window as { __KANQIU_CONFIG__?: unknown }).__KANQIU_CONFIG__ = {
        apiBase: 'https://api.example.com',
      };
      expect(openWith(MODELS, `#${path}`)).toEqual(page);
    });
  });

  it('gives every other page the top bar only', () => {
    expect(skeletonFor('#/pages/soccer/team/detail?team_id=1')).toBe('page');
    expect(skeletonFor('#/pages/soccer/model/model')).toBe('page');
    expect(skeletonFor('#/pages/TOS/TOS')).toBe('page');
    expect(skeletonFor('#/no/such/page')).toBe('page');
  });
});
