import { API_PATHS } from '@kanqiu/core';
import { userSceneRequestSchema } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/user/userScene {scene, client_id?}`: with `client_id`, subscribes that socket connection
 * to the scene (which then gets the page at once and every change); without, only loads the page.
 */
export function registerUserSceneRoute(app: FastifyInstance, context: ServerContext): void {
  app.post(API_PATHS.userScene, async (request) => {
    const body = parseBody(userSceneRequestSchema, request.body);
    if (!context.hub.has(body.scene)) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownScene);
    if (body.client_id === undefined) {
      const page = context.hub.current(body.scene);
      return success({ scene: body.scene, subscribed: false, page: page.content });
    }
    const page = context.sockets.subscribe(body.client_id, body.scene);
    return success({ scene: body.scene, subscribed: true, page: page.content });
  });
}
