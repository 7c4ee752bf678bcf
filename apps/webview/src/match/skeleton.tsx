/** Grey placeholder bars in the shape of a page's content while it first loads. */
export function Skeleton({ rows = 6, label }: { rows?: number; label: string }) {
  const bars = Array.from({ length: rows }, (_, i) => ({
    id: `bar${i}`,
    width: 92 - ((i * 17) % 40),
  }));
  return (
    <div className="match-skeleton" aria-busy="true" role="status" aria-label={label}>
      {bars.map((bar) => (
        <span key={bar.id} className="match-skeleton__bar" style={{ width: `${bar.width}%` }} />
      ))}
    </div>
  );
}
