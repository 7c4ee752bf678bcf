import type { FootballMatchOverview } from '@kanqiu/core/contract/football';
import type { TeamRefData } from '@kanqiu/core/contract/match';
import { footballTeamHref } from '../../../match/football/football-links';
import { MATCH_TEXT } from '../../../match/shared/match-texts';
import { TeamCrest } from '../../../match/shared/team-crest';
import { GEN_TEXT } from './gen-texts';

function Team({ team, matchId }: { team: TeamRefData; matchId: string }) {
  return (
    <a
      className="match-header__team match-header__link"
      href={footballTeamHref('detail', team.id, matchId)}
    >
      <TeamCrest code={team.code} size={28} />
      <span className="match-header__name">{team.name}</span>
    </a>
  );
}

/**
 * The compact score header of a match the server does not replay (a result or fixture of the
 * history): both teams, the final score or VS, and the stage.
 */
export function OverviewHeader({ overview }: { overview: FootballMatchOverview }) {
  const { result } = overview;
  const home = overview.home.team;
  const away = overview.away.team;
  return (
    <section
      className="match-header match-header--compact"
      aria-label={`${home.name} ${result ? `${result.home_score}比${result.away_score}` : GEN_TEXT.vs} ${away.name}`}
    >
      <div className="match-header__row">
        <Team team={home} matchId={overview.match_id} />
        <div className="match-header__center">
          <div className="match-header__score" data-testid="match-score">
            {result ? (
              <>
                <span>{result.home_score}</span>
                <span className="match-header__dash">-</span>
                <span>{result.away_score}</span>
              </>
            ) : (
              <span className="match-header__vs">{GEN_TEXT.vs}</span>
            )}
          </div>
          {result?.penalty_score ? (
            <div className="match-header__shootout" data-testid="match-shootout">
              {MATCH_TEXT.shootout(result.penalty_score)}
            </div>
          ) : null}
          <div className="match-header__status" data-testid="match-status">
            {overview.stage}
          </div>
        </div>
        <Team team={away} matchId={overview.match_id} />
      </div>
    </section>
  );
}
