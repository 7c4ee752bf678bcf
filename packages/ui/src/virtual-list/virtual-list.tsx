import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import './virtual-list.css';

/** Pixels drawn beyond each edge of the window, so a fling shows rows, not blank space. */
export const VIRTUAL_OVERSCAN_PX = 600;

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  items: readonly T[];
  /** The height of an item in CSS pixels; fixed per item, the item is drawn at that height. */
  itemHeight: (item: T) => number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** @default VIRTUAL_OVERSCAN_PX */
  overscan?: number;
  className?: string;
}

/** The index of the first item whose bottom is below `y` (offsets ascending, one per item plus the end). */
function firstBelow(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((offsets[mid + 1] ?? 0) <= y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A long list in the page's own scroll that draws only the items near the window: the list keeps
 * the height of all of them, and each drawn item sits at its offset. Scrolling recomputes the range
 * at most once a frame and draws again only when the range changed, so hundreds of rows cost what
 * a screenful costs.
 */
export function VirtualList<T>({
  items,
  itemHeight,
  itemKey,
  renderItem,
  overscan = VIRTUAL_OVERSCAN_PX,
  className,
}: VirtualListProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const offsets = useMemo(() => {
    const all = [0];
    for (const item of items) all.push((all.at(-1) ?? 0) + itemHeight(item));
    return all;
  }, [items, itemHeight]);
  // `null` until the list has measured where it sits: it then draws the items that fill one window
  // from its top, which is at least what the window shows of it, without asking for a layout.
  const [range, setRange] = useState<readonly [number, number] | null>(null);

  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = box.current?.getBoundingClientRect().top ?? 0;
      const rows = (margin: number) =>
        [
          firstBelow(offsets, -top - margin),
          Math.min(firstBelow(offsets, -top + window.innerHeight + margin) + 1, items.length),
        ] as const;
      // Draws again only once the drawn rows no longer cover the window with half the margin to
      // spare, then with the whole margin: a fling re-renders every few hundred pixels, not every
      // row.
      const [needStart, needEnd] = rows(overscan / 2);
      setRange((now) => (now && now[0] <= needStart && now[1] >= needEnd ? now : rows(overscan)));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    // The first measure waits for the next frame, whose layout it then reads: measured here, it
    // would lay the page out once more inside the task that drew it (docs/performance.md, "The home
    // page's blocking time").
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [offsets, overscan, items.length]);

  const [first, end] = range ?? [0, firstBelow(offsets, window.innerHeight) + 1];
  const drawn: ReactNode[] = [];
  for (let index = first; index < Math.min(end, items.length); index++) {
    const item = items[index] as T;
    drawn.push(
      <div
        key={itemKey(item)}
        className="kq-virtual-list__item"
        style={{ transform: `translateY(${offsets[index]}px)`, height: itemHeight(item) }}
      >
        {renderItem(item)}
      </div>,
    );
  }
  return (
    <div
      ref={box}
      className={['kq-virtual-list', className].filter(Boolean).join(' ')}
      style={{ height: offsets.at(-1) }}
      data-count={items.length}
    >
      {drawn}
    </div>
  );
}
