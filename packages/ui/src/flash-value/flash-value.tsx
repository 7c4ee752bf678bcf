import { type ReactNode, useState } from 'react';
import './flash-value.css';

/** Props of {@link FlashValue}. */
export interface FlashValueProps {
  /** The value shown; each change (not the first render) flashes the box once. */
  value: unknown;
  /**
   * Tints the flash: `up` with the rise colour (red), `down` with the fall colour (green). By default
   * a number that grew flashes `up` and one that shrank `down`; other values flash neutral.
   */
  direction?: 'up' | 'down' | null;
  children: ReactNode;
  className?: string;
}

/**
 * A box that flashes briefly when its value changes, e.g. an odds cell on a live push. Only a
 * background overlay animates: the content keeps its place and size, so nothing around it moves.
 * With reduced motion there is no flash.
 */
export function FlashValue({ value, direction, children, className }: FlashValueProps) {
  // The previous value is state, compared during render: the React way to react to a changed prop.
  const [seen, setSeen] = useState<{ value: unknown; count: number; moved: 'up' | 'down' | null }>({
    value,
    count: 0,
    moved: null,
  });
  if (!Object.is(seen.value, value)) {
    const moved =
      typeof value === 'number' && typeof seen.value === 'number'
        ? value > seen.value
          ? 'up'
          : 'down'
        : null;
    setSeen({ value, count: seen.count + 1, moved });
  }
  const tone = direction === undefined ? seen.moved : direction;
  return (
    <span
      className={['kq-flash', className].filter(Boolean).join(' ')}
      data-flash-count={seen.count || undefined}
    >
      {seen.count > 0 ? (
        <span
          key={seen.count}
          className="kq-flash__pulse"
          data-direction={tone ?? undefined}
          aria-hidden="true"
        />
      ) : null}
      {children}
    </span>
  );
}
