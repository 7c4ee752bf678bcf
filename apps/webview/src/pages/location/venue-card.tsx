import type { Venue } from '@kanqiu/core/contract/user';
import { showToast } from '@kanqiu/ui';
import { copyText } from '../../user/copy-text';
import { USER_TEXT } from '../../user/user-texts';
import { LOCATION_TEXT } from './location-texts';

/**
 * A venue: name, city, capacity, coordinates. "Open in maps" is the server's web map link: the
 * bridge has no call that hands coordinates to the host's map, so the link opens in the browser.
 */
export function VenueCard({ venue }: { venue: Venue }) {
  const coordinates = `${LOCATION_TEXT.latitude(venue.latitude)}, ${LOCATION_TEXT.longitude(venue.longitude)}`;
  return (
    <article
      className="user-card venue-card"
      aria-labelledby={`venue-${venue.id}`}
      data-testid="venue-card"
    >
      <div className="venue-card__pin" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path d="M12 22s7-6.3 7-12a7 7 0 10-14 0c0 5.7 7 12 7 12z" fill="currentColor" />
          <circle cx="12" cy="10" r="2.6" fill="#0d0f13" />
        </svg>
      </div>
      <h2 className="venue-card__name" id={`venue-${venue.id}`}>
        {venue.name}
      </h2>
      <p className="venue-card__en" lang="en">
        {venue.name_en}
      </p>
      <p className="venue-card__tag">{LOCATION_TEXT.worldCup(venue.world_cup)}</p>
      <dl className="venue-card__facts">
        <div>
          <dt>{LOCATION_TEXT.city}</dt>
          <dd>
            {venue.city}，{venue.country}
          </dd>
        </div>
        <div>
          <dt>{LOCATION_TEXT.coordinates}</dt>
          <dd data-testid="venue-coordinates">{coordinates}</dd>
        </div>
        <div>
          <dt>{LOCATION_TEXT.capacityLabel}</dt>
          <dd>{LOCATION_TEXT.capacity(venue.capacity.toLocaleString('zh-CN'))}</dd>
        </div>
        <div>
          <dt>{LOCATION_TEXT.timezone}</dt>
          <dd>{venue.timezone}</dd>
        </div>
      </dl>
      <div className="user-actions">
        <a
          className="app-button app-button--primary venue-card__map"
          href={venue.map_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {LOCATION_TEXT.openMap}
        </a>
        <button
          type="button"
          className="app-button"
          onClick={async () => {
            const copied = await copyText(`${venue.latitude},${venue.longitude}`);
            showToast(copied ? LOCATION_TEXT.copied : USER_TEXT.copyFailed);
          }}
        >
          {LOCATION_TEXT.copyCoordinates}
        </button>
      </div>
      <p className="user-muted">{LOCATION_TEXT.mapNote}</p>
    </article>
  );
}
