import type { BasketballLeader, BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import { FACTS_TEXT } from './facts-texts';

const CATEGORIES = ['points', 'rebounds', 'assists'] as const;

function Leader({ leader, side }: { leader: BasketballLeader | null; side: 'home' | 'away' }) {
  if (!leader)
    return (
      <span className={`bb-leader bb-leader--${side} bb-leader--none`}>{FACTS_TEXT.noLeader}</span>
    );
  return (
    <span className={`bb-leader bb-leader--${side}`} data-player-id={leader.player_id}>
      <strong className="bb-leader__value">{leader.value}</strong>
      <span className="bb-leader__name">{leader.name}</span>
    </span>
  );
}

/** Each team's leader in points, rebounds and assists so far, the category between them. */
export function TeamLeaders({ leaders }: { leaders: BasketballMatchPage['leaders'] }) {
  return (
    <dl className="bb-leaders">
      {CATEGORIES.map((category) => (
        <div key={category} className="bb-leaders__row" data-category={category}>
          <dt className="bb-leaders__category">{FACTS_TEXT.leaderCategories[category]}</dt>
          <dd className="bb-leaders__side">
            <Leader leader={leaders.home[category]} side="home" />
          </dd>
          <dd className="bb-leaders__side bb-leaders__side--away">
            <Leader leader={leaders.away[category]} side="away" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
