import type { SortState, SortType, TableData, TableRow } from './data-table-types';

/**
 * The sort after a click on the header of `key` (docs/behaviour.md §4): a new column starts ascending, then the
 * same column goes descending, then unsorted. Only one column is sorted at a time.
 */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, order: 'asc' };
  if (current.order === 'asc') return { key, order: 'desc' };
  return null;
}

let collator: Intl.Collator | undefined;

/**
 * The order of text, made on the first comparison of text rather than when the module loads:
 * making it reads the Chinese collation data, 20–40 ms of a desktop's main thread, which a page
 * whose tables are never sorted by text does not need (docs/performance.md, "Tenth round of issue
 * 27").
 */
function textCollator(): Intl.Collator {
  collator ??= new Intl.Collator('zh-CN', { numeric: true });
  return collator;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function compareValues(a: unknown, b: unknown, type: 'number' | 'string' | undefined): number {
  if (type === 'number' || (type === undefined && typeof a === 'number' && typeof b === 'number')) {
    const x = Number(a);
    const y = Number(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
    return x - y;
  }
  return textCollator().compare(String(a), String(b));
}

/**
 * `rows` ordered by `sort`, or as given when `sort` is null. Empty values sort last in both
 * directions; equal values keep their order.
 */
export function sortRows<Row extends TableData>(
  rows: readonly TableRow<Row>[],
  sort: SortState | null,
  sortType?: SortType<Row>,
): TableRow<Row>[] {
  if (!sort) return [...rows];
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (typeof sortType === 'function') return direction * sortType(a, b);
    const x = a[sort.key];
    const y = b[sort.key];
    if (isEmpty(x) || isEmpty(y)) return isEmpty(x) ? (isEmpty(y) ? 0 : 1) : -1;
    return direction * compareValues(x, y, sortType);
  });
}
