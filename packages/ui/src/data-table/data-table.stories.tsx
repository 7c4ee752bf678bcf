import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GROUP_C, LONG_TABLE, type StandingRow } from '../fixtures/standings';
import { RequestFail } from '../request-fail/request-fail';
import { NARROW_360 } from '../showcase/phones';
import { blurActive } from '../test/blur-active';
import { drag, touch } from '../test/touch';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

const COLUMNS: DataTableColumn<StandingRow>[] = [
  {
    key: 'rank',
    title: '排名',
    type: 'index',
    width: 48,
    fixed: 'left',
    render: (row) => (
      <span className="kq-story-rank" data-top={row.index <= 2 || undefined}>
        {row.index}
      </span>
    ),
  },
  { key: 'team', title: '球队', width: 84, fixed: 'left', align: 'left' },
  { key: 'played', title: '赛', width: 48, sort: true },
  { key: 'win', title: '胜', width: 48, sort: true },
  { key: 'draw', title: '平', width: 48, sort: true },
  { key: 'lose', title: '负', width: 48, sort: true },
  { key: 'goalsFor', title: '进球', width: 60, sort: true },
  { key: 'goalsAgainst', title: '失球', width: 60, sort: true },
  { key: 'goalDiff', title: '净胜', width: 60, sort: true },
  { key: 'form', title: '近况', width: 72, defaultValue: '暂无' },
  {
    key: 'points',
    title: '积分',
    width: 56,
    sort: true,
    fixed: 'right',
    bodyStyle: { color: 'var(--kq-color-primary)', fontWeight: 600 },
  },
];

const SELECTION: DataTableColumn<StandingRow> = {
  key: 'check',
  type: 'selection',
  width: 48,
  fixed: 'left',
};

const meta = {
  title: '数据/DataTable 数据表格',
  component: DataTable<StandingRow>,
  args: {
    columns: COLUMNS,
    data: GROUP_C,
    label: 'C组积分榜',
    onSortChange: fn(),
    onSelectionChange: fn(),
    onHeightChange: fn(),
  },
  argTypes: {
    maxHeight: { control: 'number' },
    columns: { control: false },
    data: { control: 'object' },
  },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof DataTable<StandingRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group table: rank and team fixed on the left, points on the right, the rest scrolls. */
export const Default: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onHeightChange).toHaveBeenCalled());
  },
};

/** Sorted by points, descending. */
export const Sorted: Story = { args: { defaultSort: { key: 'points', order: 'desc' } } };

/** Each click on a header: ascending, descending, unsorted; one column at a time. */
export const SortCycle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = () => canvas.getByRole('columnheader', { name: /净胜/ });
    const teams = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('td')[1]?.textContent);
    await userEvent.click(within(header()).getByRole('button'));
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await expect(teams()).toEqual(['澳大利亚', '秘鲁', '丹麦', '法国']);
    await userEvent.click(within(header()).getByRole('button'));
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await expect(teams()).toEqual(['法国', '丹麦', '秘鲁', '澳大利亚']);
    await userEvent.click(within(header()).getByRole('button'));
    await expect(header()).toHaveAttribute('aria-sort', 'none');
    await expect(teams()).toEqual(['法国', '丹麦', '秘鲁', '澳大利亚']);
    await userEvent.click(within(header()).getByRole('button'));
    const points = canvas.getByRole('columnheader', { name: /积分/ });
    await userEvent.click(within(points).getByRole('button'));
    await expect(points).toHaveAttribute('aria-sort', 'ascending');
    await expect(header()).toHaveAttribute('aria-sort', 'none');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'points', order: 'asc' });
    blurActive();
  },
};

/** Select-all checks every row; unchecking one leaves select-all indeterminate. */
export const Selection: Story = {
  args: { columns: [SELECTION, ...COLUMNS] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await userEvent.click(all);
    for (const box of canvas.getAllByRole('checkbox', { name: /选择第/ })) {
      await expect(box).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择第2行' }));
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ team: '法国', index: 1, checked: true }),
      expect.objectContaining({ team: '秘鲁', index: 3, checked: true }),
      expect.objectContaining({ team: '澳大利亚', index: 4, checked: true }),
    ]);
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    blurActive();
  },
};

/** Two rows selected. */
export const SelectedRows: Story = {
  args: { columns: [SELECTION, ...COLUMNS] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择第1行' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择第3行' }));
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toHaveProperty(
      'indeterminate',
      true,
    );
    blurActive();
  },
};

