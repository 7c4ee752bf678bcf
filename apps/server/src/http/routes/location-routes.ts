import { CALLS } from '@kanqiu/core/contract/calls';
import type { CityChoice } from '@kanqiu/core/contract/user';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import type { StoredUser } from '../../store/user-store';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';
import { userContractRoute, writeCallRoute } from '../user-contract-route';
import { findMatch } from './match-routes';

/**
 * Location: the city list and the caller's chosen city (which needs a token), and the venues with
 * their coordinates (openfootball's stadium data).
 */
export function registerLocationRoutes(app: FastifyInstance, context: ServerContext): void {
  const choiceOf = (user: Pick<StoredUser, 'cityCode' | 'cityChosenAt'>): CityChoice => {
    const city = user.cityCode ? (context.cities.byCode(user.cityCode) ?? null) : null;
    return {
      city,
      chosen_at:
        city && user.cityChosenAt !== null ? new Date(user.cityChosenAt).toISOString() : null,
    };
  };

  contractRoute(app, CALLS.locationCities, () => context.cities.list);

  userContractRoute(app, context, CALLS.locationCurrent, (_body, user) => choiceOf(user));

  writeCallRoute(app, context, CALLS.locationChoose, async ({ city_code }, user) => {
    if (!context.cities.byCode(city_code)) {
      throw new ApiError(ApiCode.NotFound, MESSAGES.unknownCity);
    }
    const now = context.clock.now();
    await context.store.setCity(user.id, city_code, now);
    return choiceOf({ cityCode: city_code, cityChosenAt: now });
  });

  contractRoute(app, CALLS.locationVenues, () => ({ venues: [...context.venues.venues] }));

  contractRoute(app, CALLS.locationVenue, (query) => {
    if (query.venue_id !== undefined) {
      const venue = context.venues.byId(query.venue_id);
      if (!venue) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownVenue);
      return { venue, match_venue: null };
    }
    const matchVenue = findMatch(context, query.match_id ?? '').venue;
    return { venue: context.venues.forMatchVenue(matchVenue) ?? null, match_venue: matchVenue };
  });
}
