import { MODEL_KEYS } from '@kanqiu/core';
import { CALLS } from '@kanqiu/core/contract/calls';
import { modelCountCall, modelDayCall } from '@kanqiu/core/contract/match';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';
import { worldCalls } from '../world-calls';

/**
 * The model calls: `modInit`, and a some-day and a count call for each of the five models, as of
 * the replay's now: a pick on a replayed match is settled only once the replay has finished it, and
 * the records count only settled picks (docs/behaviour.md, "Predictions that settle").
 */
export function registerModelRoutes(app: FastifyInstance, context: ServerContext): void {
  const models = () => worldCalls(context)?.models ?? context.catalog;
  contractRoute(app, CALLS.modelInit, () => models().modelInit());
  for (const key of MODEL_KEYS) {
    contractRoute(app, modelDayCall(key), ({ date }) => models().modelDay(key, date));
    contractRoute(app, modelCountCall(key), ({ sessions }) => models().modelCount(key, sessions));
  }
}
