import { API_PATHS, MODEL_KEYS, MODEL_PATHS, type SessionFilter } from '@kanqiu/core';
import {
  modelCountRequestSchema,
  modelDayRequestSchema,
  modelInitRequestSchema,
} from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';

/** The model calls of seed §7: `modInit`, and a some-day and a count call for each of the five models. */
export function registerModelRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post(API_PATHS.modelInit, async (request) => {
    parseBody(modelInitRequestSchema, request.body);
    return success(context.catalog.modelInit());
  });
  for (const key of MODEL_KEYS) {
    app.post(MODEL_PATHS[key].day, async (request) => {
      const { date } = parseBody(modelDayRequestSchema, request.body);
      return success(context.catalog.modelDay(key, date));
    });
    app.post(MODEL_PATHS[key].count, async (request) => {
      const { sessions } = parseBody(modelCountRequestSchema, request.body);
      return success(context.catalog.modelCount(key, sessions as SessionFilter));
    });
  }
}
