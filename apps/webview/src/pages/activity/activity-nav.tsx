import { hashHref } from '../../routing/hash-location';
import { ACTIVITY_TEXT } from './activity-texts';

/** The activity pages, for the links between them. */
export const ACTIVITY_PATHS = {
  cheer: '/pages/activity/home/home',
  ranking: '/pages/activity/rankingList/rankingList',
  schedule: '/pages/activity/allSchedule/allSchedule',
  regulation: '/pages/activity/regulation/regulation',
} as const;

type ActivityPage = keyof typeof ACTIVITY_PATHS;

/**
 * Links between the activity pages (the cheer board needs a match, so it is reached from the
 * schedule). `query` carries the match on to the ranking.
 */
export function ActivityNav({ current, query = '' }: { current: ActivityPage; query?: string }) {
  const pages: ActivityPage[] = ['ranking', 'schedule', 'regulation'];
  return (
    <nav className="activity-nav" aria-label={ACTIVITY_TEXT.navLabel}>
      {pages.map((page) => (
        <a
          key={page}
          className="activity-nav__link"
          href={hashHref(`${ACTIVITY_PATHS[page]}${page === 'ranking' ? query : ''}`)}
          aria-current={page === current ? 'page' : undefined}
        >
          {ACTIVITY_TEXT.nav[page]}
        </a>
      ))}
    </nav>
  );
}