/** Scrolled sideways: the fixed columns stay and cast a shadow on what passes under them. */
export const ScrolledSideways: Story = {
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('.kq-table__scroll') as HTMLElement;
    const team = within(canvasElement).getByRole('cell', { name: '法国' });
    const table = canvasElement.querySelector('.kq-table');
    const before = team.getBoundingClientRect().left;
    // Wider than the phone: a shadow where more of it lies to the right, none on the left yet.
    await waitFor(() => expect(table).toHaveAttribute('data-shadow-right'));
    await expect(table).not.toHaveAttribute('data-shadow-left');
    scroller.scrollLeft = 120;
    await waitFor(() => expect(table).toHaveAttribute('data-shadow-left'));
    await expect(team.getBoundingClientRect().left).toBe(before);
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(table).not.toHaveAttribute('data-shadow-right'));
    scroller.scrollLeft = 120;
    await waitFor(() => expect(table).toHaveAttribute('data-shadow-right'));
  },
};

/** No rows: the empty view, and a reported height of 258. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onHeightChange).toHaveBeenCalledWith(258));
    // The empty view spans what the phone shows of the table, not the table's whole width.
    const scroller = canvasElement.querySelector('.kq-table__scroll') as HTMLElement;
    const inner = canvasElement.querySelector('.kq-table__empty-inner') as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(Math.abs(inner.getBoundingClientRect().width - scroller.clientWidth)).toBeLessThan(
      1,
    );
  },
};

/** Loading placeholders. */
export const Loading: Story = { args: { loading: true, data: [] } };

/** The request failed: the failure view in place of rows. */
export const RequestFailed: Story = {
  args: { data: [], empty: <RequestFail compact onReload={fn()} /> },
};

/** 32 rows under a sticky header in a 480 px box. */
export const LongList: Story = {
  args: { data: LONG_TABLE, maxHeight: 480, label: '小组赛总积分' },
};

const THOUSANDS: StandingRow[] = Array.from({ length: 5_000 }, (_, i) => {
  const base = LONG_TABLE[i % LONG_TABLE.length] as StandingRow;
  return { ...base, team: `${base.team}·${Math.floor(i / LONG_TABLE.length) + 1}` };
});

/** 5,000 rows in a 480 px box: only the rows in view are rendered, so sorting stays instant. */
export const Thousands: Story = {
  args: { data: THOUSANDS, maxHeight: 480, label: '五千行' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '五千行' })).toHaveAttribute(
      'aria-rowcount',
      '5001',
    );
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    // The rows follow the box: scrolled down, the rows there are drawn; made taller, more of them.
    const scroller = canvasElement.querySelector('.kq-table__scroll') as HTMLElement;
    const lastIndex = () =>
      Math.max(
        ...canvas.getAllByRole('row').map((row) => Number(row.getAttribute('aria-rowindex'))),
      );
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expect(lastIndex()).toBeGreaterThan(2_500));
    const shownBefore = canvas.getAllByRole('row').length;
    scroller.style.maxHeight = '960px';
    await waitFor(() =>
      expect(canvas.getAllByRole('row').length).toBeGreaterThan(shownBefore + 10),
    );
    scroller.style.maxHeight = '480px';
    scroller.scrollTop = 0;
    await waitFor(() => expect(lastIndex()).toBeLessThan(60));
    const header = canvas.getByRole('columnheader', { name: /积分/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    blurActive();
  },
};

/** Pulled at the top past 45 px: refresh is emitted once for the pull. */
export const PullToRefresh: Story = {
  args: { onPullRefresh: fn() },
  play: async ({ canvasElement, args }) => {
    const scroller = canvasElement.querySelector('.kq-table__scroll') as HTMLElement;
    drag(scroller, [200, 100], [200, 300], 12);
    await waitFor(() => expect(args.onPullRefresh).toHaveBeenCalledTimes(1));
    touch(scroller, 'touchmove', 200, 340);
    touch(scroller, 'touchend', 200, 340);
    await expect(args.onPullRefresh).toHaveBeenCalledTimes(1);
    drag(scroller, [200, 100], [200, 300], 12);
    await waitFor(() => expect(args.onPullRefresh).toHaveBeenCalledTimes(2));
  },
};

/** Long Chinese team names are cut in their fixed column; the numbers stay aligned. */
export const LongText: Story = {
  args: {
    data: GROUP_C.map((row, index) =>
      index === 0 ? { ...row, team: '法兰西共和国国家男子足球队' } : row,
    ),
  },
};

/** On a 360 px phone the middle columns scroll under the fixed rank, team and points. */
export const Narrow360: Story = { ...NARROW_360 };
