import { DEFAULT_URL_POLICY, footballReturnRate, type UrlPolicy } from '@kanqiu/core';
import {
  Banner,
  type BannerItem,
  DataTable,
  type DataTableColumn,
  EmptyState,
  PullRefresh,
  type SortState,
  Tabs,
} from '@kanqiu/ui';
import { useEffect, useState } from 'react';
import { GROUP_C, type Standing } from './group-c.js';
import { bridge } from './host-bridge.js';
import { LiveScore } from './live-score.js';

const TABS = [{ title: '积分' }, { title: '赛程' }, { title: '球员' }];

const COLUMNS: DataTableColumn<Standing>[] = [
  { key: 'rank', title: '排名', type: 'index', width: 48, fixed: 'left' },
  { key: 'team', title: '球队', width: 84, fixed: 'left', align: 'left' },
  { key: 'win', title: '胜', width: 48 },
  { key: 'draw', title: '平', width: 48 },
  { key: 'lose', title: '负', width: 48 },
  { key: 'goalsFor', title: '进球', width: 60 },
  { key: 'goalsAgainst', title: '失球', width: 60 },
  { key: 'goalDiff', title: '净胜', width: 60, sort: true, sortType: 'number' },
  { key: 'points', title: '积分', width: 52, sort: true, fixed: 'right' },
];

function card(title: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 770 200"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="770" height="200" fill="url(#g)"/><text x="40" y="120" font-size="56" fill="#fff">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** This app draws its advert images inline, so its URL policy lets `data:` images through. */
const URL_POLICY: UrlPolicy = { ...DEFAULT_URL_POLICY, dataImages: true };

const BANNERS: BannerItem[] = [
  {
    id: 1,
    title: '世界杯经典回顾',
    image_url: card('世界杯经典回顾', '#1d4ed8', '#0f766e'),
    jump_url: 'kanqiu://match/2058017',
    jump_url_type: 1,
    size_type: 2,
  },
  {
    id: 2,
    title: '总决赛数据',
    image_url: card('总决赛数据', '#7c3aed', '#be123c'),
    jump_url: 'https://example.invalid/finals',
    jump_url_type: 2,
    size_type: 2,
  },
];

/** What a consumer app renders: the README examples of the four packages on one page. */
export function ConsumerApp({ server, matchId }: { server: string; matchId: string }) {
  const [tab, setTab] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [sort, setSort] = useState<SortState | null>(null);

  useEffect(() => {
    if (matchId) bridge.getMatchId(matchId);
    const stopHeight = bridge.handle('getPageHeight', () => document.documentElement.scrollHeight);
    const stopRefresh = bridge.handle('refresh', () => {
      setRefreshes((count) => count + 1);
      bridge.refreshEnd();
    });
    return () => {
      stopHeight();
      stopRefresh();
    };
  }, [matchId]);

  return (
    <PullRefresh onRefresh={() => setRefreshes((count) => count + 1)}>
      <main data-refreshes={refreshes}>
        <Tabs items={TABS} active={tab} onChange={setTab} label="分类" />
        <p data-testid="tab">{TABS[tab]?.title}</p>
        <p data-testid="return-rate">{footballReturnRate(2.1, 3.3, 3.4)}</p>
        <Banner
          items={BANNERS}
          urlPolicy={URL_POLICY}
          closable
          onItemClick={(jump) => bridge.getAdvMsg(jump)}
        />
        <section data-testid="table" data-sort={sort ? `${sort.key}:${sort.order}` : 'none'}>
          <DataTable columns={COLUMNS} data={GROUP_C} label="C组积分榜" onSortChange={setSort} />
        </section>
        <EmptyState description="暂无赛程" />
        {server && matchId ? <LiveScore server={server} matchId={matchId} /> : null}
      </main>
    </PullRefresh>
  );
}
