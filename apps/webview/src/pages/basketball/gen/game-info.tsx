import type { BasketballOverview } from '@kanqiu/core/contract/basketball';
import { beijingDateTime } from '../../../match/shared/match-date';
import { GEN_TEXT } from './gen-texts';
import '../../../match/shared/match-info.css';

/** Where and when: competition, season, tip-off in Beijing time, arena, city and attendance. */
export function GameInfo({ overview }: { overview: BasketballOverview }) {
  const { venue } = overview;
  const items: [string, string, string][] = [
    ['competition', GEN_TEXT.competition, overview.competition],
    ['season', GEN_TEXT.season, overview.season],
    ['tip-off', GEN_TEXT.tipOff, GEN_TEXT.beijing(beijingDateTime(overview.original_kickoff))],
    ['arena', GEN_TEXT.arena, `${venue.name}（${venue.name_en}）`],
    ['city', GEN_TEXT.city, venue.state ? `${venue.city} · ${venue.state}` : venue.city],
    [
      'attendance',
      GEN_TEXT.attendance,
      overview.attendance === null ? GEN_TEXT.unknown : GEN_TEXT.spectators(overview.attendance),
    ],
  ];
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
