import { MODEL_KEYS } from '@kanqiu/core';
import { CALLS } from '@kanqiu/core/contract/calls';
import { modelCountCall, modelDayCall } from '@kanqiu/core/contract/match';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';

/** The model calls: `modInit`, and a some-day and a count call for each of the five models. */
export function registerModelRoutes(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.modelInit, () => context.catalog.modelInit());
  for (const key of MODEL_KEYS) {
    contractRoute(app, modelDayCall(key), ({ date }) => context.catalog.modelDay(key, date));
    contractRoute(app, modelCountCall(key), ({ sessions }) =>
      context.catalog.modelCount(key, sessions),
    );
  }
}
