import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type BoxLine, CELTICS_GAME_5, CELTICS_GAME_5_TOTALS } from '../fixtures/box-score';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

const COLUMNS: DataTableColumn<BoxLine>[] = [
  { key: 'name', title: '球员', width: 96, fixed: 'left', align: 'left' },
  { key: 'minutes', title: '时间', width: 44, sort: true },
  { key: 'points', title: '得分', width: 44, sort: true },
  { key: 'rebounds', title: '篮板', width: 44, sort: true },
  { key: 'fg', title: '投篮', width: 56 },
];

const groupBy = (row: BoxLine) =>
  row.starter ? { key: 'starters', title: '首发' } : { key: 'bench', title: '替补' };
const rowNote = (row: BoxLine) => (row.dnp ? `未上场 · ${row.dnp}` : null);

function renderBox() {
  render(
    <DataTable
      columns={COLUMNS}
      data={CELTICS_GAME_5}
      groupBy={groupBy}
      rowNote={rowNote}
      footer={[CELTICS_GAME_5_TOTALS]}
      label="凯尔特人 技术统计"
    />,
  );
}

/** The player names of one group, top to bottom. */
function names(group: string): string[] {
  const body = document.querySelector(`tbody[data-group="${group}"]`) as HTMLElement;
  return within(body)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('DataTable groups, notes and summary rows', () => {
  it('shows each group under its title, in the order of the data', () => {
    renderBox();
    expect(screen.getByRole('rowheader', { name: '首发' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '替补' })).toBeInTheDocument();
    expect(names('starters')).toEqual(['塔图姆', '霍福德', '霍勒迪', '怀特', '布朗']);
  });

  it('sorts inside each group, and starters stay above the bench', async () => {
    renderBox();
    const points = within(screen.getByRole('columnheader', { name: /得分/ })).getByRole('button');
    await userEvent.click(points);
    await userEvent.click(points);
    expect(names('starters')).toEqual(['塔图姆', '布朗', '霍勒迪', '怀特', '霍福德']);
    expect(names('bench').slice(0, 3)).toEqual(['豪瑟', '波尔津吉斯', '普理查德']);
    const groups = [...document.querySelectorAll('tbody[data-group]')].map(
      (body) => (body as HTMLElement).dataset.group,
    );
    expect(groups).toEqual(['starters', 'bench']);
  });

  it('puts a note in place of the stats of a player who did not play', () => {
    renderBox();
    const row = screen.getByText('蒂尔曼').closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(2);
    expect(cells[1]).toHaveTextContent('未上场 · 教练决定');
    expect(cells[1]).toHaveAttribute('colspan', String(COLUMNS.length - 1));
  });

  it('shows the totals under the body and keeps them out of the sort', async () => {
    renderBox();
    const foot = document.querySelector('tfoot') as HTMLElement;
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['合计', '240', '106', '51', '38-89']);
    const minutes = within(screen.getByRole('columnheader', { name: /时间/ })).getByRole('button');
    await userEvent.click(minutes);
    expect(document.querySelector('tfoot tr:first-child td')?.textContent).toBe('合计');
  });
});
