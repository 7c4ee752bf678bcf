import { type ReactNode, useState } from 'react';
import './flash-value.css';

/** Props of {@link FlashValue}. */
export interface FlashValueProps {
  /** The value shown; each change (not the first render) flashes the box once. */
  value: unknown;
  /** Tints the flash: `up` with the rise colour (red), `down` with the fall colour (green). */
  direction?: 'up' | 'down' | null;
  children: ReactNode;
  className?: string;
}

/**
 * A box that flashes briefly when its value changes, e.g. an odds cell on a live push. Only a
 * background overlay animates: the content keeps its place and size, so nothing around it moves.
 * With reduced motion there is no flash.
 */
export function FlashValue({ value, direction = null, children, className }: FlashValueProps) {
  // The previous value is state, compared during render: the React way to react to a changed prop.
  const [seen, setSeen] = useState({ value, count: 0 });
  if (!Object.is(seen.value, value)) setSeen({ value, count: seen.count + 1 });
  return (
    <span
      className={['kq-flash', className].filter(Boolean).join(' ')}
      data-flash-count={seen.count || undefined}
    >
      {seen.count > 0 ? (
        <span
          key={seen.count}
          className="kq-flash__pulse"
          data-direction={direction ?? undefined}
          aria-hidden="true"
        />
      ) : null}
      {children}
    </span>
  );
}
