import type { ReactNode } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import { TableCheck } from './data-table-check';
import { pinStyle } from './data-table-head';
import type { DataTableColumn, TableData, TableRow } from './data-table-types';
import type { ColumnPin } from './fixed-offsets';

/** Rows of placeholders while the table loads. */
const SKELETON_ROWS = 6;

/** Props of the table body. */
export interface DataTableBodyProps<Row extends TableData> {
  columns: readonly DataTableColumn<Row>[];
  pins: readonly ColumnPin[];
  rows: readonly TableRow<Row>[];
  /** Selection keys by original position (`row.index - 1`). */
  keys: readonly (string | number)[];
  loading: boolean;
  empty: ReactNode;
  onToggle: (key: string | number) => void;
  onRowClick: ((row: TableRow<Row>) => void) | undefined;
}

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

/** The table body: rows, placeholders while loading, or the empty view. */
export function DataTableBody<Row extends TableData>({
  columns,
  pins,
  rows,
  keys,
  loading,
  empty,
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
  return (
    <tbody>
      {rows.map((row) => {
        const key = keys[row.index - 1] ?? row.index;
        return (
          <tr
            key={key}
            className="kq-table__row"
            data-checked={row.checked || undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            {columns.map((column, index) => (
              <td
                key={column.key}
                className="kq-table__td"
                data-pin={pins[index]?.side ?? undefined}
                data-pin-edge={pins[index]?.edge || undefined}
                data-type={column.type}
                style={{ ...pinStyle(pins[index], column.align), ...column.bodyStyle }}
              >
                {column.type === 'selection' ? (
                  <TableCheck
                    checked={row.checked}
                    label={UI_TEXT.dataTable.selectRow(row.index)}
                    onToggle={() => onToggle(key)}
                  />
                ) : (
                  cellContent(column, row)
                )}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}
