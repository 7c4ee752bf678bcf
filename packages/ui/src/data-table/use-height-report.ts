import {
  TABLE_HEIGHT_EMPTY,
  TABLE_HEIGHT_OFFSET_WITH_ROWS,
  TABLE_MEASURE_DELAY_MS,
} from '@kanqiu/core';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * The height a table reports (docs/behaviour.md §9): its measured height plus 18 px when it has rows, a fixed
 * 258 px when it is empty.
 */
export function reportedTableHeight(measured: number, rowCount: number): number {
  return rowCount > 0 ? measured + TABLE_HEIGHT_OFFSET_WITH_ROWS : TABLE_HEIGHT_EMPTY;
}

/**
 * Measures `ref` 100 ms after mount and after every change of the row count, and reports the
 * height; the delay lets fonts and fixed columns settle first.
 */
export function useHeightReport(
  ref: RefObject<HTMLElement | null>,
  rowCount: number,
  onHeight: ((height: number) => void) | undefined,
): void {
  const onHeightRef = useRef(onHeight);
  useEffect(() => {
    onHeightRef.current = onHeight;
  });
  useEffect(() => {
    if (!onHeightRef.current) return;
    const timer = setTimeout(() => {
      const measured = ref.current?.getBoundingClientRect().height ?? 0;
      onHeightRef.current?.(reportedTableHeight(Math.round(measured), rowCount));
    }, TABLE_MEASURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ref, rowCount]);
}
