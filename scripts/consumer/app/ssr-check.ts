// Server-side rendering of the ui components in Node, as a framework's server would do it. The
// browser globals are trapped while the four packages are imported: a kanqiu module that reads one
// at import time breaks every server render, so any such read fails this check with its stack.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

// React and jotai load first: what they probe at import time is theirs to answer.
await import('react-dom/client');
await import('jotai');

const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'HTMLElement',
] as const;

const reads: string[] = [];
for (const name of BROWSER_GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const reader = (new Error().stack ?? '').split('\n')[2] ?? '';
      if (reader.includes('/@kanqiu/')) reads.push(`${name} read at import time ${reader.trim()}`);
      return undefined;
    },
  });
}
const ui = await import('@kanqiu/ui');
await import('@kanqiu/core');
await import('@kanqiu/core/contract');
await import('@kanqiu/core/contract/base');
await import('@kanqiu/core/contract/match');
await import('@kanqiu/core/contract/football');
await import('@kanqiu/core/contract/basketball');
await import('@kanqiu/core/contract/user');
await import('@kanqiu/core/contract/calls');
await import('@kanqiu/net');
await import('@kanqiu/net/jotai');
await import('@kanqiu/bridge');
for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name);
if (reads.length > 0) {
  throw new Error(`a package touches browser globals when imported:\n${reads.join('\n')}`);
}

const h = createElement;
const banner = {
  image_url: '/banner.png',
  title: '世界杯经典回顾',
  jump_url: 'kanqiu://match/2058017',
  jump_url_type: 1 as const,
};
/** Each component with the text its server render must contain. */
const renders: Array<[string, ReactElement, string]> = [
  ['Tabs', h(ui.Tabs, { items: [{ title: '直播' }, { title: '数据' }], active: 1 }), '数据'],
  ['EmptyState', h(ui.EmptyState), '暂无数据'],
  ['PullRefresh', h(ui.PullRefresh, { onRefresh: () => undefined }, '比赛列表'), '比赛列表'],
  [
    'DataTable',
    h(ui.DataTable, {
      columns: [
        { key: 'team', title: '球队', fixed: 'left', width: 84 },
        { key: 'points', title: '积分', sort: true },
      ],
      data: [{ team: '法国', points: 7 }],
    }),
    '法国',
  ],
  ['Banner', h(ui.Banner, { items: [banner, { ...banner, image_url: '/b.png' }] }), 'kq-banner'],
  ['RequestFail', h(ui.RequestFail, { onReload: () => undefined }), '重新加载'],
  [
    'MatchDataBoard',
    h(ui.MatchDataBoard, { homeTeam: '法国', awayTeam: '克罗地亚', matches: [] }),
    '近期战绩',
  ],
  [
    'CompareBars',
    h(ui.CompareBars, { rows: [{ key: 'a', label: '助攻', home: 25, away: 18 }] }),
    '助攻',
  ],
  ['Badge', h(ui.Badge, { content: 1000 }), '999+'],
  ['ResultChip', h(ui.ResultChip, { result: 'win' }), '胜'],
  [
    'LineChart',
    h(ui.LineChart, {
      label: '主胜赔率走势',
      xDomain: [0, 90],
      series: [
        {
          key: 'home',
          label: '主胜',
          color: 'var(--kq-color-home)',
          points: [
            { x: 0, y: 2.1 },
            { x: 90, y: 1.4 },
          ],
        },
      ],
    }),
    '主胜赔率走势',
  ],
  ['FlashValue', h(ui.FlashValue, { value: 2.1, children: '2.10' }), '2.10'],
  [
    'Segmented',
    h(ui.Segmented, {
      label: '场次',
      options: [
        { value: 10, label: '近10场' },
        { value: 20, label: '近20场' },
      ],
      value: 10,
      onChange: () => undefined,
    }),
    '近20场',
  ],
  ['FormChips', h(ui.FormChips, { results: ['win', 'draw', 'lose'] }), 'kq-form'],
  [
    'PointsTable',
    h(ui.PointsTable, {
      label: 'C组积分榜',
      rows: [
        {
          rank: 1,
          team: { id: '4418', name: '法国', code: 'FRA' },
          played: 3,
          win: 2,
          draw: 1,
          lose: 0,
          goals_for: 3,
          goals_against: 1,
          goal_diff: 2,
          points: 7,
          highlight: false,
        },
      ],
    }),
    '法国',
  ],
  ['ToastViewport', h(ui.ToastViewport), ''],
  ['NotifyViewport', h(ui.NotifyViewport), ''],
];
for (const [name, element, expected] of renders) {
  const html = renderToString(element);
  if (!html.includes(expected)) {
    throw new Error(`the server render of ${name} lacks "${expected}": ${html.slice(0, 300)}`);
  }
}
console.log(`server-rendered ${renders.length} components; no browser global read at import`);
