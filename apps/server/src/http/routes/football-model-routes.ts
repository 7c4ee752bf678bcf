import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { modelRecords } from '../../data/models/model-records';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';
import { worldCalls } from '../world-calls';

/**
 * The football model calls beyond the specification: the records behind the models' explanations,
 * as of the replay's now (a pick on a replayed match counts once the replay has finished it).
 */
export function registerFootballModelRoutes(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.footballModelRecords, () =>
    modelRecords(worldCalls(context)?.models ?? context.catalog),
  );
}
