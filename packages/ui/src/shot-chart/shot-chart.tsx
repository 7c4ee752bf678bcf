import type { BasketballShot } from '@kanqiu/core/contract/basketball';
import { useId, useState } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { SideFilter } from '../side-filter/side-filter';
import { ANALYSIS_TEXT } from '../texts/analysis-text';
import { BasketballCourt, courtPoint } from './basketball-court';
import {
  chartPlayers,
  filterAttempts,
  type ShotChartTeam,
  shootingLine,
} from './shot-chart-filter';
import './shot-chart.css';

const T = ANALYSIS_TEXT.shotChart;
/** Size of a made shot's dot and half the arm of a miss's cross, feet. */
const MADE_RADIUS_FT = 0.75;
const MISS_ARM_FT = 0.6;
const PERCENT = 100;

/** Props of {@link ShotChart}. */
export interface ShotChartProps {
  /** The game's charted field-goal attempts so far. */
  shots: readonly BasketballShot[];
  homeName: string;
  awayName: string;
  /** Accessible name of the chart. @default '投篮分布图' */
  label?: string;
  className?: string;
}

function AttemptMark({ shot }: { shot: BasketballShot }) {
  const { x, y } = courtPoint(shot.x, shot.y);
  const side = shot.side === 1 ? 'home' : 'away';
  if (shot.made) {
    return (
      <circle
        className={`kq-shot-chart__made kq-shot-chart__mark--${side}`}
        cx={x}
        cy={y}
        r={MADE_RADIUS_FT}
      />
    );
  }
  return (
    <path
      className={`kq-shot-chart__missed kq-shot-chart__mark--${side}`}
      d={`M${x - MISS_ARM_FT} ${y - MISS_ARM_FT}L${x + MISS_ARM_FT} ${y + MISS_ARM_FT}M${x + MISS_ARM_FT} ${y - MISS_ARM_FT}L${x - MISS_ARM_FT} ${y + MISS_ARM_FT}`}
    />
  );
}

/**
 * A basketball shot chart for phones: every field-goal attempt on a half court where ESPN placed it,
 * both teams towards the one basket, made ones as filled dots and misses as crosses in the team's
 * colour; filters by team and by player, the shooting line of what is shown, and a table of the
 * attempts for screen readers. Free throws have no place and are not charted.
 */
export function ShotChart({
  shots,
  homeName,
  awayName,
  label = T.label,
  className,
}: ShotChartProps) {
  const [team, setTeam] = useState<ShotChartTeam>('both');
  const [playerId, setPlayerId] = useState('');
  const selectId = useId();
  const players = chartPlayers(shots, team);
  // A player of the other team is no longer offered once a team is chosen.
  const player = players.some((entry) => entry.id === playerId) ? playerId : '';
  const shown = filterAttempts(shots, team, player);
  const line = shootingLine(shown);
  const percent =
    line.attempts === 0 ? '0%' : `${((line.made / line.attempts) * PERCENT).toFixed(1)}%`;
  const summary = `${T.summary(line.made, line.attempts, percent)} · ${T.threes(line.threesMade, line.threes)}`;
  const teamName = (side: 1 | 2) => (side === 1 ? homeName : awayName);

  return (
    <section className={['kq-shot-chart', className].filter(Boolean).join(' ')} aria-label={label}>
      <div className="kq-shot-chart__filters">
        <SideFilter
          label={T.teamFilter}
          value={team}
          onChange={setTeam}
          bothLabel={T.bothTeams}
          homeName={homeName}
          awayName={awayName}
        />
        <label className="kq-shot-chart__player" htmlFor={selectId}>
          <span className="kq-visually-hidden">{T.player}</span>
          <select
            id={selectId}
            value={player}
            onChange={(event) => setPlayerId(event.target.value)}
            disabled={players.length === 0}
          >
            <option value="">{T.allPlayers}</option>
            {players.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shots.length === 0 ? (
        <div className="kq-shot-chart__empty">
          <EmptyState description={T.empty} />
        </div>
      ) : (
        <>
          <BasketballCourt label={`${label}：${summary}`}>
            <g className="kq-shot-chart__marks">
              {shown.map((shot) => (
                <AttemptMark key={shot.id} shot={shot} />
              ))}
            </g>
          </BasketballCourt>
          <div className="kq-shot-chart__foot">
            <span className="kq-shot-chart__summary">{summary}</span>
            <span className="kq-shot-chart__legend" aria-hidden="true">
              <span className="kq-shot-chart__key kq-shot-chart__key--made" />
              {T.made}
              <span className="kq-shot-chart__key kq-shot-chart__key--missed">×</span>
              {T.missed}
            </span>
          </div>
          {/* A table ignores a 1 px width: the hidden box is a block around it, which clips it. */}
          <div className="kq-visually-hidden">
            <table>
              <caption>{T.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.columns.time}</th>
                  <th scope="col">{T.columns.team}</th>
                  <th scope="col">{T.columns.player}</th>
                  <th scope="col">{T.columns.shot}</th>
                  <th scope="col">{T.columns.points}</th>
                  <th scope="col">{T.columns.result}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((shot) => (
                  <tr key={shot.id}>
                    <td>{`${T.period(shot.period)} ${shot.clock}`}</td>
                    <td>{teamName(shot.side)}</td>
                    <td>{shot.player_name}</td>
                    <td>{shot.label}</td>
                    <td>{shot.three ? T.three : T.two}</td>
                    <td>{shot.made ? T.made : T.missed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
