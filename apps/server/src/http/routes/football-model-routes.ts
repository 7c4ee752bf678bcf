import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { modelRecords } from '../../data/models/model-records';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';

/** The football model calls beyond the specification: the records behind the models' explanations. */
export function registerFootballModelRoutes(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.footballModelRecords, () => modelRecords(context.catalog));
}
