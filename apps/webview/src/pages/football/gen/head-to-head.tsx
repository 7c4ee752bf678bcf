import type { FootballMatchOverview } from '@kanqiu/core/contract/football';
import { ResultChip } from '@kanqiu/ui';
import { beijingDate } from '../../../match/shared/match-date';
import { GEN_TEXT } from './gen-texts';

/** The earlier meetings in the data, seen from the home side: totals, goals, and each meeting. */
export function HeadToHead({ overview }: { overview: FootballMatchOverview }) {
  const h2h = overview.head_to_head;
  const home = overview.home.team.name;
  const away = overview.away.team.name;
  if (h2h.matches.length === 0) return <p className="gen-empty">{GEN_TEXT.h2hEmpty}</p>;
  return (
    <div className="gen-h2h">
      <p className="gen-h2h__summary" data-testid="h2h-summary">
        <strong>{GEN_TEXT.h2hSummary(h2h.matches.length)}</strong>
        <span>{GEN_TEXT.h2hTotals(home, h2h.home_win, h2h.draw, away, h2h.away_win)}</span>
        <span>{GEN_TEXT.h2hGoals(h2h.home_goals, h2h.away_goals)}</span>
      </p>
      <ol className="gen-recents">
        {h2h.matches.map((match) => (
          <li key={match.match_id} className="gen-recent">
            <span className="gen-recent__date">{beijingDate(match.kickoff)}</span>
            <span className="gen-recent__opponent">
              {match.home_team.name} {match.home_score}-{match.away_score} {match.away_team.name}
              {match.penalty_score ? (
                <small> {GEN_TEXT.penaltyScore(match.penalty_score)}</small>
              ) : null}
            </span>
            <ResultChip result={match.result} />
          </li>
        ))}
      </ol>
    </div>
  );
}
