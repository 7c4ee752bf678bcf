import { cardReasonLabel, FootballEvent, isLiveMarker } from '@kanqiu/core';
import type { FootballIncident } from '@kanqiu/core/contract';
import { memo } from 'react';
import { EventIcon } from '../../../match/event-icon';
import { FACTS_TEXT } from './facts-texts';

const CARD_TYPES: ReadonlySet<number> = new Set([
  FootballEvent.YellowCard,
  FootballEvent.RedCard,
  FootballEvent.SecondYellow,
]);

/** The second line under a player: assist, player off, or card reason. */
function detailOf(incident: FootballIncident): string | null {
  if (incident.type === FootballEvent.Substitution && incident.player2_name) {
    return FACTS_TEXT.off(incident.player2_name);
  }
  if (incident.player2_name) return FACTS_TEXT.assist(incident.player2_name);
  if (CARD_TYPES.has(incident.type) && incident.reason_type !== null && incident.reason_type > 0) {
    return cardReasonLabel(incident.reason_type);
  }
  if (incident.type === FootballEvent.Penalty || incident.type === FootballEvent.OwnGoal) {
    return incident.type_label;
  }
  return null;
}

const Incident = memo(function Incident({ incident }: { incident: FootballIncident }) {
  if (isLiveMarker(incident.type) || incident.position === 0) {
    const score =
      incident.type === FootballEvent.HalfTime || incident.type === FootballEvent.MatchEnd
        ? ` ${incident.home_score}-${incident.away_score}`
        : '';
    return (
      <li className="timeline__mark" data-type={incident.type}>
        <span>
          {incident.type_label}
          {score}
        </span>
      </li>
    );
  }
  const side = incident.position === 1 ? 'home' : 'away';
  const detail = detailOf(incident);
  const isGoal =
    incident.type === FootballEvent.Goal ||
    incident.type === FootballEvent.Penalty ||
    incident.type === FootballEvent.OwnGoal;
  return (
    <li className={`timeline__item timeline__item--${side}`} data-type={incident.type}>
      <div className="timeline__event">
        <span className="timeline__icon" title={incident.type_label}>
          <EventIcon type={incident.type} size={18} />
        </span>
        <div className="timeline__who">
          <span className="timeline__player">{incident.player_name ?? incident.type_label}</span>
          {detail ? <span className="timeline__detail">{detail}</span> : null}
        </div>
        {isGoal ? (
          <span className="timeline__score">
            {incident.home_score}-{incident.away_score}
          </span>
        ) : null}
      </div>
      <span className="timeline__minute">{incident.minute_text}</span>
    </li>
  );
});

/**
 * The incidents of a match as a timeline, newest first: the home side's on the left of the centre
 * line and the away side's on the right; kick-off, half time and full time across the middle.
 */
export function IncidentTimeline({ incidents }: { incidents: readonly FootballIncident[] }) {
  const newestFirst = [...incidents].reverse();
  return (
    <ol className="timeline">
      {newestFirst.map((incident) => (
        <Incident key={incident.id} incident={incident} />
      ))}
    </ol>
  );
}

/** The icons the timeline uses, with their meaning (docs/behaviour.md §2: an icon legend). */
export function IncidentLegend() {
  return (
    <ul className="timeline-legend" aria-label={FACTS_TEXT.legend}>
      {FACTS_TEXT.legendItems.map(([type, label]) => (
        <li key={type}>
          <EventIcon type={type} size={14} />
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}
