import type { FootballMatchOverview } from '@kanqiu/core/contract/football';
import { beijingDate, beijingDateTime } from '../../../match/shared/match-date';
import { GEN_TEXT } from './gen-texts';
import '../../../match/shared/match-info.css';

/** Where and when: competition, stage, kick-off in Beijing time, ground, city and capacity. */
export function MatchInfo({ overview }: { overview: FootballMatchOverview }) {
  const { venue } = overview;
  const kickoff = overview.time_known
    ? GEN_TEXT.beijing(beijingDateTime(overview.kickoff))
    : GEN_TEXT.timeUnknown(beijingDate(overview.kickoff));
  const items: [string, string, string][] = [
    ['competition', GEN_TEXT.competition, overview.competition.name],
    ['stage', GEN_TEXT.stage, overview.stage],
    ['kickoff', GEN_TEXT.kickoff, kickoff],
    ['venue', GEN_TEXT.venue, venue ? venue.name : GEN_TEXT.venueNone],
  ];
  if (venue) {
    items.push(['city', GEN_TEXT.city, venue.city ?? GEN_TEXT.unknown]);
    items.push([
      'capacity',
      GEN_TEXT.capacity,
      venue.capacity === null ? GEN_TEXT.unknown : GEN_TEXT.seats(venue.capacity),
    ]);
  }
  return (
    <dl className="match-info">
      {items.map(([key, label, value]) => (
        <div key={key} className="match-info__row" data-item={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
