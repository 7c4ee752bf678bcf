import type { ScorerList } from '@kanqiu/core/contract/football';
import { TEAM_TEXT } from './team-texts';

/** A team's scorers per competition season (where the data names scorers), most goals first. */
export function TopScorers({ lists }: { lists: readonly ScorerList[] }) {
  if (lists.length === 0) return <p className="fteam-empty">{TEAM_TEXT.scorersEmpty}</p>;
  return (
    <div className="fteam-scorers">
      {lists.map((list) => (
        <section
          key={`${list.competition.key}-${list.competition.season}`}
          className="fteam-scorers__list"
          aria-label={list.competition.name}
        >
          <h3 className="fteam-scorers__title">
            {list.competition.name}
            <small>{TEAM_TEXT.scorersSource[list.source]}</small>
          </h3>
          <ol className="fteam-scorers__rows">
            {list.scorers.map((scorer) => (
              <li key={scorer.player_id ?? scorer.name_en} className="fteam-scorer">
                <span className="fteam-scorer__rank">{scorer.rank}</span>
                <span className="fteam-scorer__name">{scorer.name}</span>
                <span className="fteam-scorer__goals">
                  {TEAM_TEXT.goals(scorer.goals, scorer.penalty_goals)}
                </span>
                {scorer.assists === null ? null : (
                  <span className="fteam-scorer__assists">{TEAM_TEXT.assists(scorer.assists)}</span>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
