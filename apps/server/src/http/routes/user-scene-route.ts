import { CALLS } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/user/userScene {scene, client_id?}`: with `client_id`, subscribes that socket connection
 * to the scene (which then gets the page at once and every change); without, only loads the page.
 */
export function registerUserSceneRoute(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.userScene, ({ scene, client_id }) => {
    if (!context.hub.has(scene)) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownScene);
    if (client_id === undefined) {
      return { scene, subscribed: false, page: context.hub.current(scene).content };
    }
    return { scene, subscribed: true, page: context.sockets.subscribe(client_id, scene).content };
  });
}
