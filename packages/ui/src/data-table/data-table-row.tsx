import type { ReactNode } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import { TableCheck } from './data-table-check';
import { pinStyle } from './data-table-head';
import type { DataTableColumn, TableData, TableRow } from './data-table-types';
import { type ColumnPin, DEFAULT_COLUMN_WIDTH } from './fixed-offsets';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The content of one cell; values are rendered as text, never as HTML. */
function cellContent<Row extends TableData>(
  column: DataTableColumn<Row>,
  row: TableRow<Row>,
): ReactNode {
  if (column.render) return column.render(row);
  const value = column.type === 'index' ? row.index : row[column.key];
  if (isEmpty(value)) return column.defaultValue ?? '-';
  return typeof value === 'number' ? value : String(value);
}

/** Props of one body or footer row. */
export interface DataTableRowProps<Row extends TableData> {
  columns: readonly DataTableColumn<Row>[];
  pins: readonly ColumnPin[];
  row: TableRow<Row>;
  /** Stands in for the cells of the unpinned and right-pinned columns when not `null`. */
  note: ReactNode | null;
  /** A summary row: no checkbox, no tap. */
  summary?: boolean;
  onToggle?: () => void;
  onClick?: () => void;
}

/** One row: a cell per column, or the left-pinned cells and a note across the rest. */
export function DataTableRow<Row extends TableData>({
  columns,
  pins,
  row,
  note,
  summary = false,
  onToggle,
  onClick,
}: DataTableRowProps<Row>) {
  const noted = note !== null && note !== undefined;
  // Left-pinned columns come first (the table orders them so), so their indices match `pins`.
  const shown = noted ? columns.filter((_, index) => pins[index]?.side === 'left') : columns;
  const leftWidth = shown.reduce((sum, column) => sum + (column.width ?? DEFAULT_COLUMN_WIDTH), 0);
  return (
    <tr
      className={summary ? 'kq-table__row kq-table__row--summary' : 'kq-table__row'}
      data-checked={row.checked || undefined}
      data-noted={noted || undefined}
      onClick={onClick}
    >
      {shown.map((column, index) => (
        <td
          key={column.key}
          className="kq-table__td"
          data-pin={pins[index]?.side ?? undefined}
          data-pin-edge={pins[index]?.edge || undefined}
          data-type={column.type}
          style={{ ...pinStyle(pins[index], column.align), ...column.bodyStyle }}
        >
          {column.type === 'selection' ? (
            summary ? null : (
              <TableCheck
                checked={row.checked}
                label={UI_TEXT.dataTable.selectRow(row.index)}
                onToggle={() => onToggle?.()}
              />
            )
          ) : (
            cellContent(column, row)
          )}
        </td>
      ))}
      {noted ? (
        <td className="kq-table__note" colSpan={columns.length - shown.length}>
          <span className="kq-table__note-text" style={{ left: leftWidth }}>
            {note}
          </span>
        </td>
      ) : null}
    </tr>
  );
}
