import type { CSSProperties } from 'react';

/** One grey placeholder bar; give it the size of what it stands for. */
export function SkeletonBar({
  width,
  height,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return (
    <span
      className={['match-skeleton__bar', 'kq-shimmer', className].filter(Boolean).join(' ')}
      style={width === undefined && height === undefined ? undefined : { width, height }}
    />
  );
}

/** Grey placeholder bars in the shape of a page's content while it first loads. */
export function Skeleton({ rows = 6, label }: { rows?: number; label: string }) {
  const bars = Array.from({ length: rows }, (_, i) => ({
    id: `bar${i}`,
    width: 92 - ((i * 17) % 40),
  }));
  return (
    <div className="match-skeleton" aria-busy="true" role="status" aria-label={label}>
      {bars.map((bar) => (
        <SkeletonBar key={bar.id} width={`${bar.width}%`} />
      ))}
    </div>
  );
}
