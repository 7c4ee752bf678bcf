import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type BoxLine, CELTICS_GAME_5, CELTICS_GAME_5_TOTALS } from '../fixtures/box-score';
import { RequestFail } from '../request-fail/request-fail';
import { NARROW_360 } from '../showcase/phones';
import { blurActive } from '../test/blur-active';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

const COLUMNS: DataTableColumn<BoxLine>[] = [
  {
    key: 'name',
    title: '球员',
    width: 104,
    fixed: 'left',
    align: 'left',
    render: (row) => (
      <span className="kq-story-player">
        <strong>{row.name}</strong>
        <small>{row.position}</small>
      </span>
    ),
  },
  { key: 'minutes', title: '时间', width: 44, sort: true },
  { key: 'points', title: '得分', width: 44, sort: true },
  { key: 'rebounds', title: '篮板', width: 44, sort: true },
  { key: 'assists', title: '助攻', width: 44, sort: true },
  { key: 'fg', title: '投篮', width: 56 },
];

const groupBy = (row: BoxLine) =>
  row.starter ? { key: 'starters', title: '首发' } : { key: 'bench', title: '替补' };
const rowNote = (row: BoxLine) => (row.dnp ? `未上场 · ${row.dnp}` : null);

const meta = {
  title: '数据/DataTable 技术统计',
  component: DataTable<BoxLine>,
  args: {
    columns: COLUMNS,
    data: CELTICS_GAME_5,
    groupBy,
    rowNote,
    footer: [CELTICS_GAME_5_TOTALS],
    stripe: false,
    label: '凯尔特人 技术统计',
  },
  argTypes: { columns: { control: false }, data: { control: 'object' } },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof DataTable<BoxLine>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A box score: the player column fixed, starters and bench under their titles, the players who did
 * not play with a note in place of their numbers, and the totals row at the foot.
 */
export const Default: Story = {};

/** Sorted by points, descending: each group is sorted on its own, the totals stay at the foot. */
export const SortedWithinGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const points = canvas.getByRole('columnheader', { name: /得分/ });
    await userEvent.click(within(points).getByRole('button'));
    await userEvent.click(within(points).getByRole('button'));
    await expect(points).toHaveAttribute('aria-sort', 'descending');
    const starters = canvasElement.querySelector('tbody[data-group="starters"]') as HTMLElement;
    const first = within(starters).getAllByRole('row')[1] as HTMLElement;
    await expect(first).toHaveTextContent('塔图姆');
    const foot = canvasElement.querySelector('tfoot') as HTMLElement;
    await expect(foot).toHaveTextContent('合计');
    blurActive();
  },
};

/** On a 360 px phone the stats scroll sideways under the fixed player column. */
export const Narrow360: Story = { ...NARROW_360 };

/** Long Chinese names and notes stay on one line and are cut, never wrapped into the next row. */
export const LongText: Story = {
  args: {
    data: [
      { ...(CELTICS_GAME_5[0] as BoxLine), name: '贾森·塔图姆（总决赛最有价值球员候选）' },
      {
        ...(CELTICS_GAME_5[11] as BoxLine),
        dnp: '教练决定，赛前热身时身体不适，未能获得出场机会',
      },
    ],
  },
};

/** Loading placeholders; no totals row until there are numbers. */
export const Loading: Story = { args: { loading: true, data: [] } };

/** No players yet. */
export const Empty: Story = { args: { data: [], footer: [] } };

/** The request failed: the failure view in place of the rows. */
export const RequestFailed: Story = {
  args: { data: [], footer: [], empty: <RequestFail compact onReload={() => undefined} /> },
};
