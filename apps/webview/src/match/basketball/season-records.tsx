import type { BasketballSeasonRecord, WinLoss } from '@kanqiu/core/contract/basketball';
import type { TeamRefData } from '@kanqiu/core/contract/match';
import { BASKETBALL_TEXT } from './basketball-texts';
import './season-records.css';

const T = BASKETBALL_TEXT.recordColumns;
const SPLITS = ['total', 'home', 'road', 'conference'] as const;

function Cell({ record, split }: { record: WinLoss | null; split: (typeof SPLITS)[number] }) {
  if (!record) {
    return (
      <td className="bb-records__c bb-records__cell--missing" data-split={split}>
        {BASKETBALL_TEXT.recordMissing}
      </td>
    );
  }
  return (
    <td className="bb-records__c bb-records__cell" data-split={split}>
      <strong>{record.summary}</strong>
      <small>{BASKETBALL_TEXT.winRate(record.win_rate)}</small>
    </td>
  );
}

/**
 * Regular-season records with their home, road and in-conference splits, a row per team. A split the
 * data lacks says so instead of being worked out from the others.
 */
export function SeasonRecords({
  rows,
}: {
  rows: readonly { team: TeamRefData; record: BasketballSeasonRecord }[];
}) {
  const missing = rows.some(({ record }) => !record.home || !record.road || !record.conference);
  return (
    <div className="bb-records">
      <table className="bb-records__table">
        <thead>
          <tr>
            <th scope="col" className="bb-records__c bb-records__c--head">
              {BASKETBALL_TEXT.team}
            </th>
            {SPLITS.map((split) => (
              <th key={split} scope="col" className="bb-records__c bb-records__c--head">
                {T[split]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ team, record }) => (
            <tr key={team.id} data-team={team.code}>
              <th scope="row" className="bb-records__c bb-records__c--team">
                {team.name}
              </th>
              {SPLITS.map((split) => (
                <Cell
                  key={split}
                  split={split}
                  record={split === 'total' ? record.total : record[split]}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {missing ? <p className="bb-records__note">{BASKETBALL_TEXT.recordMissingNote}</p> : null}
    </div>
  );
}
