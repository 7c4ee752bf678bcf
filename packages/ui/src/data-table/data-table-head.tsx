import type { CSSProperties } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import { TableCheck } from './data-table-check';
import type { DataTableColumn, SortState, TableData } from './data-table-types';
import type { ColumnPin } from './fixed-offsets';

/** Props of the header row. */
export interface DataTableHeadProps<Row extends TableData> {
  columns: readonly DataTableColumn<Row>[];
  pins: readonly ColumnPin[];
  sort: SortState | null;
  onSort: (key: string) => void;
  selection: { all: boolean; some: boolean; toggleAll: () => void };
}

/** The style that pins a cell: sticky on its side at its offset. */
export function pinStyle(
  pin: ColumnPin | undefined,
  align: CSSProperties['textAlign'] | undefined,
): CSSProperties {
  const style: CSSProperties = { textAlign: align ?? 'center' };
  if (pin?.side) style[pin.side] = pin.offset;
  return style;
}

/** The header row: titles, sort buttons and select-all. */
export function DataTableHead<Row extends TableData>({
  columns,
  pins,
  sort,
  onSort,
  selection,
}: DataTableHeadProps<Row>) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => {
          const pin = pins[index];
          const order = sort?.key === column.key ? sort.order : null;
          const ariaSort = column.sort
            ? order === 'asc'
              ? 'ascending'
              : order === 'desc'
                ? 'descending'
                : 'none'
            : undefined;
          return (
            <th
              key={column.key}
              scope="col"
              aria-sort={ariaSort}
              className="kq-table__th"
              data-pin={pin?.side ?? undefined}
              data-pin-edge={pin?.edge || undefined}
              style={{ ...pinStyle(pin, column.align), ...column.headStyle }}
            >
              {column.type === 'selection' ? (
                <TableCheck
                  checked={selection.all}
                  indeterminate={selection.some}
                  label={UI_TEXT.dataTable.selectAll}
                  onToggle={selection.toggleAll}
                />
              ) : column.sort ? (
                <button
                  type="button"
                  className="kq-table__sort"
                  data-order={order ?? undefined}
                  onClick={() => onSort(column.key)}
                >
                  <span>{column.title}</span>
                  <svg
                    className="kq-table__sort-icon"
                    viewBox="0 0 8 12"
                    width="8"
                    height="12"
                    aria-hidden="true"
                  >
                    <path className="kq-table__sort-up" d="M4 0.5 7.5 4.5h-7z" />
                    <path className="kq-table__sort-down" d="M4 11.5 0.5 7.5h7z" />
                  </svg>
                </button>
              ) : (
                column.title
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
