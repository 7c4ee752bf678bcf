import { pageHref } from '../../routing/navigation';
import { ACTIVITY_TEXT } from './activity-texts';

/** The activity pages, by the route each opens. */
const ACTIVITY_ROUTES = {
  cheer: 'activityCheer',
  ranking: 'activityRanking',
  schedule: 'activitySchedule',
  regulation: 'activityRegulation',
} as const;

type ActivityPage = keyof typeof ACTIVITY_ROUTES;

/**
 * Links between the activity pages (the cheer board needs a match, so it is reached from the
 * schedule). `matchId` is carried on to the ranking.
 */
export function ActivityNav({
  current,
  matchId = null,
}: {
  current: ActivityPage;
  matchId?: string | null;
}) {
  const pages: ActivityPage[] = ['ranking', 'schedule', 'regulation'];
  return (
    <nav className="activity-nav" aria-label={ACTIVITY_TEXT.navLabel}>
      {pages.map((page) => (
        <a
          key={page}
          className="activity-nav__link"
          href={
            page === 'ranking'
              ? pageHref('activityRanking', { match_id: matchId })
              : pageHref(ACTIVITY_ROUTES[page])
          }
          aria-current={page === current ? 'page' : undefined}
        >
          {ACTIVITY_TEXT.nav[page]}
        </a>
      ))}
    </nav>
  );
}
