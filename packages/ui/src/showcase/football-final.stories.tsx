import type { FootballIncident } from '@kanqiu/core/contract/football';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CompareBars, type CompareRow } from '../compare-bars/compare-bars';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/data-table-types';
import { FOOTBALL_FINAL_PAGE } from '../fixtures/real-pages';
import { PullRefresh } from '../pull-refresh/pull-refresh';
import { Tabs } from '../tabs/tabs';
import { NARROW_360 } from './phones';

const page = FOOTBALL_FINAL_PAGE;
const TABS = [{ title: '赛况' }, { title: '技术统计' }];

/** Fewer is better for a side in these: cards, offsides. */
const FEWER_IS_BETTER = new Set(['黄牌', '红牌', '越位']);

const STATS: CompareRow[] = page.stats.map((stat) => ({
  key: String(stat.type),
  label: stat.label,
  home: stat.home,
  away: stat.away,
  ...(stat.label === '控球率' ? { homeText: `${stat.home}%`, awayText: `${stat.away}%` } : {}),
  ...(FEWER_IS_BETTER.has(stat.label) ? { better: 'lower' as const } : {}),
}));

const INCIDENT_COLUMNS: DataTableColumn<FootballIncident>[] = [
  { key: 'minute_text', title: '时间', width: 52, fixed: 'left' },
  { key: 'type_label', title: '事件', width: 72 },
  { key: 'text', title: '说明', width: 168, align: 'left', defaultValue: '-' },
  {
    key: 'score',
    title: '比分',
    width: 56,
    fixed: 'right',
    render: (row) => `${row.home_score}-${row.away_score}`,
  },
];

/** The match page of the final, composed from the page the server pushed at full time. */
function FootballFinal({
  onRefresh,
  initialTab,
}: {
  onRefresh: () => unknown;
  initialTab: number;
}) {
  const [tab, setTab] = useState(initialTab);
  return (
    <div className="kq-story-page">
      <header className="kq-story-score">
        <span className="kq-story-score__meta">
          {page.competition} · {page.status_label}
        </span>
        <div className="kq-story-score__line">
          <span>{page.home_team.name}</span>
          <strong>
            {page.home_team.score} : {page.away_team.score}
          </strong>
          <span>{page.away_team.name}</span>
        </div>
      </header>
      <Tabs items={TABS} active={tab} onChange={setTab} label="比赛详情" />
      <PullRefresh onRefresh={onRefresh}>
        <div className="kq-story-section kq-story-stack">
          {tab === 0 ? (
            <DataTable
              columns={INCIDENT_COLUMNS}
              data={page.incidents}
              rowKey="id"
              label="比赛事件"
            />
          ) : null}
          {tab === 1 ? (
            <CompareBars
              rows={STATS}
              homeName={page.home_team.name}
              awayName={page.away_team.name}
            />
          ) : null}
        </div>
      </PullRefresh>
    </div>
  );
}

/**
 * The 2018 World Cup final as the app shows it: the real page payload of the local server
 * (`src/fixtures/football-final-page.json`, checked against the contract), laid out with the ui
 * components.
 */
const meta = {
  title: '概览/足球比赛页 · 世界杯决赛',
  component: FootballFinal,
  args: { onRefresh: fn(), initialTab: 0 },
  argTypes: { initialTab: { control: { type: 'inline-radio' }, options: [0, 1] } },
} satisfies Meta<typeof FootballFinal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The events of the final, minute by minute, with the score after each. */
export const Incidents: Story = {};

/** The team statistics of the final, side by side. */
export const Statistics: Story = { args: { initialTab: 1 } };

/** The statistics on a 360 px phone. */
export const Statistics360: Story = { ...NARROW_360, args: { initialTab: 1 } };
