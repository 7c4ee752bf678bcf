import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import { BasketballStatus } from '@kanqiu/core/contract/match';
import { memo } from 'react';
import { samePageFields } from '../shared/same-page-fields';
import { TeamCrest } from '../shared/team-crest';
import { BASKETBALL_TEXT } from './basketball-texts';
import './quarter-scores.css';

/** Regulation periods: the table always shows four, then one column per overtime played. */
const REGULATION_PERIODS = 4;

type QuarterPage = Pick<BasketballMatchPage, 'status_id' | 'period' | 'home_team' | 'away_team'>;

/**
 * Points per period of both teams (overtimes after the 4th) and the total, the period in play
 * marked; a period not reached yet shows `-`.
 */
function QuarterScoresView({ page }: { page: QuarterPage }) {
  const { home_team: home, away_team: away } = page;
  const count = Math.max(REGULATION_PERIODS, home.periods.length, away.periods.length);
  const periods = Array.from({ length: count }, (_, index) => index + 1);
  const live =
    page.status_id === BasketballStatus.InPlay || page.status_id === BasketballStatus.Break
      ? page.period
      : 0;
  const row = (team: QuarterPage['home_team'], side: 'home' | 'away') => (
    <tr data-side={side}>
      <th scope="row" className="bb-quarters__team">
        <span className="bb-quarters__team-inner">
          <TeamCrest code={team.code} size={20} />
          <span className="bb-quarters__name">{team.name}</span>
        </span>
      </th>
      {periods.map((period) => (
        <td key={period} data-current={period === live || undefined}>
          {team.periods[period - 1] ?? '-'}
        </td>
      ))}
      <td className="bb-quarters__total">
        {page.status_id === BasketballStatus.NotStarted ? '-' : team.score}
      </td>
    </tr>
  );
  return (
    <div className="bb-quarters">
      <table
        className="bb-quarters__table"
        aria-label={BASKETBALL_TEXT.quartersLabel(home.name, away.name)}
      >
        <thead>
          <tr>
            <th scope="col" className="bb-quarters__team">
              {BASKETBALL_TEXT.team}
            </th>
            {periods.map((period) => (
              <th key={period} scope="col" data-current={period === live || undefined}>
                {BASKETBALL_TEXT.periodShort(period)}
              </th>
            ))}
            <th scope="col" className="bb-quarters__total">
              {BASKETBALL_TEXT.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {row(home, 'home')}
          {row(away, 'away')}
        </tbody>
      </table>
    </div>
  );
}

/** {@link QuarterScoresView}, drawn again only when a team's score or the period changed. */
export const QuarterScores = memo(
  QuarterScoresView,
  samePageFields<QuarterPage, { page: QuarterPage }>([
    'status_id',
    'period',
    'home_team',
    'away_team',
  ]),
);
