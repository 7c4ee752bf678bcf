import { SkeletonBar } from '../../../match/shared/skeleton';
import { LINEUP_TEXT } from './lineup-texts';

const BENCH_ROWS = ['b0', 'b1', 'b2', 'b3', 'b4'];

/** The lineup page while it first loads: a pitch-shaped block and a bench, where they will be. */
export function LineupSkeleton() {
  return (
    <div className="lineup-stack" aria-busy="true" role="status" aria-label={LINEUP_TEXT.loading}>
      <div className="match-skeleton lineup-skeleton">
        <SkeletonBar width="28%" />
        <SkeletonBar className="lineup-skeleton__team" />
        <span className="lineup-skeleton__field" />
        <SkeletonBar className="lineup-skeleton__team" />
      </div>
      <div className="match-skeleton lineup-skeleton">
        <SkeletonBar width="22%" />
        {BENCH_ROWS.map((id, index) => (
          <span key={id} className="lineup-skeleton__bench">
            <SkeletonBar width={`${80 - index * 9}%`} />
            <SkeletonBar width={`${64 + index * 6}%`} />
          </span>
        ))}
      </div>
    </div>
  );
}
