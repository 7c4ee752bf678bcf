import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract/football';
import { ANALYSIS_TEXT } from '../texts/analysis-text';
import { type SideNames, sideName, xgText } from './shot-format';

const T = ANALYSIS_TEXT.shotMap;

/** Props of {@link ShotTable}. */
export interface ShotTableProps extends SideNames {
  shots: readonly FootballShot[];
  ownGoals: readonly FootballOwnGoal[];
}

/** The shots and own goals of a shot map as a table only screen readers see, in match order. */
export function ShotTable({ shots, ownGoals, homeName, awayName }: ShotTableProps) {
  const names = { homeName, awayName };
  const rows = [
    ...shots.map((shot) => ({
      id: shot.id,
      minute: shot.minute,
      cells: [
        shot.minute_text,
        sideName(shot.side, names),
        shot.player_name,
        T.kind[shot.kind],
        T.outcome[shot.outcome],
        xgText(shot.xg),
      ],
    })),
    ...ownGoals.map((goal) => ({
      id: goal.id,
      minute: goal.minute,
      cells: [
        goal.minute_text,
        sideName(goal.side, names),
        goal.player_name,
        T.ownGoal,
        T.ownGoalFor(sideName(goal.side, names)),
        '—',
      ],
    })),
  ].sort((a, b) => a.minute - b.minute);
  // A table ignores a 1 px width: the hidden box is a block around it, which clips it.
  return (
    <div className="kq-visually-hidden">
      <table>
        <caption>{T.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.columns.minute}</th>
            <th scope="col">{T.columns.team}</th>
            <th scope="col">{T.columns.player}</th>
            <th scope="col">{T.columns.kind}</th>
            <th scope="col">{T.columns.outcome}</th>
            <th scope="col">{T.columns.xg}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
