import type { ReactNode } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import { pinStyle } from './data-table-head';
import { DataTableRow } from './data-table-row';
import type { DataTableColumn, TableData, TableRow } from './data-table-types';
import type { ColumnPin } from './fixed-offsets';
import type { GroupedRows } from './group-rows';

/** Rows of placeholders while the table loads. */
const SKELETON_ROWS = 6;

/** Props of the table body. */
export interface DataTableBodyProps<Row extends TableData> {
  columns: readonly DataTableColumn<Row>[];
  pins: readonly ColumnPin[];
  rows: readonly TableRow<Row>[];
  /** The rows split into titled groups, or `null` for one plain body. */
  groups: readonly GroupedRows<Row>[] | null;
  /** Selection keys by original position (`row.index - 1`). */
  keys: readonly (string | number)[];
  loading: boolean;
  empty: ReactNode;
  rowNote: ((row: Row) => ReactNode | null) | undefined;
  onToggle: (key: string | number) => void;
  onRowClick: ((row: TableRow<Row>) => void) | undefined;
}

/** The table body: rows (in titled groups when given), placeholders while loading, or the empty view. */
export function DataTableBody<Row extends TableData>({
  columns,
  pins,
  rows,
  groups,
  keys,
  loading,
  empty,
  rowNote,
  onToggle,
  onRowClick,
}: DataTableBodyProps<Row>) {
  if (loading) {
    return (
      <tbody>
        {Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <tr key={rowIndex} className="kq-table__row kq-table__row--skeleton">
            {columns.map((column, index) => (
              <td
                key={column.key}
                className="kq-table__td"
                data-pin={pins[index]?.side ?? undefined}
                data-pin-edge={pins[index]?.edge || undefined}
                style={pinStyle(pins[index], column.align)}
              >
                <span className="kq-table__skeleton kq-shimmer" />
              </td>
            ))}
          </tr>
        ))}
        <tr className="kq-visually-hidden">
          <td>{UI_TEXT.dataTable.loading}</td>
        </tr>
      </tbody>
    );
  }
  if (rows.length === 0) {
    return (
      <tbody>
        <tr>
          <td className="kq-table__empty" colSpan={columns.length}>
            <div className="kq-table__empty-inner">{empty}</div>
          </td>
        </tr>
      </tbody>
    );
  }
  const renderRow = (row: TableRow<Row>) => {
    const key = keys[row.index - 1] ?? row.index;
    return (
      <DataTableRow
        key={key}
        columns={columns}
        pins={pins}
        row={row}
        note={rowNote ? rowNote(row) : null}
        onToggle={() => onToggle(key)}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
      />
    );
  };
  if (!groups) return <tbody>{rows.map(renderRow)}</tbody>;
  return (
    <>
      {groups.map(({ group, rows: groupRows }) => (
        <tbody key={group.key} className="kq-table__group" data-group={group.key}>
          <tr className="kq-table__group-head">
            <th className="kq-table__group-cell" colSpan={columns.length} scope="rowgroup">
              <span className="kq-table__group-title">{group.title}</span>
            </th>
          </tr>
          {groupRows.map(renderRow)}
        </tbody>
      ))}
    </>
  );
}
