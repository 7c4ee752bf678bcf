import { cardReasonLabel, FootballEvent, isLiveMarker } from '@kanqiu/core';
import type { FootballIncident } from '@kanqiu/core/contract';
import { memo, type ReactNode, useMemo } from 'react';
import { EventIcon } from '../../../match/football/event-icon';
import { PlayerName } from '../../../match/football/player-name';
import { FACTS_TEXT } from './facts-texts';
import '../../../match/shared/held-slot.css';
import { shootoutTally } from './shootout-tally';

const CARD_TYPES: ReadonlySet<number> = new Set([
  FootballEvent.YellowCard,
  FootballEvent.RedCard,
  FootballEvent.SecondYellow,
]);
const GOAL_TYPES: ReadonlySet<number> = new Set([
  FootballEvent.Goal,
  FootballEvent.Penalty,
  FootballEvent.OwnGoal,
]);
const KICK_TYPES: ReadonlySet<number> = new Set([
  FootballEvent.ShootoutPenalty,
  FootballEvent.ShootoutPenaltyMissed,
]);
/** Marks across the middle that carry the score: half time, end of extra time, full time. */
const SCORED_MARKS: ReadonlySet<number> = new Set([
  FootballEvent.HalfTime,
  FootballEvent.ExtraTimeEnded,
  FootballEvent.MatchEnd,
]);

/** The second line under a player: assist or player off (a link to his page), card reason, or the kind of kick. */
function detailOf(incident: FootballIncident): ReactNode {
  if (incident.player2_name) {
    const prefix =
      incident.type === FootballEvent.Substitution ? FACTS_TEXT.offPrefix : FACTS_TEXT.assistPrefix;
    return (
      <>
        {prefix}
        <PlayerName id={incident.player2_id} name={incident.player2_name} />
      </>
    );
  }
  if (CARD_TYPES.has(incident.type) && incident.reason_type !== null && incident.reason_type > 0) {
    return cardReasonLabel(incident.reason_type);
  }
  if (incident.type === FootballEvent.ShootoutPenalty) return FACTS_TEXT.kickScored;
  if (incident.type === FootballEvent.ShootoutPenaltyMissed) return FACTS_TEXT.kickMissed;
  if (incident.type === FootballEvent.Penalty || incident.type === FootballEvent.OwnGoal) {
    return incident.type_label;
  }
  return null;
}

/** The text of a mark across the middle: its label and, where it has one, the score. */
function markText(incident: FootballIncident, shootout: string | undefined): string {
  if (incident.type === FootballEvent.ShootoutEnded && shootout) {
    return `${incident.type_label} ${shootout}`;
  }
  if (!SCORED_MARKS.has(incident.type)) return incident.type_label;
  const score = `${incident.type_label} ${incident.home_score}-${incident.away_score}`;
  return shootout ? `${score}（${FACTS_TEXT.shootoutScore(shootout)}）` : score;
}

const Incident = memo(function Incident({
  incident,
  shootout,
}: {
  incident: FootballIncident;
  /** The shoot-out score after this kick or mark, when it belongs to a shoot-out. */
  shootout: string | undefined;
}) {
  if (isLiveMarker(incident.type) || incident.position === 0) {
    return (
      <li className="timeline__mark" data-type={incident.type}>
        <span>{markText(incident, shootout)}</span>
      </li>
    );
  }
  const side = incident.position === 1 ? 'home' : 'away';
  const detail = detailOf(incident);
  const score = GOAL_TYPES.has(incident.type)
    ? `${incident.home_score}-${incident.away_score}`
    : KICK_TYPES.has(incident.type)
      ? (shootout ?? null)
      : null;
  return (
    <li className={`timeline__item timeline__item--${side}`} data-type={incident.type}>
      <div className="timeline__event">
        <span className="timeline__icon" title={incident.type_label}>
          <EventIcon type={incident.type} size={18} />
        </span>
        <div className="timeline__who">
          {incident.player_name ? (
            <PlayerName
              className="timeline__player"
              id={incident.player_id}
              name={incident.player_name}
            />
          ) : (
            <span className="timeline__player">{incident.type_label}</span>
          )}
          {detail ? <span className="timeline__detail">{detail}</span> : null}
        </div>
        {score ? (
          <span
            className={`timeline__score${KICK_TYPES.has(incident.type) ? ' timeline__score--shootout' : ''}`}
          >
            {score}
          </span>
        ) : null}
      </div>
      <span className="timeline__minute">{incident.minute_text}</span>
    </li>
  );
});

/** The timeline's rows, newest first; `shootout` is the shoot-out score after each kick. */
export function IncidentRows({
  incidents,
  shootout,
}: {
  incidents: readonly FootballIncident[];
  shootout: ReadonlyMap<string, string>;
}) {
  return (
    <ol className="timeline">
      {incidents.map((incident) => (
        <Incident key={incident.id} incident={incident} shootout={shootout.get(incident.id)} />
      ))}
    </ol>
  );
}

/**
 * The incidents of a match as a timeline, newest first: the home side's on the left of the centre
 * line and the away side's on the right; kick-off, half time, the end of extra time, the end of the
 * shoot-out and full time across the middle. Shoot-out kicks show the shoot-out score after them.
 * Drawn this way until `HeldIncidentTimeline` has loaded (after the page's first content), which
 * then holds new incidents in the slot above; the slot's place is kept here with the same markup,
 * so nothing moves when it takes over.
 */
function IncidentTimelineView({
  incidents,
  idle,
}: {
  incidents: readonly FootballIncident[];
  /** What the slot above the timeline says while nothing waits. */
  idle: string;
}) {
  const tally = useMemo(() => shootoutTally(incidents), [incidents]);
  const newestFirst = useMemo(() => [...incidents].reverse(), [incidents]);
  return (
    <>
      <div className="held-slot">
        <span className="held-slot__idle">{idle}</span>
      </div>
      <IncidentRows incidents={newestFirst} shootout={tally} />
    </>
  );
}

/**
 * The icons the timeline uses, with their meaning (docs/behaviour.md §2: an icon legend); the
 * shoot-out's two icons only for a match that has one.
 */
function IncidentLegendView({ shootout = false }: { shootout?: boolean }) {
  const items = shootout
    ? [...FACTS_TEXT.legendItems, ...FACTS_TEXT.shootoutLegendItems]
    : FACTS_TEXT.legendItems;
  return (
    <ul className="timeline-legend" aria-label={FACTS_TEXT.legend}>
      {items.map(([type, label]) => (
        <li key={type}>
          <EventIcon type={type} size={14} />
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** {@link IncidentTimelineView}, rendered again only when its props change. */
export const IncidentTimeline = memo(IncidentTimelineView);

/** {@link IncidentLegendView}, rendered again only when its props change. */
export const IncidentLegend = memo(IncidentLegendView);
