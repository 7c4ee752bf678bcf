import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract/football';
import { ANALYSIS_TEXT } from '../texts/analysis-text';
import { logOddsText, type SideNames, sideName, xgText } from './shot-format';

const T = ANALYSIS_TEXT.shotMap;

/** Props of {@link ShotDetail}. */
export interface ShotDetailProps extends SideNames {
  shot?: FootballShot;
  ownGoal?: FootballOwnGoal;
  /** Where a player's name links to (the player page); plain text without it. */
  playerHref?: ((playerId: string) => string) | undefined;
}

/** A player's name, a link when the app gives one. */
function PlayerName({
  id,
  name,
  href,
}: {
  id: string;
  name: string;
  href: ((playerId: string) => string) | undefined;
}) {
  return href && id ? (
    <a className="kq-shot-map__player" href={href(id)}>
      <b>{name}</b>
    </a>
  ) : (
    <b>{name}</b>
  );
}

/** The sum of a shot's log-odds: the model's base and each factor's share. */
function totalLogOdds(shot: FootballShot): number {
  return shot.factors.reduce((sum, factor) => sum + factor.log_odds, shot.base_log_odds);
}

/**
 * What the tapped shot was: shooter, team, minute, how and with what it was struck, its xG, and
 * the factors behind that xG as shares of the log-odds that add up to it (a penalty has a fixed
 * rate instead).
 */
export function ShotDetail({ shot, ownGoal, homeName, awayName, playerHref }: ShotDetailProps) {
  const names = { homeName, awayName };
  if (ownGoal) {
    return (
      <div className="kq-shot-map__detail">
        <p className="kq-shot-map__detail-head">
          <PlayerName id={ownGoal.player_id} name={ownGoal.player_name} href={playerHref} />
          <span>{T.ownGoal}</span>
          <span className="kq-shot-map__detail-minute">{ownGoal.minute_text}</span>
        </p>
        <p className="kq-shot-map__detail-line">
          {T.ownGoalFor(sideName(ownGoal.side, names))} · {T.ownGoalNoXg}
        </p>
      </div>
    );
  }
  if (!shot) return null;
  const how = [T.kind[shot.kind], T.body[shot.body], shot.counter ? T.counter : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="kq-shot-map__detail">
      <p className="kq-shot-map__detail-head">
        <PlayerName id={shot.player_id} name={shot.player_name} href={playerHref} />
        <span>{sideName(shot.side, names)}</span>
        <span className="kq-shot-map__detail-minute">{shot.minute_text}</span>
      </p>
      <p className="kq-shot-map__detail-line">
        {how} · <b className="kq-shot-map__detail-outcome">{T.outcome[shot.outcome]}</b>
      </p>
      <p className="kq-shot-map__detail-xg">
        xG <b>{xgText(shot.xg)}</b>
      </p>
      {shot.factors.length === 0 ? (
        <p className="kq-shot-map__detail-line">{T.penaltyRate(xgText(shot.xg))}</p>
      ) : (
        <table className="kq-shot-map__factors">
          <caption>{T.factorsTitle}</caption>
          <tbody>
            <tr>
              <th scope="row">{T.base}</th>
              <td />
              <td>{logOddsText(shot.base_log_odds)}</td>
            </tr>
            {shot.factors.map((factor) => (
              <tr key={factor.key}>
                <th scope="row">{factor.label}</th>
                <td>{factor.value_text}</td>
                <td>{logOddsText(factor.log_odds)}</td>
              </tr>
            ))}
            <tr className="kq-shot-map__factors-sum">
              <th scope="row">{T.sum}</th>
              <td>{logOddsText(totalLogOdds(shot))}</td>
              <td>xG {xgText(shot.xg)}</td>
            </tr>
          </tbody>
        </table>
      )}
    </div>
  );
}
