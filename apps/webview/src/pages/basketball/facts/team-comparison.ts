import type { BasketballMatchPage, BasketballStatKey } from '@kanqiu/core/contract/basketball';
import type { CompareRow } from '@kanqiu/ui';
import { FACTS_TEXT } from './facts-texts';

const SHOTS = [
  { key: 'fg', made: 'fg_made', attempted: 'fg_attempted', pct: 'fg_pct' },
  { key: 'fg3', made: 'fg3_made', attempted: 'fg3_attempted', pct: 'fg3_pct' },
  { key: 'ft', made: 'ft_made', attempted: 'ft_attempted', pct: 'ft_pct' },
] as const;

/** The counts the shooting rows already show (made and attempted). */
const SHOT_KEYS: ReadonlySet<BasketballStatKey> = new Set(
  SHOTS.flatMap((shot) => [shot.made, shot.attempted]),
);

/** Fewer is better. */
const LOWER_IS_BETTER: ReadonlySet<BasketballStatKey> = new Set(['turnovers', 'fouls']);

/**
 * The rows of the team comparison: field goals, threes and free throws as made-attempted with the
 * percentage (the bar splits by percentage), then every other statistic of the page in its order
 * (points in the paint and fast-break points only once the page has them: after the final buzzer).
 */
export function teamComparison(page: Pick<BasketballMatchPage, 'totals' | 'stats'>): CompareRow[] {
  const { home, away } = page.totals;
  const shots: CompareRow[] = SHOTS.map((shot) => ({
    key: shot.key,
    label: FACTS_TEXT.shooting[shot.key],
    home: home[shot.pct] ?? 0,
    away: away[shot.pct] ?? 0,
    homeText: FACTS_TEXT.shot(home[shot.made], home[shot.attempted], home[shot.pct]),
    awayText: FACTS_TEXT.shot(away[shot.made], away[shot.attempted], away[shot.pct]),
  }));
  const counts: CompareRow[] = page.stats
    .filter((stat) => !SHOT_KEYS.has(stat.key))
    .map((stat) => ({
      key: stat.key,
      label: stat.label,
      home: stat.home,
      away: stat.away,
      better: LOWER_IS_BETTER.has(stat.key) ? 'lower' : 'higher',
    }));
  return [...shots, ...counts];
}
