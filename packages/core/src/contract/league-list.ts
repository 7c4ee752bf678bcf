import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';
import { leagueSummarySchema } from './league-data';

/** Body of `POST /api/league/list`: nothing. */
export const leagueListRequestSchema = v.object({});

/** `data` of `POST /api/league/list`: the competitions and seasons of the league database. */
export const leagueListSchema = v.array(leagueSummarySchema);

/** `POST /api/league/list`: the competitions and seasons of the league database. */
export const leagueListCall = call(API_PATHS.leagueList, leagueListRequestSchema, leagueListSchema);
