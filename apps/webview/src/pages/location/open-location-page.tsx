import { venueCall, venueListCall } from '@kanqiu/core/contract/user';
import { PullRefresh } from '@kanqiu/ui';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { pageHref } from '../../routing/navigation';
import { useMatchId, useQuery } from '../../routing/query';
import { PageFrame } from '../../shell/page-frame';
import { refusalOf } from '../../user/user-refusal';
import { LOCATION_TEXT } from './location-texts';
import { VenueCard } from './venue-card';
import '../../match/shared/match.css';
import '../../user/user.css';
import './location.css';

const VENUE_ID = /^[a-z0-9-]{1,60}$/;

/**
 * `/open-location?venue_id=` or `?match_id=`: a venue card (name, city, coordinates from openfootball's
 * stadium data, capacity) with a map link. A match whose venue the data has no position for says so;
 * without either parameter the page lists every venue.
 */
export function OpenLocationPage() {
  const rawVenue = useQuery().get('venue_id');
  const venueId = rawVenue !== null && VENUE_ID.test(rawVenue) ? rawVenue : null;
  const matchId = useMatchId();
  const { refresh } = useServices();
  const body = venueId ? { venue_id: venueId } : matchId ? { match_id: matchId } : null;
  const venue = useCall(venueCall, body);
  const all = useCall(venueListCall, body ? null : {});
  const request = body ? venue : all;
  const refused = refusalOf(request.error);

  return (
    <PageFrame title={LOCATION_TEXT.openTitle}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body">
          <PageContent
            hasData={request.data !== null}
            loading={request.loading}
            failed={request.error !== null && refused === null}
            empty={request.data === null && refused !== null}
            emptyText={refused?.msg}
            onReload={() => void refresh()}
            skeleton={<Skeleton rows={7} label={LOCATION_TEXT.loadingVenue} />}
          >
            {venue.data ? (
              venue.data.venue ? (
                <VenueCard venue={venue.data.venue} />
              ) : (
                <section className="user-card" data-testid="venue-unknown">
                  <h2 className="user-card__title">{LOCATION_TEXT.matchVenue}</h2>
                  <p className="venue-card__name">{venue.data.match_venue ?? '-'}</p>
                  <p className="user-muted">{LOCATION_TEXT.noPosition}</p>
                </section>
              )
            ) : null}
            {all.data ? (
              <section className="user-card" aria-labelledby="venues-title">
                <h2 className="user-card__title" id="venues-title">
                  {LOCATION_TEXT.venuesTitle}
                  <span className="user-card__aside">{all.data.venues.length}</span>
                </h2>
                <p className="user-muted">{LOCATION_TEXT.venuesHint}</p>
                <ul className="user-list">
                  {all.data.venues.map((item) => (
                    <li key={item.id}>
                      <a
                        className="venue-row"
                        href={pageHref('openLocation', { venue_id: item.id })}
                      >
                        <span className="venue-row__name">{item.name}</span>
                        <span className="user-muted">
                          {item.city} · {item.world_cup}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </PageContent>
          <p className="user-muted location-source">{LOCATION_TEXT.source}</p>
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
