import type { BasketballSeriesStanding } from '@kanqiu/core/contract/basketball';
import type { TeamRefData } from '@kanqiu/core/contract/match';
import { TeamCrest } from '../shared/team-crest';
import { BASKETBALL_TEXT } from './basketball-texts';
import './series-standing.css';

/**
 * A playoff series as it stood before the game: the standing in words (`凯尔特人 3-1 领先`), both
 * sides' wins and the format.
 */
export function SeriesStanding({
  series,
  home,
  away,
}: {
  series: BasketballSeriesStanding;
  home: TeamRefData;
  away: TeamRefData;
}) {
  return (
    <div className="bb-series" data-testid="series-standing">
      <p className="bb-series__text">{series.text}</p>
      <div className="bb-series__score" aria-hidden="true">
        <span className="bb-series__team">
          <TeamCrest code={home.code} size={28} />
          {home.name}
        </span>
        <strong>
          {series.home_wins}
          <span className="bb-series__sep">:</span>
          {series.away_wins}
        </strong>
        <span className="bb-series__team bb-series__team--away">
          {away.name}
          <TeamCrest code={away.code} size={28} />
        </span>
      </div>
      <p className="bb-series__meta">
        {series.title} · {BASKETBALL_TEXT.bestOf(series.best_of)} ·{' '}
        {BASKETBALL_TEXT.seriesBefore(series.game_number)}
      </p>
    </div>
  );
}
