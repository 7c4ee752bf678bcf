import { TABLE_PULL_THRESHOLD } from '@kanqiu/core';
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { usePullGesture } from '../gesture/use-pull-gesture';
import { UI_TEXT } from '../texts/ui-text';
import { DataTableBody } from './data-table-body';
import { DataTableHead } from './data-table-head';
import { DataTableRow } from './data-table-row';
import type { DataTableColumn, SortState, TableData, TableRow } from './data-table-types';
import { columnPins, DEFAULT_COLUMN_WIDTH, fixedSide } from './fixed-offsets';
import { groupRows, type RowGroup } from './group-rows';
import { nextSort, sortRows } from './sort-rows';
import { useHeightReport } from './use-height-report';
import { useRowSelection } from './use-row-selection';
import { useRowWindow, WINDOW_ROWS_ABOVE } from './use-row-window';
import './data-table.css';

/** Props of {@link DataTable}. */
export interface DataTableProps<Row extends TableData> {
  columns: readonly DataTableColumn<Row>[];
  data: readonly Row[];
  /** A row's identity for selection: a field name or a function. @default the row's 1-based index */
  rowKey?: (keyof Row & string) | ((row: Row, index: number) => string | number);
  /**
   * Largest height of the table; beyond it the body scrolls under a sticky header. With more than
   * 100 rows and no groups the table then renders only the rows in view (give `rowHeight`), so
   * thousands of rows sort, select and scroll without delay.
   */
  maxHeight?: number | string;
  /** Height of a body row in px, as the table's CSS draws it. @default 44 */
  rowHeight?: number;
  /** Shows placeholder rows while data loads. */
  loading?: boolean;
  /** Shown instead of rows when `data` is empty. @default an {@link EmptyState} */
  empty?: ReactNode;
  /** Alternating row shades. @default true */
  stripe?: boolean;
  /** The sort the table opens with. */
  defaultSort?: SortState | null;
  /** Called with the new sort after a header click; `null` is unsorted. */
  onSortChange?: (sort: SortState | null) => void;
  /** Called with the checked rows after every selection change. */
  onSelectionChange?: (rows: TableRow<Row>[]) => void;
  /** Called when a row is tapped. */
  onRowClick?: (row: TableRow<Row>) => void;
  /**
   * Called once per pull when the table, scrolled to its top, is pulled down past `pullThreshold`.
   * Without it the table does not react to pulls.
   */
  onPullRefresh?: () => void;
  /** Damped pull distance (px) that emits `onPullRefresh`. @default 45 (`TABLE_PULL_THRESHOLD`) */
  pullThreshold?: number;
  /**
   * Called 100 ms after mount and after the row count changes with the height to report to the host
   * (`deliverPageHeight`): measured + 18 with rows, 258 when empty.
   */
  onHeightChange?: (height: number) => void;
  /**
   * Splits the rows into titled groups (starters, bench), in the order the groups first appear in
   * `data`; a sort reorders the rows inside each group and never moves a row to another group.
   */
  groupBy?: (row: Row) => RowGroup;
  /** Summary rows under the body (a totals row): never sorted, selected or tapped. */
  footer?: readonly Row[];
  /**
   * A note that stands in for a row's unpinned cells (why a player did not play), shown next to its
   * left-pinned cells; `null` for a row with cells.
   */
  rowNote?: (row: Row) => ReactNode | null;
  /** Accessible name of the table. */
  label?: string;
  className?: string;
}

/** The height of a body row: the theme's touch target. */
const DEFAULT_ROW_HEIGHT = 44;

/** Left-fixed columns first, right-fixed last, the rest in between, each group in given order. */
function orderColumns<Row extends TableData>(columns: readonly DataTableColumn<Row>[]) {
  const side = (column: DataTableColumn<Row>) => fixedSide(column as DataTableColumn<TableData>);
  return [
    ...columns.filter((column) => side(column) === 'left'),
    ...columns.filter((column) => side(column) === null),
    ...columns.filter((column) => side(column) === 'right'),
  ];
}

/**
 * A data table (docs/behaviour.md §2–§4) for phones: fixed columns stay while the rest scrolls sideways, headers
 * sort one column at a time, rows can be selected, and a pull at the top emits a refresh.
 */
