import { FootballEvent } from '@kanqiu/core';
import type { FootballStat } from '@kanqiu/core/contract/football';
import { memo } from 'react';
import { FACTS_TEXT } from './facts-texts';

function share(home: number, away: number): number {
  const total = home + away;
  return total === 0 ? 0.5 : home / total;
}

/** One row of {@link StatRows}: both values and how they are written. */
export interface StatRow {
  key: string | number;
  label: string;
  home: number;
  away: number;
  homeText: string;
  awayText: string;
}

/**
 * Statistics as home/away pairs: the values at the sides, the label in the middle, and a bar split
 * in proportion underneath (the larger side in full colour).
 */
function StatRowsView({ rows }: { rows: readonly StatRow[] }) {
  return (
    <dl className="stats">
      {rows.map((stat) => {
        const homeShare = share(stat.home, stat.away);
        const lead =
          stat.home + stat.away === 0
            ? 'none'
            : stat.home === stat.away
              ? 'even'
              : stat.home > stat.away
                ? 'home'
                : 'away';
        return (
          <div className={`stats__row stats__row--${lead}`} key={stat.key} data-type={stat.key}>
            <dd className="stats__value stats__value--home">{stat.homeText}</dd>
            <dt className="stats__label">{stat.label}</dt>
            <dd className="stats__value stats__value--away">{stat.awayText}</dd>
            <div className="stats__bar" aria-hidden="true">
              <span
                className="stats__fill stats__fill--home"
                style={{ width: `${homeShare * 100}%` }}
              />
              <span
                className="stats__fill stats__fill--away"
                style={{ width: `${(1 - homeShare) * 100}%` }}
              />
            </div>
          </div>
        );
      })}
    </dl>
  );
}

/** {@link StatRowsView}, rendered again only when its props change. */
export const StatRows = memo(StatRowsView);

/** The scene's technical statistics (possession in percent). */
function StatBarsView({ stats }: { stats: readonly FootballStat[] }) {
  const rows = stats.map((stat) => {
    const unit = stat.type === FootballEvent.Possession ? FACTS_TEXT.possessionUnit : '';
    return {
      key: stat.type,
      label: stat.label,
      home: stat.home,
      away: stat.away,
      homeText: `${stat.home}${unit}`,
      awayText: `${stat.away}${unit}`,
    };
  });
  return <StatRowsView rows={rows} />;
}

/** {@link StatBarsView}, rendered again only when its props change. */
export const StatBars = memo(StatBarsView);
