import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Banner } from '../banner/banner';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/data-table-types';
import { BANNERS, FIXTURE_URL_POLICY } from '../fixtures/banner-images';
import { BOARD_MATCHES } from '../fixtures/board-matches';
import { GROUP_C, type StandingRow } from '../fixtures/standings';
import { MatchDataBoard } from '../match-data-board/match-data-board';
import { PullRefresh } from '../pull-refresh/pull-refresh';
import { Tabs } from '../tabs/tabs';
import { ToastViewport } from '../toast/toast';

const TABS = ['直播', '赛况', '数据', '阵容', '指数'].map((title) => ({ title }));

const COLUMNS: DataTableColumn<StandingRow>[] = [
  { key: 'rank', title: '排名', type: 'index', width: 48, fixed: 'left' },
  { key: 'team', title: '球队', width: 84, fixed: 'left', align: 'left' },
  { key: 'played', title: '赛', width: 40 },
  { key: 'win', title: '胜', width: 40 },
  { key: 'draw', title: '平', width: 40 },
  { key: 'lose', title: '负', width: 40 },
  { key: 'goalDiff', title: '净胜', width: 52, sort: true },
  { key: 'points', title: '积分', width: 52, sort: true, fixed: 'right' },
];

interface MatchPageProps {
  onRefresh: () => unknown;
}

/** The components together, laid out as the match data page of the app. */
function MatchPage({ onRefresh }: MatchPageProps) {
  const [tab, setTab] = useState(2);
  return (
    <div className="kq-story-page">
      <header className="kq-story-score">
        <span className="kq-story-score__meta">世界杯 · 决赛 · 已结束</span>
        <div className="kq-story-score__line">
          <span>法国</span>
          <strong>4 : 2</strong>
          <span>克罗地亚</span>
        </div>
      </header>
      <Tabs items={TABS} active={tab} onChange={setTab} label="比赛详情" />
      <PullRefresh onRefresh={onRefresh}>
        <div className="kq-story-section kq-story-stack">
          <Banner items={BANNERS} closable urlPolicy={FIXTURE_URL_POLICY} />
          <MatchDataBoard homeTeam="法国" awayTeam="克罗地亚" matches={BOARD_MATCHES} />
          <h3 className="kq-story-heading">小组积分 · C组</h3>
          <DataTable columns={COLUMNS} data={GROUP_C} label="C组积分榜" />
        </div>
      </PullRefresh>
      <ToastViewport />
    </div>
  );
}

const meta = {
  title: '概览/比赛数据页',
  component: MatchPage,
  args: { onRefresh: fn() },
} satisfies Meta<typeof MatchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs, a banner carousel, the data board and a table in one pull-to-refresh page. */
export const Default: Story = {};
