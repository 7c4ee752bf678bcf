import type { CheerRanking } from '@kanqiu/core/contract/user';
import { DataTable, type DataTableColumn } from '@kanqiu/ui';
import { TeamCrest } from '../../../match/shared/team-crest';
import { ACTIVITY_TEXT } from '../activity-texts';

type TeamRow = {
  rank: number;
  team: string;
  code: string;
  sport: string;
  cheers: number;
};

type FanRow = { rank: number | null; fan: string; cheers: number; me: boolean };

const rankChip = (rank: number | null) => (
  <span className="ranking-rank" data-top={(rank !== null && rank <= 3) || undefined}>
    {rank ?? '-'}
  </span>
);

const TEAM_COLUMNS: DataTableColumn<TeamRow>[] = [
  {
    key: 'rank',
    title: ACTIVITY_TEXT.columns.rank,
    width: 56,
    sort: true,
    render: (row) => rankChip(row.rank),
  },
  {
    key: 'team',
    title: ACTIVITY_TEXT.columns.team,
    width: 150,
    align: 'left',
    render: (row) => (
      <span className="ranking-team">
        <TeamCrest code={row.code} size={22} />
        <span>{row.team}</span>
      </span>
    ),
  },
  { key: 'sport', title: ACTIVITY_TEXT.columns.sport, width: 56 },
  { key: 'cheers', title: ACTIVITY_TEXT.columns.cheers, width: 80, sort: true },
];

const FAN_COLUMNS: DataTableColumn<FanRow>[] = [
  {
    key: 'rank',
    title: ACTIVITY_TEXT.columns.rank,
    width: 56,
    sort: true,
    render: (row) => rankChip(row.rank),
  },
  {
    key: 'fan',
    title: ACTIVITY_TEXT.columns.fan,
    width: 180,
    align: 'left',
    render: (row) => (
      <span>
        {row.fan}
        {row.me ? <span className="ranking-me-tag">{ACTIVITY_TEXT.meTag}</span> : null}
      </span>
    ),
  },
  { key: 'cheers', title: ACTIVITY_TEXT.columns.cheers, width: 80, sort: true },
];

/** The teams of the ranking as a sortable table. */
export function TeamRankTable({ ranking }: { ranking: CheerRanking }) {
  const rows: TeamRow[] = ranking.teams.map((row) => ({
    rank: row.rank,
    team: row.team.name,
    code: row.team.code,
    sport: ACTIVITY_TEXT.sport[row.sport],
    cheers: row.cheers,
  }));
  return (
    <DataTable
      className="ranking-table"
      label={ACTIVITY_TEXT.rankingTabs[0].title}
      columns={TEAM_COLUMNS}
      data={rows}
      rowKey={(row) => row.code}
      empty={<p className="user-muted ranking-empty">{ACTIVITY_TEXT.teamsEmpty}</p>}
    />
  );
}

/** The fans of the ranking as a sortable table; the caller's row is marked. */
export function FanRankTable({ ranking }: { ranking: CheerRanking }) {
  const rows: FanRow[] = ranking.fans.map((row) => ({
    rank: row.rank,
    fan: row.name,
    cheers: row.cheers,
    me: row.is_me,
  }));
  return (
    <DataTable
      className="ranking-table"
      label={ACTIVITY_TEXT.rankingTabs[1].title}
      columns={FAN_COLUMNS}
      data={rows}
      rowKey={(row) => row.fan}
      empty={<p className="user-muted ranking-empty">{ACTIVITY_TEXT.fansEmpty}</p>}
    />
  );
}
