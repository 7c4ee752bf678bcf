import type { FootballMatchOverview, SuspendedPlayer } from '@kanqiu/core/contract/football';
import { GEN_TEXT } from './gen-texts';

function SideList({ team, players }: { team: string; players: readonly SuspendedPlayer[] }) {
  return (
    <div className="gen-bans__side">
      <h3 className="gen-bans__team">{team}</h3>
      {players.length === 0 ? (
        <p className="gen-bans__none">{GEN_TEXT.suspensionsNobody}</p>
      ) : (
        <ul className="gen-bans__list">
          {players.map((player) => (
            <li key={player.player_id} className="gen-ban" data-reason={player.reason}>
              <span className="gen-ban__name">{player.name}</span>
              <span className="gen-ban__reason">{player.reason_text}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Players of either side banned for this match by earlier cards, under the rule the server states
 * (docs/data.md); where the data has no cards, the page says so instead of guessing.
 */
export function Suspensions({ overview }: { overview: FootballMatchOverview }) {
  const { suspensions } = overview;
  if (!suspensions) return <p className="gen-empty">{GEN_TEXT.suspensionsNone}</p>;
  return (
    <div className="gen-bans">
      <SideList team={overview.home.team.name} players={suspensions.home} />
      <SideList team={overview.away.team.name} players={suspensions.away} />
      <p className="gen-note" data-testid="suspension-rule">
        {GEN_TEXT.ruleLabel}：{suspensions.rule}
      </p>
    </div>
  );
}
