import { SkeletonBar } from '../../../match/shared/skeleton';
import { DATA_TEXT } from './data-texts';

/**
 * Placeholders in the shape of the page while it first loads: the board (filters, a team summary
 * and match rows), the head-to-head card and a table, so nothing moves when the data arrives.
 */
export function DataSkeleton() {
  return (
    <div className="data-stack" role="status" aria-busy="true" aria-label={DATA_TEXT.loading}>
      <SkeletonBar width="42%" />
      <div className="match-skeleton">
        <div className="data-skeleton__head">
          <SkeletonBar width="30%" height={16} />
          <SkeletonBar width="34%" height={28} />
        </div>
        <SkeletonBar width="100%" height={32} />
        <span className="data-skeleton__block" />
        {['a', 'b', 'c', 'd'].map((id) => (
          <div key={id} className="data-skeleton__row">
            <SkeletonBar width="52px" />
            <SkeletonBar width="100%" height={24} />
            <SkeletonBar width="40px" height={22} />
          </div>
        ))}
      </div>
      <div className="match-skeleton">
        <SkeletonBar width="28%" height={16} />
        <SkeletonBar width="70%" />
        <SkeletonBar width="55%" />
      </div>
      <div className="match-skeleton">
        <SkeletonBar width="36%" height={16} />
        {['a', 'b', 'c', 'd', 'e'].map((id) => (
          <SkeletonBar key={id} width="100%" height={28} />
        ))}
      </div>
    </div>
  );
}

/** Holds the compact score header's place, in its shape, until the match is known. */
export function HeaderSkeleton() {
  return (
    <div className="data-header-slot" aria-hidden="true">
      <span className="data-header-slot__crest" />
      <SkeletonBar width="48px" />
      <SkeletonBar width="64px" height={22} />
      <SkeletonBar width="48px" />
      <span className="data-header-slot__crest" />
    </div>
  );
}
