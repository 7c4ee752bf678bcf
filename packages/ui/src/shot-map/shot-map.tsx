import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract/football';
import { useCallback, useMemo, useState } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { Segmented } from '../match-data-board/segmented';
import { Pitch } from '../pitch/pitch';
import { SideFilter } from '../side-filter/side-filter';
import { ANALYSIS_TEXT } from '../texts/analysis-text';
import { ShotDetail } from './shot-detail';
import {
  filterOwnGoals,
  filterShots,
  hasExtraTime,
  type ShotHalfFilter,
  type ShotTeamFilter,
} from './shot-filters';
import { ownGoalLabel, shotLabel, xgText } from './shot-format';
import { OwnGoalMark, ShotMark } from './shot-mark';
import { ShotTable } from './shot-table';
import './shot-map.css';

const T = ANALYSIS_TEXT.shotMap;

/** Props of {@link ShotMap}. */
export interface ShotMapProps {
  /** The match's shots so far, in match order. */
  shots: readonly FootballShot[];
  /** Own goals so far; each is drawn for the side it counted for. */
  ownGoals?: readonly FootballOwnGoal[];
  homeName: string;
  awayName: string;
  /** Accessible name of the map. @default '射门分布图' */
  label?: string;
  /** The shot (or own goal) shown as selected at first, by id. */
  defaultSelectedId?: string;
  /** Where a shooter's name in the tapped shot's details links to (the app's player page). */
  playerHref?: (playerId: string) => string;
  className?: string;
}

/**
 * A football shot map for phones: every shot on a pitch where it was struck, its area following
 * its xG (docs/models.md §9), goals filled and ringed, penalties square, own goals as diamonds in
 * the net they went into. Filters by team and by half; tapping a shot shows the shooter, minute, xG
 * and the factors behind the xG. A hidden table lists the shots for screen readers.
 *
 * Each team attacks its own end — home to the right, away to the left — so with both teams shown
 * the two sets of shots never overlap, and a team's shots read the same whichever half they came
 * in (the data already turns every shot towards the goal its team attacked).
 *
 * Shots are memoised: a push that adds one shot renders only the new mark.
 */
export function ShotMap({
  shots,
  ownGoals = [],
  homeName,
  awayName,
  label = T.label,
  defaultSelectedId,
  playerHref,
  className,
}: ShotMapProps) {
  const [team, setTeam] = useState<ShotTeamFilter>('both');
  const [half, setHalf] = useState<ShotHalfFilter>('all');
  const [selectedId, setSelectedId] = useState<string | undefined>(defaultSelectedId);
  const select = useCallback((id: string) => {
    setSelectedId((current) => (current === id ? undefined : id));
  }, []);

  const names = { homeName, awayName };
  const visibleShots = useMemo(() => filterShots(shots, team, half), [shots, team, half]);
  const visibleOwnGoals = useMemo(
    () => filterOwnGoals(ownGoals, team, half),
    [ownGoals, team, half],
  );
  const extra = hasExtraTime(shots, ownGoals);
  const selectedShot = visibleShots.find((shot) => shot.id === selectedId);
  const selectedOwnGoal = visibleOwnGoals.find((goal) => goal.id === selectedId);
  const ownGoalIndex = { 1: 0, 2: 0 };

  const totals = ([1, 2] as const).map((side) => {
    const own = visibleShots.filter((shot) => shot.side === side);
    return {
      side,
      name: side === 1 ? homeName : awayName,
      text: T.totals(own.length, xgText(own.reduce((sum, shot) => sum + shot.xg, 0))),
    };
  });

  return (
    <section className={['kq-shot-map', className].filter(Boolean).join(' ')} aria-label={label}>
      <div className="kq-shot-map__filters">
        <SideFilter
          label={T.teamFilter}
          value={team}
          onChange={setTeam}
          bothLabel={T.bothTeams}
          homeName={homeName}
          awayName={awayName}
        />
        <Segmented
          label={T.halfFilter}
          value={half}
          onChange={setHalf}
          options={[
            { value: 'all', label: T.wholeMatch },
            { value: 1, label: T.firstHalf },
            { value: 2, label: T.secondHalf },
            ...(extra ? [{ value: 'extra' as const, label: T.extraTime }] : []),
          ]}
        />
      </div>
      {shots.length === 0 && ownGoals.length === 0 ? (
        <div className="kq-shot-map__empty">
          <EmptyState description={T.empty} />
        </div>
      ) : (
        <>
          <Pitch role="group" label={label}>
            <g className="kq-shot-map__marks">
              {visibleShots.map((shot) => (
                <ShotMark
                  key={shot.id}
                  shot={shot}
                  selected={shot.id === selectedId}
                  onSelect={select}
                  label={shotLabel(shot, names)}
                />
              ))}
              {visibleOwnGoals.map((goal) => {
                const index = ownGoalIndex[goal.side]++;
                return (
                  <OwnGoalMark
                    key={goal.id}
                    goal={goal}
                    index={index}
                    selected={goal.id === selectedId}
                    onSelect={select}
                    label={ownGoalLabel(goal, names)}
                  />
                );
              })}
            </g>
          </Pitch>
          <div className="kq-shot-map__totals">
            {totals.map((total) => (
              <span
                key={total.side}
                className={`kq-shot-map__total kq-shot-map__total--${total.side === 1 ? 'home' : 'away'}`}
              >
                <b>{total.name}</b> {total.text}
              </span>
            ))}
          </div>
          <ul className="kq-shot-map__legend" aria-hidden="true">
            <li>
              <span className="kq-shot-map__key kq-shot-map__key--shot" />
              {T.legendXg}
            </li>
            <li>
              <span className="kq-shot-map__key kq-shot-map__key--goal" />
              {T.legendGoal}
            </li>
            <li>
              <span className="kq-shot-map__key kq-shot-map__key--penalty" />
              {T.legendPenalty}
            </li>
            <li>
              <span className="kq-shot-map__key kq-shot-map__key--own-goal" />
              {T.legendOwnGoal}
            </li>
          </ul>
          <div className="kq-shot-map__panel" aria-live="polite">
            {selectedShot || selectedOwnGoal ? (
              <ShotDetail
                shot={selectedShot}
                ownGoal={selectedOwnGoal}
                homeName={homeName}
                awayName={awayName}
                playerHref={playerHref}
              />
            ) : (
              <p className="kq-shot-map__hint">{T.hint}</p>
            )}
          </div>
          <ShotTable
            shots={visibleShots}
            ownGoals={visibleOwnGoals}
            homeName={homeName}
            awayName={awayName}
          />
        </>
      )}
    </section>
  );
}
