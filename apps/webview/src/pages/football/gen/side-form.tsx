import type { OverviewSide } from '@kanqiu/core/contract/football';
import { FormChips } from '@kanqiu/ui';
import { footballTeamHref } from '../../../match/football/football-links';
import { RecentResultRow } from '../../../match/football/recent-result-row';
import { TeamCrest } from '../../../match/shared/team-crest';
import { GEN_TEXT } from './gen-texts';

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** One side before kick-off: its place in its table, its form chips and its last results. */
export function SideForm({ side, matchId }: { side: OverviewSide; matchId: string }) {
  const { team, position } = side;
  return (
    <div className="gen-side" data-team={team.id}>
      <div className="gen-side__head">
        <a className="gen-side__team" href={footballTeamHref('detail', team.id, matchId)}>
          <TeamCrest code={team.code} size={28} />
          <span>{team.name}</span>
        </a>
        <FormChips results={[...side.results].reverse()} empty={GEN_TEXT.formEmpty} />
      </div>
      <p className="gen-side__position" data-testid={`position-${team.id}`}>
        {position
          ? `${GEN_TEXT.position(position.title, position.rank, position.teams)} · ${GEN_TEXT.positionLine(position.played, position.points, signed(position.goal_diff))}`
          : GEN_TEXT.positionNone}
      </p>
      {side.recent.length > 0 ? (
        <ol className="recent-rows" aria-label={GEN_TEXT.recentLabel(team.name)}>
          {side.recent.map((match) => (
            <RecentResultRow key={match.match_id} match={match} teamId={team.id} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}
