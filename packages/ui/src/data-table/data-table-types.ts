import type { CSSProperties, ReactNode } from 'react';

/** A row of data: any record. */
export type TableData = Record<string, unknown>;

/** Sort direction of a column; `null` is unsorted. */
export type SortOrder = 'asc' | 'desc';

/** The table's sort: one column at a time, or none. */
export interface SortState {
  key: string;
  order: SortOrder;
}

/** What the table adds to every row (docs/behaviour.md §3): a 1-based index and a checked flag. */
export interface RowMeta {
  /** 1-based position of the row in `data` as given, before any sort. */
  index: number;
  /** Whether the row is selected. */
  checked: boolean;
}

/** A row as the table holds it: the data plus {@link RowMeta}. */
export type TableRow<Row extends TableData> = Row & RowMeta;

/** How a sortable column compares its values. */
export type SortType<Row extends TableData> =
  | 'number'
  | 'string'
  | ((a: TableRow<Row>, b: TableRow<Row>) => number);

/** A column of a {@link DataTable} (docs/behaviour.md §3). */
export interface DataTableColumn<Row extends TableData = TableData> {
  /** The row field this column shows; also the column's identity. */
  key: string;
  /** Header content. */
  title?: ReactNode;
  /** Width in px. Fixed columns need one to stack correctly. @default 88 */
  width?: number;
  /** Keeps the column in place while the rest scrolls sideways. `true` means `'left'`. */
  fixed?: boolean | 'left' | 'right';
  /** Lets a click on the header cycle unsorted → ascending → descending → unsorted. */
  sort?: boolean;
  /** How values compare when sorting. Numbers compare as numbers, other values as Chinese text. */
  sortType?: SortType<Row>;
  /** `selection` renders a checkbox per row and select-all in the header; `index` the row's index. */
  type?: 'selection' | 'index';
  /** Custom cell content. */
  render?: (row: TableRow<Row>) => ReactNode;
  /** Shown when the cell's value is `null`, `undefined` or `''`. @default '-' */
  defaultValue?: ReactNode;
  /** Extra style of the header cell. */
  headStyle?: CSSProperties;
  /** Extra style of every body cell. */
  bodyStyle?: CSSProperties;
  /** Text alignment of the column. @default 'center' */
  align?: 'left' | 'center' | 'right';
}
