import type { DataTableColumn, TableData } from './data-table-types';

/** Width (px) of a column that names none. */
export const DEFAULT_COLUMN_WIDTH = 88;

/** Where a column sticks while the table scrolls sideways. */
export interface ColumnPin {
  side: 'left' | 'right' | null;
  /** Offset (px) from its side: the widths of the fixed columns before it on that side. */
  offset: number;
  /** The innermost fixed column of its side, which draws the edge shadow. */
  edge: boolean;
}

/** Normalises `fixed` to a side. */
export function fixedSide(column: DataTableColumn<TableData>): 'left' | 'right' | null {
  if (column.fixed === true || column.fixed === 'left') return 'left';
  if (column.fixed === 'right') return 'right';
  return null;
}

/**
 * The sticky position of every column. Left-fixed columns are pinned in order from the left edge,
 * right-fixed ones from the right edge, each offset by the widths of the fixed columns outside it.
 */
export function columnPins<Row extends TableData>(
  columns: readonly DataTableColumn<Row>[],
): ColumnPin[] {
  const width = (column: DataTableColumn<Row>) => column.width ?? DEFAULT_COLUMN_WIDTH;
  const sides = columns.map((column) => fixedSide(column as DataTableColumn<TableData>));
  const pins: ColumnPin[] = sides.map(() => ({ side: null, offset: 0, edge: false }));
  let left = 0;
  let lastLeft = -1;
  columns.forEach((column, index) => {
    if (sides[index] !== 'left') return;
    pins[index] = { side: 'left', offset: left, edge: false };
    left += width(column);
    lastLeft = index;
  });
  let right = 0;
  let firstRight = -1;
  for (let index = columns.length - 1; index >= 0; index -= 1) {
    const column = columns[index];
    if (!column || sides[index] !== 'right') continue;
    pins[index] = { side: 'right', offset: right, edge: false };
    right += width(column);
    firstRight = index;
  }
  if (lastLeft >= 0) pins[lastLeft] = { ...(pins[lastLeft] as ColumnPin), edge: true };
  if (firstRight >= 0) pins[firstRight] = { ...(pins[firstRight] as ColumnPin), edge: true };
  return pins;
}
