import { PointsTable, type PointsTableRow, Segmented } from '@kanqiu/ui';
import { MatchCard } from '../shared/match-card';
import { MATCH_TEXT } from '../shared/match-texts';
import { footballTeamHref } from './football-links';
import './points-card.css';

/** Which view of a league table shows: all matches, home matches only, away matches only. */
export type PointsView = 'total' | 'home' | 'away';

const VIEWS: readonly PointsView[] = ['total', 'home', 'away'];

const teamCell = (row: PointsTableRow) => (
  <a href={footballTeamHref('detail', row.team.id)}>{row.team.name}</a>
);

/**
 * A football points table in a card: its title and the day it counts to, the home and away views
 * of a league (a switch above the table), and the team names as links to their pages.
 */
export function PointsCard({
  title,
  asOf,
  total,
  home,
  away,
  qualifying = 0,
  view,
  onViewChange,
  teamHref,
}: {
  title: string;
  asOf?: string;
  total: readonly PointsTableRow[];
  /** The home-only and away-only views; `null` (or empty) where the table has none. */
  home?: readonly PointsTableRow[] | null;
  away?: readonly PointsTableRow[] | null;
  qualifying?: number;
  view: PointsView;
  onViewChange: (view: PointsView) => void;
  /** Where a team's name links (default: its page, on the season being replayed). */
  teamHref?: (teamId: string) => string;
}) {
  const hasViews = Boolean(home && home.length > 0 && away && away.length > 0);
  const rows = hasViews && view === 'home' ? home : hasViews && view === 'away' ? away : total;
  return (
    <MatchCard
      title={title}
      aside={asOf ? MATCH_TEXT.asOf(asOf) : undefined}
      className="points-card"
    >
      {hasViews ? (
        <Segmented
          className="points-card__views"
          label={MATCH_TEXT.pointsViewsLabel}
          options={VIEWS.map((value) => ({ value, label: MATCH_TEXT.pointsViews[value] }))}
          value={view}
          onChange={onViewChange}
        />
      ) : null}
      <PointsTable
        rows={rows ?? total}
        label={hasViews ? `${title}（${MATCH_TEXT.pointsViews[view]}）` : title}
        renderTeam={
          teamHref ? (row) => <a href={teamHref(row.team.id)}>{row.team.name}</a> : teamCell
        }
        qualifying={view === 'total' ? qualifying : 0}
      />
    </MatchCard>
  );
}
