import { SkeletonBar } from '../match/skeleton';
import { ODDS_TEXT } from './odds-texts';

/** The odds page while its first push is on the way: tabs, the notice and four bookmakers' rows. */
export function OddsSkeleton() {
  return (
    <div className="odds-skeleton" role="status" aria-busy="true" aria-label={ODDS_TEXT.loading}>
      <SkeletonBar height={36} />
      <SkeletonBar height={34} />
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className="odds-skeleton__row">
          <SkeletonBar width={64} height={14} />
          <SkeletonBar height={14} />
          <SkeletonBar height={14} />
        </div>
      ))}
    </div>
  );
}
