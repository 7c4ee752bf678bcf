import { KANQIU_API_PATHS } from '@kanqiu/core';
import {
  type CityChoice,
  cityChoiceRequestSchema,
  venueRequestSchema,
} from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { matchList } from '../../replay/match-list';
import type { StoredUser } from '../../store/user-store';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';
import { requireUser } from '../user-auth';

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

  app.post(KANQIU_API_PATHS.locationCities, async () => success(context.cities.list));

  app.post(KANQIU_API_PATHS.locationCurrent, async (request) =>
    success(choiceOf(await requireUser(request, context))),
  );

  app.post(KANQIU_API_PATHS.locationChoose, async (request) => {
    const user = await requireUser(request, context);
    const { city_code } = parseBody(cityChoiceRequestSchema, request.body);
    if (!context.cities.byCode(city_code))
      throw new ApiError(ApiCode.NotFound, MESSAGES.unknownCity);
    const now = context.clock.now();
    await context.store.setCity(user.id, city_code, now);
    return success(choiceOf({ cityCode: city_code, cityChosenAt: now }));
  });

  app.post(KANQIU_API_PATHS.locationVenues, async () => success({ venues: context.venues.venues }));

  app.post(KANQIU_API_PATHS.locationVenue, async (request) => {
    const query = parseBody(venueRequestSchema, request.body);
    if (query.venue_id !== undefined) {
      const venue = context.venues.byId(query.venue_id);
      if (!venue) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownVenue);
      return success({ venue, match_venue: null });
    }
    const match = context.catalog.matches.find((candidate) => candidate.id === query.match_id);
    if (!match) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
    const entry = matchList([match], context.schedule, context.clock.now())[0];
    const matchVenue = entry?.venue ?? null;
    return success({
      venue: context.venues.forMatchVenue(matchVenue) ?? null,
      match_venue: matchVenue,
    });
  });
}
