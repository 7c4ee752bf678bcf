import type { BasketballPlayerBox, BasketballTeamTotals } from '@kanqiu/core/contract/basketball';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CompareBars, type CompareRow } from '../compare-bars/compare-bars';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/data-table-types';
import { NBA_FINALS_GAME_5_PAGE } from '../fixtures/real-pages';
import { PullRefresh } from '../pull-refresh/pull-refresh';
import { Tabs } from '../tabs/tabs';
import { NARROW_360 } from './phones';

const page = NBA_FINALS_GAME_5_PAGE;
const SIDES = ['home', 'away'] as const;
const TABS = [{ title: '技术统计' }, { title: '球队对比' }];

interface QuarterRow extends Record<string, unknown> {
  team: string;
  total: number;
  periods: readonly number[];
}

const QUARTERS: QuarterRow[] = SIDES.map((side) => ({
  team: page[`${side}_team`].name,
  total: page[`${side}_team`].score,
  periods: page[`${side}_team`].periods,
}));

const QUARTER_COLUMNS: DataTableColumn<QuarterRow>[] = [
  { key: 'team', title: '球队', width: 84, fixed: 'left', align: 'left' },
  ...[0, 1, 2, 3].map((quarter) => ({
    key: `q${quarter + 1}`,
    title: `第${quarter + 1}节`,
    width: 52,
    render: (row: QuarterRow) => row.periods[quarter] ?? '-',
  })),
  { key: 'total', title: '总分', width: 52, fixed: 'right' },
];

const BOX_COLUMNS: DataTableColumn<BasketballPlayerBox>[] = [
  {
    key: 'name',
    title: '球员',
    width: 104,
    fixed: 'left',
    align: 'left',
    render: (row) => (
      <span className="kq-story-player">
        <strong>{row.name}</strong>
        <small>{row.position_label}</small>
      </span>
    ),
  },
  { key: 'minutes', title: '时间', width: 44, sort: true },
  { key: 'points', title: '得分', width: 44, sort: true },
  { key: 'rebounds', title: '篮板', width: 44, sort: true },
  { key: 'assists', title: '助攻', width: 44, sort: true },
  {
    key: 'fg',
    title: '投篮',
    width: 56,
    render: (row) => `${row.fg_made}-${row.fg_attempted}`,
  },
  { key: 'plus_minus', title: '+/-', width: 44, sort: true },
];

const groupBy = (row: BasketballPlayerBox) =>
  row.starter ? { key: 'starters', title: '首发' } : { key: 'bench', title: '替补' };
const rowNote = (row: BasketballPlayerBox) =>
  row.did_not_play ? `未上场${row.dnp_reason ? ` · ${row.dnp_reason}` : ''}` : null;

const TEAM_STATS: ReadonlyArray<readonly [keyof BasketballTeamTotals, string]> = [
  ['fg_pct', '投篮命中率'],
  ['fg3_pct', '三分命中率'],
  ['ft_pct', '罚球命中率'],
  ['rebounds', '篮板'],
  ['assists', '助攻'],
  ['steals', '抢断'],
  ['blocks', '盖帽'],
  ['turnovers', '失误'],
  ['fouls', '犯规'],
  ['points_in_paint', '内线得分'],
  ['fast_break_points', '快攻得分'],
];

const TEAM_ROWS: CompareRow[] = TEAM_STATS.map(([key, label]) => {
  const home = page.totals.home[key] ?? 0;
  const away = page.totals.away[key] ?? 0;
  return {
    key,
    label,
    home,
    away,
    ...(key.endsWith('_pct') ? { homeText: `${home}%`, awayText: `${away}%` } : {}),
    ...(key === 'turnovers' || key === 'fouls' ? { better: 'lower' as const } : {}),
  };
});

/** The game page of Game 5, composed from the page the server pushed at the final buzzer. */
function NbaFinalsGame5(props: { onRefresh: () => unknown; initialTab: number; side: number }) {
  const [tab, setTab] = useState(props.initialTab);
  const [side, setSide] = useState(props.side);
  const team = SIDES[side] ?? 'home';
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
      <PullRefresh onRefresh={props.onRefresh}>
        <div className="kq-story-section kq-story-stack">
          <DataTable columns={QUARTER_COLUMNS} data={QUARTERS} stripe={false} label="每节比分" />
          {tab === 0 ? (
            <>
              <Tabs
                items={SIDES.map((key) => ({ title: page[`${key}_team`].name }))}
                active={side}
                onChange={setSide}
                label="球队"
              />
              <DataTable
                columns={BOX_COLUMNS}
                data={page.players[team]}
                rowKey="id"
                groupBy={groupBy}
                rowNote={rowNote}
                stripe={false}
                label={`${page[`${team}_team`].name} 技术统计`}
              />
            </>
          ) : (
            <CompareBars
              rows={TEAM_ROWS}
              homeName={page.home_team.name}
              awayName={page.away_team.name}
            />
          )}
        </div>
      </PullRefresh>
    </div>
  );
}

/**
 * Game 5 of the 2024 NBA Finals as the app shows it: the real page payload of the local server
 * (`src/fixtures/nba-finals-game5-page.json`, checked against the contract), laid out with the ui
 * components.
 */
const meta = {
  title: '概览/篮球比赛页 · 总决赛第5场',
  component: NbaFinalsGame5,
  args: { onRefresh: fn(), initialTab: 0, side: 0 },
  argTypes: {
    initialTab: { control: { type: 'inline-radio' }, options: [0, 1] },
    side: { control: { type: 'inline-radio' }, options: [0, 1] },
  },
} satisfies Meta<typeof NbaFinalsGame5>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Boston's box score: starters and bench, sortable, the player column fixed. */
export const BoxScore: Story = {};

/** Dallas's box score, with the player who did not play and why. */
export const AwayBoxScore: Story = { args: { side: 1 } };

/** The two teams compared. */
export const TeamComparison: Story = { args: { initialTab: 1 } };

/** The box score on a 360 px phone. */
export const BoxScore360: Story = { ...NARROW_360 };
