import { API_PATHS } from '@kanqiu/core';
import { CALLS } from '@kanqiu/core/contract/calls';
import type { MatchListEntry, MatchListRequest } from '@kanqiu/core/contract/match';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { sortMatchList } from '../../provider/match-list-order';
import { playerTournament } from '../../provider/player-tournament';
import { worldClock } from '../../world/world-clock';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';

/**
 * The match calls the pages need beyond the product's interface: the list of served matches
 * (POST with body, or GET with query for a browser or `curl`; optional `sport` and `state` filters),
 * and each match's lineup, data board, football statistics with shots and basketball shot chart;
 * a World Cup player's tournament so far.
 */
export function registerMatchRoutes(app: FastifyInstance, context: ServerContext): void {
  const list = (filter: MatchListRequest) => {
    const entries = sortMatchList(context.provider.list());
    const clock = worldClock({
      entries,
      isReplayed: (matchId) => context.provider.seeker?.bounds(matchId) !== undefined,
      historyEnds: [],
      now: context.clock.now(),
    });
    return {
      server_time: clock.server_time,
      today: Object.fromEntries(clock.competitions.map((c) => [c.competition_key, c.today])),
      speed: context.provider.facts().speed,
      matches: entries.filter(
        (entry) =>
          (!filter.sport || entry.sport === filter.sport) &&
          (!filter.state || entry.state === filter.state),
      ),
    };
  };
  contractRoute(app, CALLS.matchList, list);
  app.get(API_PATHS.matchList, async (request) =>
    success(list(parseBody(CALLS.matchList.request, request.query))),
  );

  contractRoute(app, CALLS.matchLineup, ({ match_id }) => found(context.provider.lineup(match_id)));
  contractRoute(app, CALLS.matchAnalysis, ({ match_id }) =>
    found(context.provider.analysis(match_id)),
  );
  contractRoute(app, CALLS.footballMatchStats, ({ match_id }) =>
    available(found(context.provider.matchStats(match_id)), MESSAGES.noMatchStats),
  );
  contractRoute(app, CALLS.basketballShotChart, ({ match_id }) =>
    available(found(context.provider.shotChart(match_id)), MESSAGES.noShotChart),
  );
  contractRoute(app, CALLS.footballPlayer, ({ player_id }) => {
    const player = playerTournament(context.provider, player_id);
    if (!player) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownPlayer);
    return player;
  });
}

/** A served match's answer, or 4004 with `message` when its source has none (docs/contract.md). */
function available<T>(value: T | null, message: string): T {
  if (value === null) throw new ApiError(ApiCode.NotFound, message);
  return value;
}

/** The served match of an id, as its match-list entry now. @throws ApiError 4004 for no such match. */
export function findMatch(context: ServerContext, matchId: string): MatchListEntry {
  return found(context.provider.entry(matchId));
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownMatch);
  return value;
}
