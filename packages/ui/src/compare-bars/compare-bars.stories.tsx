import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '../empty-state/empty-state';
import { RequestFail } from '../request-fail/request-fail';
import { NARROW_360 } from '../showcase/phones';
import { CompareBars, type CompareRow } from './compare-bars';

/** Boston–Dallas, 2024 NBA Finals Game 5, final team box score (ESPN). */
const GAME_5: CompareRow[] = [
  {
    key: 'fg',
    label: '投篮',
    home: 42.7,
    away: 44.9,
    homeText: '38-89 42.7%',
    awayText: '35-78 44.9%',
  },
  {
    key: 'fg3',
    label: '三分',
    home: 33.3,
    away: 29.7,
    homeText: '13-39 33.3%',
    awayText: '11-37 29.7%',
  },
  { key: 'ft', label: '罚球', home: 85, away: 53.8, homeText: '17-20 85%', awayText: '7-13 53.8%' },
  { key: 'rebounds', label: '篮板', home: 51, away: 35 },
  { key: 'assists', label: '助攻', home: 25, away: 18 },
  { key: 'blocks', label: '盖帽', home: 2, away: 4 },
  { key: 'turnovers', label: '失误', home: 9, away: 13, better: 'lower' },
  { key: 'fouls', label: '犯规', home: 15, away: 20, better: 'lower' },
  { key: 'paint', label: '内线得分', home: 42, away: 42 },
];

const meta = {
  title: '数据/CompareBars 数据对比',
  component: CompareBars,
  args: { rows: GAME_5, homeName: '凯尔特人', awayName: '独行侠' },
  argTypes: { rows: { control: 'object' } },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof CompareBars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The final team statistics of a game: the better side of each row in full colour. */
export const Default: Story = {};

/** Before the tip-off every number is 0: even bars, nobody highlighted. */
export const AllZero: Story = {
  args: { rows: GAME_5.map((row) => ({ ...row, home: 0, away: 0, homeText: '0', awayText: '0' })) },
};

/** Loading placeholders. */
export const Loading: Story = { args: { loading: true, rows: [] } };

/** No statistics to show. */
export const Empty: Story = {
  args: { rows: [], empty: <EmptyState description="暂无技术统计" /> },
};

/** The request failed: the failure view in place of the rows. */
export const RequestFailed: Story = {
  args: { rows: [], empty: <RequestFail compact onReload={() => undefined} /> },
};

/** Long Chinese team names and labels are cut, never wrapped under the bar. */
export const LongText: Story = {
  args: {
    homeName: '波士顿凯尔特人队（东部联盟第一）',
    awayName: '达拉斯独行侠队（西部联盟第五）',
    rows: [{ key: 'long', label: '二次进攻得分与快攻得分合计', home: 24, away: 19 }, ...GAME_5],
  },
};

/** On a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360 };
