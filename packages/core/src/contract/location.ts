import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { isoTimeSchema } from './fan';
import { matchIdSchema } from './match-request';

/** A city of the location chooser **(kanqiu design)**. */
export const citySchema = v.object({
  /** Stable id (`beijing`, `moscow`, `al-rayyan`). */
  code: v.string(),
  /** Chinese name. */
  name: v.string(),
  /** Pinyin of the Chinese name without tones, lower case, for search (`beijing`). */
  pinyin: v.string(),
  /** The first letter of the pinyin, upper case: the group it is listed under. */
  initial: v.pipe(v.string(), v.regex(/^[A-Z]$/)),
  /** Country in Chinese. */
  country: v.string(),
  /** The World Cups of the data the city hosted matches of (`[2018]`), empty for none. */
  world_cups: v.array(v.pipe(v.number(), v.integer())),
  /** The venues of the city that `/api/location/venue` knows. */
  venue_ids: v.array(v.string()),
});
/** A city of the location chooser. */
export type City = v.InferOutput<typeof citySchema>;

/** Body of the location calls without fields. */
export const locationEmptyRequestSchema = v.object({});

/** `data` of `POST /api/location/cities`: every city, grouped by initial A–Z, by pinyin within. */
export const cityListSchema = v.object({
  groups: v.array(v.object({ initial: v.string(), cities: v.array(citySchema) })),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/** The city list. */
export type CityList = v.InferOutput<typeof cityListSchema>;

/** `POST /api/location/choose`. */
export const cityChoiceRequestSchema = v.object({
  city_code: v.pipe(v.string('请选择城市'), v.regex(/^[a-z0-9-]{1,40}$/, '城市代码格式不正确')),
});
/** Body of `POST /api/location/choose`. */
export type CityChoiceRequest = v.InferOutput<typeof cityChoiceRequestSchema>;

/** `data` of `POST /api/location/current` and `POST /api/location/choose`. */
export const cityChoiceSchema = v.object({
  /** The caller's city, or `null` when none was chosen. */
  city: v.nullable(citySchema),
  chosen_at: v.nullable(isoTimeSchema),
});
/** The caller's chosen city. */
export type CityChoice = v.InferOutput<typeof cityChoiceSchema>;

/** A venue with its place on the map (openfootball's stadium data). */
export const venueSchema = v.object({
  /** Stable id (`luzhniki-stadium`). */
  id: v.string(),
  /** Chinese name. */
  name: v.string(),
  /** The name as openfootball writes it. */
  name_en: v.string(),
  city: v.string(),
  city_en: v.string(),
  /** The city of the city list. */
  city_code: v.string(),
  country: v.string(),
  capacity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** WGS 84 degrees, north and east positive. */
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  /** UTC offset during the tournament, as the source gives it (`UTC+3`). */
  timezone: v.string(),
  /** The World Cup the venue hosted. */
  world_cup: v.pipe(v.number(), v.integer()),
  /** A web map centred on the venue (OpenStreetMap), for browsers without a host. */
  map_url: v.string(),
});
/** A venue. */
export type Venue = v.InferOutput<typeof venueSchema>;

/** `data` of `POST /api/location/venues`. */
export const venueListSchema = v.object({ venues: v.array(venueSchema) });
/** Every venue. */
export type VenueList = v.InferOutput<typeof venueListSchema>;

/** `POST /api/location/venue`: a venue by id, or the venue of a match (exactly one of the two). */
export const venueRequestSchema = v.pipe(
  v.object({
    venue_id: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, '场馆代码格式不正确'))),
    match_id: v.optional(matchIdSchema),
  }),
  v.forward(
    v.check(
      (input) => (input.venue_id === undefined) !== (input.match_id === undefined),
      '请提供 venue_id 或 match_id 其中之一',
    ),
    ['venue_id'],
  ),
);
/** Body of `POST /api/location/venue`. */
export type VenueRequest = v.InferOutput<typeof venueRequestSchema>;

/** `data` of `POST /api/location/venue`. */
export const venueAnswerSchema = v.object({
  /** The venue, or `null` when asked by a match whose venue the stadium data does not hold. */
  venue: v.nullable(venueSchema),
  /** Asked by a match: the match's venue name as the match list gives it (`null` when unknown). */
  match_venue: v.nullable(v.string()),
});
/** A venue answer. */
export type VenueAnswer = v.InferOutput<typeof venueAnswerSchema>;

/** `POST /api/location/cities`: every city, grouped by initial. */
export const cityListCall = call(
  API_PATHS.locationCities,
  locationEmptyRequestSchema,
  cityListSchema,
);
/** `POST /api/location/current` (token): the caller's city. */
export const cityCurrentCall = call(
  API_PATHS.locationCurrent,
  locationEmptyRequestSchema,
  cityChoiceSchema,
);
/** `POST /api/location/choose` (token): store the caller's city. */
export const cityChooseCall = call(
  API_PATHS.locationChoose,
  cityChoiceRequestSchema,
  cityChoiceSchema,
);
/** `POST /api/location/venues`: every venue. */
export const venueListCall = call(
  API_PATHS.locationVenues,
  locationEmptyRequestSchema,
  venueListSchema,
);
/** `POST /api/location/venue`: one venue, by id or by match. */
export const venueCall = call(API_PATHS.locationVenue, venueRequestSchema, venueAnswerSchema);
