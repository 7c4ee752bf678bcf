import type { CompetitionRecord } from '@kanqiu/core/contract/football';
import { TEAM_TEXT } from './team-texts';

/** A team's results per competition season: played, won-drawn-lost, goals for and against. */
export function RecordsTable({
  records,
  team,
}: {
  records: readonly CompetitionRecord[];
  team: string;
}) {
  const T = TEAM_TEXT.columns;
  return (
    <table className="fteam-records" aria-label={TEAM_TEXT.recordsLabel(team)}>
      <thead>
        <tr>
          <th scope="col">{T.competition}</th>
          <th scope="col">{T.played}</th>
          <th scope="col">{T.record}</th>
          <th scope="col">{T.goals}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={`${record.competition.key}-${record.competition.season}`}>
            <th scope="row">{record.competition.name}</th>
            <td>{record.played}</td>
            <td>{TEAM_TEXT.record(record.win, record.draw, record.lose)}</td>
            <td>
              {record.goals_for}/{record.goals_against}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
