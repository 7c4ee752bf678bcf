import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import { BasketballStatus } from '@kanqiu/core/contract/match';
import { DataTable, Tabs } from '@kanqiu/ui';
import { useMemo, useState } from 'react';
import { BOX_COLUMNS } from './box-columns';
import { boxGroup, playerRow, totalsRow } from './box-rows';
import { STATISTICS_TEXT } from './statistics-texts';

const SIDES = ['home', 'away'] as const;

const rowKey = (row: { id: string }) => row.id;
const rowNote = (row: { note: string | null }) => row.note;

/**
 * One team's box score at a time (a tab per team): the player column fixed, starters and bench
 * under their titles, each stat sortable (the sort stays when the other team is picked), players
 * without minutes noted as such, the team's totals at the foot.
 */
export function BoxScore({ page }: { page: BasketballMatchPage }) {
  const [sideIndex, setSideIndex] = useState(0);
  const side = SIDES[sideIndex] ?? 'home';
  const team = side === 'home' ? page.home_team : page.away_team;
  const finished = page.status_id === BasketballStatus.Finished;
  const players = page.players[side];
  const rows = useMemo(
    () => players.map((player) => playerRow(player, finished)),
    [players, finished],
  );
  const footer = useMemo(() => [totalsRow(page.totals[side])], [page.totals, side]);
  return (
    <div className="bb-box" data-side={side}>
      <Tabs
        className="bb-box__tabs"
        label={STATISTICS_TEXT.teamTabs}
        items={[
          { key: 'home', title: page.home_team.name },
          { key: 'away', title: page.away_team.name },
        ]}
        active={sideIndex}
        onChange={setSideIndex}
      />
      <DataTable
        className="bb-box__table"
        columns={BOX_COLUMNS}
        data={rows}
        rowKey={rowKey}
        groupBy={boxGroup}
        rowNote={rowNote}
        footer={footer}
        stripe={false}
        label={STATISTICS_TEXT.tableLabel(team.name)}
      />
    </div>
  );
}
