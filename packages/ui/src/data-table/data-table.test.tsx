import {
  TABLE_HEIGHT_EMPTY,
  TABLE_HEIGHT_OFFSET_WITH_ROWS,
  TABLE_MEASURE_DELAY_MS,
  TABLE_PULL_THRESHOLD,
} from '@kanqiu/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP_C, type StandingRow } from '../fixtures/standings';
import { drag, touch } from '../test/touch';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

const COLUMNS: DataTableColumn<StandingRow>[] = [
  { key: 'check', type: 'selection', width: 44, fixed: 'left' },
  { key: 'rank', title: '排名', type: 'index', width: 48, fixed: 'left' },
  { key: 'team', title: '球队', width: 80, fixed: true },
  { key: 'goalDiff', title: '净胜', sort: true },
  { key: 'form', title: '近况', defaultValue: '暂无' },
  { key: 'points', title: '积分', width: 56, sort: true, fixed: 'right' },
];

const teams = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

const sortButton = (name: string) =>
  within(screen.getByRole('columnheader', { name: new RegExp(name) })).getByRole('button');

describe('DataTable', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders a header and one row per record, numbering rows from 1', () => {
    render(<DataTable columns={COLUMNS} data={GROUP_C} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(COLUMNS.length);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(teams()).toEqual(['法国', '丹麦', '秘鲁', '澳大利亚']);
  });

  it('shows the default value for empty cells', () => {
    render(<DataTable columns={COLUMNS} data={GROUP_C} />);
    const last = screen.getAllByRole('row')[4] as HTMLElement;
    expect(within(last).getByText('暂无')).toBeInTheDocument();
  });

  it('cycles a column unsorted → ascending → descending → unsorted', () => {
    const onSortChange = vi.fn();
    render(<DataTable columns={COLUMNS} data={GROUP_C} onSortChange={onSortChange} />);
    const header = () => screen.getByRole('columnheader', { name: /净胜/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(sortButton('净胜'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(teams()).toEqual(['澳大利亚', '秘鲁', '丹麦', '法国']);
    fireEvent.click(sortButton('净胜'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(teams()).toEqual(['法国', '丹麦', '秘鲁', '澳大利亚']);
    fireEvent.click(sortButton('净胜'));
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(teams()).toEqual(['法国', '丹麦', '秘鲁', '澳大利亚']);
    expect(onSortChange.mock.calls).toEqual([
      [{ key: 'goalDiff', order: 'asc' }],
      [{ key: 'goalDiff', order: 'desc' }],
      [null],
    ]);
  });

  it('sorts one column at a time', () => {
    render(<DataTable columns={COLUMNS} data={GROUP_C} />);
    fireEvent.click(sortButton('净胜'));
    fireEvent.click(sortButton('积分'));
    expect(screen.getByRole('columnheader', { name: /净胜/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /积分/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(teams()).toEqual(['澳大利亚', '秘鲁', '丹麦', '法国']);
  });

  it('toggles rows one by one and all at once, indeterminate in between', () => {
    const onSelectionChange = vi.fn();
    render(<DataTable columns={COLUMNS} data={GROUP_C} onSelectionChange={onSelectionChange} />);
    const all = screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第2行' }));
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
    expect(onSelectionChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ team: '丹麦', index: 2, checked: true }),
    ]);
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    expect(
      screen
        .getAllByRole('checkbox', { name: /选择第/ })
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    expect(onSelectionChange).toHaveBeenLastCalledWith(
      GROUP_C.map((row, i) => expect.objectContaining({ team: row.team, index: i + 1 })),
    );
    fireEvent.click(all);
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps the selection by row key and drops keys that leave the data', () => {
    const onSelectionChange = vi.fn();
    const { rerender } = render(
      <DataTable
        columns={COLUMNS}
        data={GROUP_C}
        rowKey="team"
        onSelectionChange={onSelectionChange}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第3行' }));
    // 法国 leaves; 秘鲁 stays checked though it is now the second row.
    rerender(
      <DataTable
        columns={COLUMNS}
        data={GROUP_C.slice(1)}
        rowKey="team"
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(screen.getByRole('checkbox', { name: '选择第1行' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择第2行' })).toBeChecked();
    expect((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).indeterminate).toBe(
      true,
    );
  });

  it('gives each row its checked flag', () => {
    const render2 = vi.fn(
      (row: { checked: boolean; team: unknown }) => `${row.team}${row.checked ? '✓' : ''}`,
    );
    render(
      <DataTable
        columns={[COLUMNS[0] as DataTableColumn<StandingRow>, { key: 'team', render: render2 }]}
        data={GROUP_C}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    expect(screen.getByText('法国✓')).toBeInTheDocument();
    expect(screen.getByText('丹麦')).toBeInTheDocument();
  });

  it('does not report a row click when a row checkbox is tapped', () => {
    const onRowClick = vi.fn();
    render(<DataTable columns={COLUMNS} data={GROUP_C} onRowClick={onRowClick} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('丹麦'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ team: '丹麦', index: 2 }));
  });

  it('pins fixed columns with sticky offsets, left columns first', () => {
    render(
      <DataTable
        columns={
          [
            COLUMNS[3],
            COLUMNS[5],
            COLUMNS[0],
            COLUMNS[1],
            COLUMNS[2],
          ] as DataTableColumn<StandingRow>[]
        }
        data={GROUP_C}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('data-pin'))).toEqual([
      'left',
      'left',
      'left',
      null,
      'right',
    ]);
    expect(headers.map((th) => th.style.left)).toEqual(['0px', '44px', '92px', '', '']);
    expect(headers[4]?.style.right).toBe('0px');
  });

  it('renders cell text as text, never as HTML', () => {
    render(
      <DataTable
        columns={[{ key: 'team', title: '球队' }]}
        data={[{ team: '<img src=x onerror=alert(1)>' }]}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('td img')).toBeNull();
  });

  it('shows the empty view without rows and placeholders while loading', () => {
    const { rerender, container } = render(<DataTable columns={COLUMNS} data={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(<DataTable columns={COLUMNS} data={[]} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.kq-table__skeleton').length).toBeGreaterThan(0);
  });

  it('reports its height plus 18, 100 ms after mount', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 390, height: 220 }),
    );
    const onHeightChange = vi.fn();
    render(<DataTable columns={COLUMNS} data={GROUP_C} onHeightChange={onHeightChange} />);
    act(() => {
      vi.advanceTimersByTime(TABLE_MEASURE_DELAY_MS - 1);
    });
    expect(onHeightChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onHeightChange).toHaveBeenCalledExactlyOnceWith(220 + TABLE_HEIGHT_OFFSET_WITH_ROWS);
  });

  it('reports 258 when empty', () => {
    vi.useFakeTimers();
    const onHeightChange = vi.fn();
    render(<DataTable columns={COLUMNS} data={[]} onHeightChange={onHeightChange} />);
    act(() => {
      vi.advanceTimersByTime(TABLE_MEASURE_DELAY_MS);
    });
    expect(onHeightChange).toHaveBeenCalledExactlyOnceWith(TABLE_HEIGHT_EMPTY);
  });

  it('emits pull-to-refresh once per pull past 45, only at the top', () => {
    const onPullRefresh = vi.fn();
    const { container } = render(
      <DataTable columns={COLUMNS} data={GROUP_C} onPullRefresh={onPullRefresh} />,
    );
    const scroller = container.querySelector('.kq-table__scroll') as HTMLElement;
    act(() => {
      drag(scroller, [100, 100], [100, 100 + TABLE_PULL_THRESHOLD / 2]);
      touch(scroller, 'touchend', 100, 100 + TABLE_PULL_THRESHOLD / 2);
    });
    expect(onPullRefresh).not.toHaveBeenCalled();
    act(() => {
      drag(scroller, [100, 100], [100, 300]);
      touch(scroller, 'touchmove', 100, 400);
      touch(scroller, 'touchmove', 100, 500);
    });
    expect(onPullRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('正在刷新…')).toBeInTheDocument();
    act(() => {
      touch(scroller, 'touchend', 100, 500);
      drag(scroller, [100, 100], [100, 300]);
      touch(scroller, 'touchend', 100, 300);
    });
    expect(onPullRefresh).toHaveBeenCalledTimes(2);
    document.documentElement.scrollTop = 200;
    act(() => {
      drag(scroller, [100, 100], [100, 300]);
      touch(scroller, 'touchend', 100, 300);
    });
    document.documentElement.scrollTop = 0;
    expect(onPullRefresh).toHaveBeenCalledTimes(2);
  });

  it('renders only the rows in view of thousands, and sorts all of them', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => ({
      ...GROUP_C[i % GROUP_C.length],
      team: `球队${i + 1}`,
      goalDiff: (i * 7919) % 5_000,
    })) as StandingRow[];
    render(<DataTable columns={COLUMNS} data={many} maxHeight={440} label="长表" />);
    const table = screen.getByRole('table', { name: '长表' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const shown = screen.getAllByRole('row').length - 1;
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(60);

    fireEvent.click(sortButton('净胜'));
    fireEvent.click(sortButton('净胜'));
    // Descending over all 5,000 rows: the largest goal difference of the data comes first.
    const first = screen.getAllByRole('row')[1];
    expect(first).toHaveAttribute('aria-rowindex', '2');
    expect(within(first as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('4999');
  });
});
