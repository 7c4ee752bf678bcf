import type { ReactNode } from 'react';
import type { TableData, TableRow } from './data-table-types';

/** The group a row belongs to: its identity and the title shown above the group. */
export interface RowGroup {
  key: string;
  title: ReactNode;
}

/** Rows of one group, in display order. */
export interface GroupedRows<Row extends TableData> {
  group: RowGroup;
  rows: TableRow<Row>[];
}

/**
 * `sorted` split into its groups. Groups keep the order in which they first appear in `data` (so a
 * sort never moves a group), and the rows inside a group keep the order of `sorted`: a sort
 * reorders each group on its own, and starters stay above the bench whatever the column.
 */
export function groupRows<Row extends TableData>(
  data: readonly Row[],
  sorted: readonly TableRow<Row>[],
  groupOf: (row: Row) => RowGroup,
): GroupedRows<Row>[] {
  const groups = new Map<string, GroupedRows<Row>>();
  for (const row of data) {
    const group = groupOf(row);
    if (!groups.has(group.key)) groups.set(group.key, { group, rows: [] });
  }
  for (const row of sorted) {
    groups.get(groupOf(row).key)?.rows.push(row);
  }
  return [...groups.values()].filter((entry) => entry.rows.length > 0);
}