export function DataTable<Row extends TableData>({
  columns: givenColumns,
  data,
  rowKey,
  maxHeight,
  rowHeight = DEFAULT_ROW_HEIGHT,
  loading = false,
  empty,
  stripe = true,
  defaultSort = null,
  onSortChange,
  onSelectionChange,
  onRowClick,
  onPullRefresh,
  pullThreshold = TABLE_PULL_THRESHOLD,
  onHeightChange,
  groupBy,
  footer,
  rowNote,
  label,
  className,
}: DataTableProps<Row>) {
  const columns = useMemo(() => orderColumns(givenColumns), [givenColumns]);
  const pins = useMemo(() => columnPins(columns), [columns]);
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<SortState | null>(defaultSort);
  const [edges, setEdges] = useState({ left: false, right: false });

  const keys = useMemo(
    () =>
      data.map((row, index) =>
        typeof rowKey === 'function'
          ? rowKey(row, index + 1)
          : rowKey
            ? (row[rowKey] as string | number)
            : index + 1,
      ),
    [data, rowKey],
  );
  const emitSelection = useCallback(
    (checked: (string | number)[]) => {
      if (!onSelectionChange) return;
      const wanted = new Set(checked);
      onSelectionChange(
        data.flatMap((row, index) =>
          wanted.has(keys[index] as string | number)
            ? [{ ...row, index: index + 1, checked: true }]
            : [],
        ),
      );
    },
    [data, keys, onSelectionChange],
  );
  const selection = useRowSelection(keys, emitSelection);

  const rows = useMemo(() => {
    const decorated: TableRow<Row>[] = data.map((row, index) => ({
      ...row,
      index: index + 1,
      checked: selection.checked.has(keys[index] as string | number),
    }));
    const sortColumn = columns.find((column) => column.key === sort?.key);
    return sortRows(decorated, sort, sortColumn?.sortType);
  }, [data, keys, selection.checked, columns, sort]);
  const groups = useMemo(
    () => (groupBy ? groupRows(data, rows, groupBy) : null),
    [data, rows, groupBy],
  );

  const onSort = (key: string) => {
    const next = nextSort(sort, key);
    setSort(next);
    onSortChange?.(next);
  };

  const windowed =
    maxHeight !== undefined && !loading && groups === null && rows.length > WINDOW_ROWS_ABOVE;
  const { window: rowSlice, follow: followRows } = useRowWindow(
    scrollRef,
    rows.length,
    rowHeight,
    windowed,
  );

  const updateEdges = useCallback(() => {
    const node = scrollRef.current;
    if (!node) return;
    const left = node.scrollLeft > 0;
    const right = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setEdges((current) =>
      current.left === left && current.right === right ? current : { left, right },
    );
  }, []);
  /** What follows the scroll box: its edges' shadows and, for a long table, the rows in view. */
  const followBox = useCallback(() => {
    updateEdges();
    if (windowed) followRows();
  }, [updateEdges, windowed, followRows]);
  // Read when the scroll box or the table inside it changes size (and on a scroll), from one
  // ResizeObserver, which runs once layout is done: read after every render instead, the edges
  // forced the page's style and layout in the middle of its first render (docs/performance.md).
  useEffect(() => {
    const node = scrollRef.current;
    if (!node) return;
    if (typeof ResizeObserver === 'undefined') {
      updateEdges();
      return;
    }
    const observer = new ResizeObserver(followBox);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [followBox, updateEdges]);

  const [triggered, setTriggered] = useState(false);
  const triggeredRef = useRef(false);
  const gesture = usePullGesture(scrollRef, {
    threshold: pullThreshold,
    disabled: !onPullRefresh || loading,
    onMove: (distance) => {
      if (distance < pullThreshold || triggeredRef.current) return;
      triggeredRef.current = true;
      setTriggered(true);
      onPullRefresh?.();
    },
    onRelease: () => {
      triggeredRef.current = false;
      setTriggered(false);
    },
  });

  useHeightReport(rootRef, loading ? 0 : data.length, onHeightChange);

  const totalWidth = columns.reduce(
    (sum, column) => sum + (column.width ?? DEFAULT_COLUMN_WIDTH),
    0,
  );
  const scrollStyle: CSSProperties = maxHeight === undefined ? {} : { maxHeight };
  const trackStyle: CSSProperties | undefined =
    gesture.distance > 0 ? { transform: `translate3d(0, ${gesture.distance}px, 0)` } : undefined;

  return (
    <div
      ref={rootRef}
      className={['kq-table', stripe && 'kq-table--stripe', className].filter(Boolean).join(' ')}
      data-shadow-left={edges.left || undefined}
      data-shadow-right={edges.right || undefined}
      data-dragging={gesture.dragging || undefined}
    >
      {onPullRefresh ? (
        <div className="kq-table__pull" aria-hidden="true" style={{ height: pullThreshold }}>
          {triggered ? <span className="kq-spinner" /> : null}
          {triggered ? UI_TEXT.dataTable.refreshing : UI_TEXT.dataTable.pulling}
        </div>
      ) : null}
      <div className="kq-table__track" style={trackStyle}>
        <div ref={scrollRef} className="kq-table__scroll" style={scrollStyle} onScroll={followBox}>
          <table
            className="kq-table__table"
            style={{ width: totalWidth }}
            aria-label={label}
            aria-busy={loading || undefined}
            aria-rowcount={windowed ? rows.length + 1 : undefined}
          >
            <colgroup>
              {columns.map((column) => (
                <col key={column.key} style={{ width: column.width ?? DEFAULT_COLUMN_WIDTH }} />
              ))}
            </colgroup>
            <DataTableHead
              columns={columns}
              pins={pins}
              sort={sort}
              onSort={onSort}
              selection={selection}
            />
            <DataTableBody
              columns={columns}
              pins={pins}
              rows={rows}
              window={windowed ? rowSlice : null}
              groups={groups}
              keys={keys}
              loading={loading}
              empty={empty ?? <EmptyState />}
              rowNote={rowNote}
              onToggle={selection.toggle}
              onRowClick={onRowClick}
            />
            {footer && footer.length > 0 && !loading ? (
              <tfoot>
                {footer.map((row, index) => (
                  <DataTableRow
                    // biome-ignore lint/suspicious/noArrayIndexKey: summary rows are fixed positions
                    key={index}
                    columns={columns}
                    pins={pins}
                    row={{ ...row, index: index + 1, checked: false }}
                    note={null}
                    summary
                  />
                ))}
              </tfoot>
            ) : null}
          </table>
        </div>
      </div>
    </div>
  );
}
